/*
 * A promotion's rules in one sentence, for people rather than the engine (the owner console's
 * Activity and promotions list, issue 33): 'Online, every day, 15% off orders of $40 or more'.
 * What it gives is its type's own words (each definition's `offer`); the rest is common to all.
 */
import type { PromotionRules, Weekday } from '../contract/settings';
import { moneyInWords } from '../money';
import { formatClockText } from '../time/clock';
import type { ItemNameOf } from './definition';
import { promotionDefinition } from './registry';
import { minimumOrderOf } from './rules';

/** The days with their short names, Monday first, as a week reads on a calendar here. */
export const MONDAY_FIRST_WEEK: readonly [Weekday, string][] = [
  ['monday', 'Mon'],
  ['tuesday', 'Tue'],
  ['wednesday', 'Wed'],
  ['thursday', 'Thu'],
  ['friday', 'Fri'],
  ['saturday', 'Sat'],
  ['sunday', 'Sun'],
];

/** The window of a selected day ('2:00 PM–5:00 PM'); '' for the whole day. */
function windowOf(day: PromotionRules['weekdays'][Weekday]): string {
  if (day.from === '00:00' && day.until === '23:59') return '';
  return `${formatClockText(day.from)}–${formatClockText(day.until)}`;
}

/**
 * The weekday windows in words: 'every day', 'Tue–Thu 2:00 PM–5:00 PM', 'Mon, Fri', 'on no day'.
 * Days next to each other with the same window read as one run.
 */
export function weekdaysInWords(weekdays: PromotionRules['weekdays']): string {
  const runs: { first: string; last: string; length: number; window: string }[] = [];
  let previousChosen = false;
  for (const [day, short] of MONDAY_FIRST_WEEK) {
    const entry = weekdays[day];
    if (!entry.selected) {
      previousChosen = false;
      continue;
    }
    const window = windowOf(entry);
    const run = runs.at(-1);
    if (previousChosen && run && run.window === window) {
      run.last = short;
      run.length += 1;
    } else runs.push({ first: short, last: short, length: 1, window });
    previousChosen = true;
  }
  if (runs.length === 0) return 'on no day';
  if (runs.length === 1 && runs[0]!.length === 7)
    return ['every day', runs[0]!.window].filter(Boolean).join(' ');
  return runs
    .map((run) => {
      const days =
        run.length === 1
          ? run.first
          : run.length === 2
            ? `${run.first}, ${run.last}`
            : `${run.first}–${run.last}`;
      return [days, run.window].filter(Boolean).join(' ');
    })
    .join(', ');
}

/** A next-order coupon's lifetime: ' (valid 30 days)', ' (valid 1 week)'; '' without one. */
const couponLifetime = (rules: PromotionRules) =>
  rules.coupon_code_expire_in !== null && rules.coupon_code_expire_unit !== null
    ? ` (valid ${rules.coupon_code_expire_in} ${rules.coupon_code_expire_in === 1 ? rules.coupon_code_expire_unit.replace(/s$/, '') : rules.coupon_code_expire_unit})`
    : '';

/** What it gives and for which orders: '15% off orders of $40 or more', 'free delivery'. */
function offerInWords(type: string, rules: PromotionRules, itemName: ItemNameOf): string {
  const definition = promotionDefinition(type);
  if (!definition) return 'nothing (its type is unknown)';
  const offer = definition.offer(rules, itemName);
  const minimum = minimumOrderOf(rules);
  const orders = minimum > 0 ? `orders of ${moneyInWords(minimum)} or more` : null;
  if (definition.stage === 'cart' && rules.is_next_order_coupon) {
    const coupon = `a coupon for ${offer} the next order${couponLifetime(rules)}`;
    return orders ? `${orders} earn ${coupon}` : `every order earns ${coupon}`;
  }
  if (offer.endsWith(' off')) return `${offer} ${orders ?? 'every order'}`;
  return orders ? `${offer} on ${orders}` : offer;
}

/** A promotion's rules in one sentence; `itemName` names the eligible items it lists. */
export function describePromotionRules(
  promotion: { type: string; rules: PromotionRules },
  itemName: ItemNameOf = () => undefined,
): string {
  const { rules } = promotion;
  const method = promotionDefinition(promotion.type)?.deliveryMethod ?? rules.allowed_delivery_method;
  const parts = [
    rules.allowed_order_channel === 'Online' ? 'Online' : 'Online and in store',
    rules.restaurants.length === 0
      ? null
      : `at ${rules.restaurants.length} location${rules.restaurants.length === 1 ? '' : 's'}`,
    weekdaysInWords(rules.weekdays),
    // Free delivery is for deliveries whatever its rules say, and its offer says so.
    method === 'Any type' || promotionDefinition(promotion.type)?.deliveryMethod
      ? null
      : `${method.toLowerCase()} only`,
    offerInWords(promotion.type, rules, itemName),
    rules.first_order_only ? 'first order only' : null,
  ];
  return parts.filter((part): part is string => part !== null).join(', ');
}
