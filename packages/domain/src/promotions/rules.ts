/*
 * A promotion's rule fields (ordering-core §3 Promotion, §4 "Promotion availability rules"): whether
 * a promotion may apply to an order, and if not, every reason why. The engine applies only promotions
 * with no failure; the hints and the coupon messages read the reasons.
 */
import type {
  DeliveryMethod,
  PromoApplyOption,
  PromotionRules,
  PromotionType,
  Weekday,
} from '../contract/settings';
import type { PaymentMethod } from '../contract/orders';
import { toCents, type Cents } from '../money';
import { parseClock } from '../time/clock';
import {
  datePartOf,
  localDateOf,
  minutesSinceMidnightOf,
  weekdayOf,
  addDays,
  type InstantLike,
} from '../time/zoned';
import { promotionDefinition } from './registry';
import { isPromotionVisible } from './visibility';

/** A promotion as the engine reads it: the database row's rule columns, parsed. */
export interface EnginePromotion {
  id: string;
  name: string;
  type: PromotionType;
  disabled: boolean;
  promo_apply_option: PromoApplyOption;
  /** The code that applies a 'Coupon code' promotion (matched without regard to case). */
  coupon_code: string | null;
  available_option: string | null;
  available_from: string | null;
  available_until: string | null;
  rules: PromotionRules;
}

/** What the rules are checked against: the order as it would be placed. */
export interface RuleContext {
  restaurantId: string;
  /** The channel the order comes through; the storefront is 'Online'. */
  channel: 'Online' | 'Other';
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  /** Items plus add-ons, before any discount: what minimum order amounts compare with. */
  subtotal: Cents;
  /** The pickup (or delivery) instant: the weekday windows and the availability dates are read at it. */
  at: InstantLike;
  timeZone: string;
  /** Delivery only: the measured road distance and the address's postal code. */
  distanceInMeter: number | null;
  postalCode: string | null;
}

export type RuleFailure =
  | 'disabled'
  | 'not-yet-available'
  | 'no-longer-available'
  | 'restaurant'
  | 'channel'
  | 'delivery-method'
  | 'weekday'
  | 'minimum'
  | 'payment-method'
  | 'delivery-area';

/** The weekday windows of a promotion: is `at` inside the window of its weekday (restaurant zone)? */
export function isInWeekdayWindow(
  weekdays: PromotionRules['weekdays'],
  at: InstantLike,
  timeZone: string,
): boolean {
  const date = localDateOf(at, timeZone);
  const minute = minutesSinceMidnightOf(at, timeZone);
  const window = (day: Weekday) => {
    const entry = weekdays?.[day];
    if (!entry?.selected) return null;
    return { from: parseClock(entry.from) ?? 0, until: parseClock(entry.until) ?? 1439 };
  };
  const today = window(weekdayOf(date));
  if (today) {
    // 'until' is the last minute included (the default window is 00:00 to 23:59).
    if (today.from <= today.until && minute >= today.from && minute <= today.until) return true;
    // An overnight window (22:00 to 02:00) starts on its own day ...
    if (today.from > today.until && minute >= today.from) return true;
  }
  // ... and ends on the next one.
  const yesterday = window(weekdayOf(addDays(date, -1)));
  return yesterday !== null && yesterday.from > yesterday.until && minute <= yesterday.until;
}

/** The start of today's window when `at` is before it (for '{name} is available from {time}'). */
export function laterTodayFrom(
  weekdays: PromotionRules['weekdays'],
  at: InstantLike,
  timeZone: string,
): number | null {
  const entry = weekdays?.[weekdayOf(localDateOf(at, timeZone))];
  if (!entry?.selected) return null;
  const from = parseClock(entry.from) ?? 0;
  return minutesSinceMidnightOf(at, timeZone) < from ? from : null;
}

/** The minimum order amount in cents, or 0 when 'Not applicable'. */
export function minimumOrderOf(rules: PromotionRules): Cents {
  if (rules.minimum_order_amount_option !== 'Minimum amount') return 0;
  const amount = Number(rules.minimum_order_amount);
  return Number.isFinite(amount) && amount > 0 ? toCents(amount) : 0;
}

function dateFailure(promotion: EnginePromotion, ctx: RuleContext): RuleFailure | null {
  if (isPromotionVisible(promotion, ctx.at, ctx.timeZone)) return null;
  const from = datePartOf(promotion.available_from);
  return from !== null && localDateOf(ctx.at, ctx.timeZone) < from
    ? 'not-yet-available'
    : 'no-longer-available';
}

/**
 * Every rule the order breaks, in a fixed order; empty when the promotion may apply. Whether it is
 * applied automatically or by its coupon code is the engine's question, not a rule failure.
 */
export function ruleFailures(promotion: EnginePromotion, ctx: RuleContext): RuleFailure[] {
  const rules = promotion.rules;
  const failures: RuleFailure[] = [];
  if (promotion.disabled) failures.push('disabled');
  const dates = dateFailure(promotion, ctx);
  if (dates) failures.push(dates);
  if (rules.restaurants.length > 0 && !rules.restaurants.includes(ctx.restaurantId))
    failures.push('restaurant');
  if (rules.allowed_order_channel === 'Online' && ctx.channel !== 'Online') failures.push('channel');
  const definition = promotionDefinition(promotion.type);
  const method = definition?.deliveryMethod ?? rules.allowed_delivery_method;
  if (method !== 'Any type' && method !== ctx.deliveryMethod) failures.push('delivery-method');
  if (!isInWeekdayWindow(rules.weekdays, ctx.at, ctx.timeZone)) failures.push('weekday');
  if (ctx.subtotal < minimumOrderOf(rules)) failures.push('minimum');
  failures.push(...(definition?.rules?.(promotion, ctx) ?? []));
  return failures;
}
