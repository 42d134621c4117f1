/*
 * The owner console's preview of what a promotion will say in a diner's cart (ordering-core §8),
 * made by the same definitions and hint functions the engine uses, for the carts that get a hint:
 * one short of the minimum, one before the day's window opens, one with a single eligible item.
 */
import { formatClock, parseClock, type TimeFormat } from '../time/clock';
import { WEEKDAYS } from '../contract/settings';
import { formatMoney, type Cents } from '../money';
import { belowMinimumHint } from './engine';
import { addAnotherHint, availableFromHint } from './hints';
import { promotionDefinition } from './registry';
import { minimumOrderOf, type EnginePromotion } from './rules';

export interface HintPreview {
  /** The cart the hint is for, in the console's words. */
  when: string;
  hint: string;
}

/** How far below the minimum the previewed cart is. */
const SHORT_BY: Cents = 500;

export function previewPromotionHints(
  promotion: EnginePromotion,
  timeFormat: TimeFormat = '12',
  /** The delivery fee and its GST a free delivery saves (for its hint). */
  deliveryCharge: Cents = 0,
): HintPreview[] {
  const definition = promotionDefinition(promotion.type);
  if (!definition) return [];
  const previews: HintPreview[] = [];
  const rules = promotion.rules;
  if (definition.stage === 'item' && promotion.type === 'Buy one, get one free') {
    previews.push({
      when: 'A cart with one eligible item',
      hint: addAnotherHint('Your item', promotion.name),
    });
  }
  const day = WEEKDAYS.find(
    (d) => rules.weekdays[d]?.selected && (parseClock(rules.weekdays[d].from) ?? 0) > 0,
  );
  if (day) {
    const from = parseClock(rules.weekdays[day].from) ?? 0;
    previews.push({
      when: `A cart on ${day[0]!.toUpperCase()}${day.slice(1)} before ${formatClock(from, timeFormat)}`,
      hint: availableFromHint(promotion.name, formatClock(from, timeFormat)),
    });
  }
  const minimum = minimumOrderOf(rules);
  if (minimum > 0) {
    const shortfall = Math.min(SHORT_BY, minimum);
    const hint = belowMinimumHint(promotion, shortfall, deliveryCharge);
    if (hint !== null) {
      previews.push({ when: `A cart of ${formatMoney(minimum - shortfall)}`, hint });
    }
  }
  return previews;
}
