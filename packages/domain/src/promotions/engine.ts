/*
 * The promotions engine (ordering-core §3 Promotion, §4 "Promotion availability rules", §8 hints,
 * §9 totals). Pure: the promotions, the cart, the pickup instant and the time zone come in; the
 * adjustments come out as data (Medusa's way) and the caller applies them with `computeTotals`.
 * The browser runs it for instant feedback; the server runs it again on what it reads from the
 * database, and only the server's result is ever charged.
 *
 * Each promotion type is a definition (types/, listed in registry.ts): its rules, how it applies and
 * its hint. Order of application, each step on what the previous ones left:
 * 1. item promotions ('Buy one, get one free', '% discount on selected items') on item prices (the
 *    size's price: paid options are never discounted); a unit is discounted by one promotion at most;
 * 2. cart discounts ('% discount on cart', 'Fixed discount amount on cart', 'Payment method reward'):
 *    once per cart, the best of each type, on the items less step 1;
 * 3. the one coupon: a stored coupon (a fixed amount) or a promotion whose apply option is 'Coupon code';
 * 4. 'Free delivery': the delivery fee and its GST, once.
 * Next-order coupon promotions take nothing off: they are listed, and the order issues their coupon.
 */
import type { DeliveryMethod, PromotionType } from '../contract/settings';
import type { PaymentMethod } from '../contract/orders';
import { allocate, percentOf, type Cents } from '../money';
import { formatClock, type TimeFormat } from '../time/clock';
import type { InstantLike } from '../time/zoned';
import type { Locale } from '../i18n/locales';
import { normalizeCouponCode } from '../cart/redemptions';
import {
  dollars,
  listed,
  sum,
  type CartPromotionDefinition,
  type DiscountKind,
  type PromotionDefinition,
  type PromotionLine,
  type Unit,
} from './definition';
import { addAnotherHint, availableFromHint, couponThresholdHint } from './hints';
import { issuesNextOrderCoupon, PROMOTION_DEFINITIONS, promotionDefinition } from './registry';
import {
  laterTodayFrom,
  minimumOrderOf,
  ruleFailures,
  type EnginePromotion,
  type RuleContext,
  type RuleFailure,
} from './rules';

export type { DiscountKind, PromotionLine } from './definition';
export { isItemPromotion, issuesNextOrderCoupon } from './registry';
export { selectedItemsPercent } from './types/selected-items-discount';

/** The one coupon applied to the cart. */
export interface CouponInput {
  code: string;
  /** A stored coupon (a member's next-order coupon, a gift of the house); null: the code of a promotion. */
  stored: {
    name: string;
    amount: Cents;
    promotionId: string | null;
    /** A whole percentage off the items instead of `amount` (a coupon of the house). */
    percentOff?: number | null;
  } | null;
}

export interface PromotionInput {
  lines: readonly PromotionLine[];
  /** The tenant's promotions, in display order. */
  promotions: readonly EnginePromotion[];
  coupon: CouponInput | null;
  restaurantId: string;
  channel: RuleContext['channel'];
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  /** The pickup (or delivery) instant and the restaurant's zone and clock format. */
  at: InstantLike;
  timeZone: string;
  timeFormat: TimeFormat;
  /** Delivery only (0 and null for pickup). */
  deliveryFee: Cents;
  deliveryGst: Cents;
  distanceInMeter: number | null;
  postalCode: string | null;
  /** The language of the hints (absent: English, the spec's words). */
  locale?: Locale;
}

/** An item promotion applied to lines (the wire's CartPromotion, in cents). */
export interface PromotionAdjustment {
  promotionId: string;
  promotionName: string;
  type: PromotionType;
  /** Units discounted. */
  quantity: number;
  /** The full price of the discounted units. */
  amount: Cents;
  discountAmount: Cents;
  couponCode: string | null;
  /** The uuids of the lines discounted, in cart order. */
  discountedItems: string[];
}

/** A cart-level discount (the wire's CartDiscount, in cents). */
export interface DiscountAdjustment {
  kind: DiscountKind;
  promotionId: string | null;
  name: string;
  couponCode: string | null;
  /** Taken off this order; 0 for a next-order coupon. */
  amount: Cents;
  isNextOrderCoupon: boolean;
  /** The coupon's value: what a stored coupon is worth, or what a next-order coupon will be worth. */
  couponAmount: Cents;
  couponExpireIn: number | null;
  couponExpireUnit: 'days' | 'weeks' | 'months' | null;
}

/** Why the applied coupon gives nothing: a rule it breaks, or no such code. */
export type CouponProblem = RuleFailure | 'unknown';

export interface PromotionResult {
  /** The lines' total before any discount. */
  subtotal: Cents;
  promotions: PromotionAdjustment[];
  discounts: DiscountAdjustment[];
  /** Everything this order gets off: item promotions plus the discounts that are not next-order coupons. */
  discountTotal: Cents;
  /** Of which the delivery discount (it is not allocated to lines). */
  deliveryDiscount: Cents;
  /** Per input line, in order: its item promotions plus its share of the cart discounts, to the cent. */
  lineDiscounts: Cents[];
  hints: string[];
  /** The applied coupon: its code, what it takes off, and the rules it breaks (empty when it applies). */
  coupon: { code: string; amount: Cents; problems: CouponProblem[] } | null;
}

interface Checked {
  p: EnginePromotion;
  definition: PromotionDefinition;
  failures: RuleFailure[];
  byCoupon: boolean;
}

/** What a cart-level promotion takes off `base` cents of items: never more than the base. */
function cartAmount(definition: CartPromotionDefinition, promotion: EnginePromotion, base: Cents): Cents {
  return Math.max(0, Math.min(definition.amountOn(promotion, base), base));
}

/**
 * Applies the promotions to a cart. Only promotions that break no rule apply; a 'Coupon code'
 * promotion only when its code is the applied coupon. Every discount is capped by what it
 * discounts, so the order's total never goes below zero.
 */
export function applyPromotions(input: PromotionInput): PromotionResult {
  const lines = input.lines;
  const subtotal = sum(lines.map((l) => l.total));
  const ctx: RuleContext = {
    restaurantId: input.restaurantId,
    channel: input.channel,
    deliveryMethod: input.deliveryMethod,
    paymentMethod: input.paymentMethod,
    subtotal,
    at: input.at,
    timeZone: input.timeZone,
    distanceInMeter: input.distanceInMeter,
    postalCode: input.postalCode,
  };
  const couponKey = input.coupon ? normalizeCouponCode(input.coupon.code) : null;
  const couponPromotion =
    couponKey !== null && input.coupon?.stored === null
      ? input.promotions.find(
          (p) =>
            p.promo_apply_option === 'Coupon code' &&
            p.coupon_code !== null &&
            normalizeCouponCode(p.coupon_code) === couponKey,
        )
      : undefined;
  const checked: Checked[] = input.promotions
    .filter((p) => p.promo_apply_option !== 'Coupon code' || p === couponPromotion)
    .flatMap((p) => {
      const definition = promotionDefinition(p.type);
      return definition
        ? [{ p, definition, failures: ruleFailures(p, ctx), byCoupon: p === couponPromotion }]
        : [];
    });
  const applies = (c: Checked) => c.failures.length === 0;

  // 1. Item promotions, unit by unit; a unit counts for one promotion at most.
  const used = lines.map(() => 0);
  const itemDiscount = lines.map(() => 0);
  const freeUnits = (): Unit[] =>
    lines.flatMap((line, i) =>
      Array.from({ length: Math.max(0, line.quantity - used[i]!) }, () => ({
        line: i,
        key: line.id || line.cd || line.uuid,
        name: line.name,
        price: Math.max(0, line.basePrice),
      })),
    );
  const promotions: PromotionAdjustment[] = [];
  const unpaired = new Map<string, string[]>();
  let couponAmount = 0;
  for (const c of checked) {
    if (c.definition.stage !== 'item' || !applies(c)) continue;
    const applied = c.definition.applyToItems(c.p, freeUnits(), lines);
    for (const unit of applied.used) used[unit.line]! += 1;
    if (applied.unpaired) unpaired.set(c.p.id, applied.unpaired);
    const perLine = applied.perLine;
    const discountAmount = sum(perLine.map((e) => e.discount));
    if (discountAmount <= 0) continue;
    perLine.forEach((e, i) => (itemDiscount[i]! += e.discount));
    if (c.byCoupon) couponAmount += discountAmount;
    promotions.push({
      promotionId: c.p.id,
      promotionName: c.p.name,
      type: c.p.type,
      quantity: sum(perLine.map((e) => e.units)),
      amount: sum(perLine.map((e) => e.amount)),
      discountAmount,
      couponCode: c.byCoupon ? c.p.coupon_code : null,
      discountedItems: lines.filter((_, i) => perLine[i]!.discount > 0).map((l) => l.uuid),
    });
  }

  // 2. Cart discounts: the best of each type, once per cart, on what the items still cost.
  let items = subtotal - sum(itemDiscount);
  const discounts: DiscountAdjustment[] = [];
  const discount = (c: Checked, kind: DiscountKind, amount: Cents): DiscountAdjustment => ({
    kind,
    promotionId: c.p.id,
    name: c.p.name,
    couponCode: c.byCoupon ? c.p.coupon_code : null,
    amount,
    isNextOrderCoupon: false,
    couponAmount: c.byCoupon ? amount : 0,
    couponExpireIn: null,
    couponExpireUnit: null,
  });
  for (const definition of PROMOTION_DEFINITIONS) {
    if (definition.stage !== 'cart') continue;
    let best: { c: Checked; amount: Cents } | null = null;
    for (const c of checked) {
      if (c.definition !== definition || c.byCoupon || issuesNextOrderCoupon(c.p) || !applies(c)) continue;
      const amount = cartAmount(definition, c.p, items);
      if (amount > (best?.amount ?? 0)) best = { c, amount };
    }
    if (!best) continue;
    discounts.push(discount(best.c, definition.discountKind, best.amount));
    items -= best.amount;
  }

  // 3. The one coupon.
  let deliveryLeft = Math.max(0, input.deliveryFee) + Math.max(0, input.deliveryGst);
  let coupon: PromotionResult['coupon'] = null;
  if (input.coupon?.stored) {
    const stored = input.coupon.stored;
    const worth = stored.percentOff ? percentOf(items, stored.percentOff) : stored.amount;
    const amount = Math.max(0, Math.min(worth, items));
    items -= amount;
    discounts.push({
      kind: 'coupon',
      promotionId: stored.promotionId,
      name: stored.name,
      couponCode: input.coupon.code,
      amount,
      isNextOrderCoupon: false,
      couponAmount: worth,
      couponExpireIn: null,
      couponExpireUnit: null,
    });
    coupon = { code: input.coupon.code, amount, problems: [] };
  } else if (input.coupon) {
    const c = checked.find((c) => c.byCoupon);
    if (c && applies(c) && c.definition.stage !== 'item' && !issuesNextOrderCoupon(c.p)) {
      const delivery = c.definition.stage === 'delivery';
      const amount = c.definition.stage === 'cart' ? cartAmount(c.definition, c.p, items) : deliveryLeft;
      if (delivery) deliveryLeft -= amount;
      else items -= amount;
      couponAmount += amount;
      discounts.push(discount(c, delivery ? 'delivery' : 'coupon', amount));
    }
    coupon = c
      ? { code: c.p.coupon_code ?? input.coupon.code, amount: couponAmount, problems: c.failures }
      : { code: input.coupon.code, amount: 0, problems: ['unknown'] };
  }

  // 4. Free delivery: the fee and its GST, once.
  const freeDelivery = checked.find(
    (c) => c.definition.stage === 'delivery' && !c.byCoupon && applies(c) && deliveryLeft > 0,
  );
  if (freeDelivery) {
    discounts.push(discount(freeDelivery, 'delivery', deliveryLeft));
    deliveryLeft = 0;
  }

  // Next-order coupons: worth what the promotion would take off this order, issued when it is placed.
  for (const c of checked) {
    if (c.definition.stage !== 'cart' || !issuesNextOrderCoupon(c.p) || !applies(c)) continue;
    const value = cartAmount(c.definition, c.p, items);
    if (value <= 0) continue;
    discounts.push({
      ...discount(c, 'next-order', 0),
      isNextOrderCoupon: true,
      couponAmount: value,
      couponExpireIn: c.p.rules.coupon_code_expire_in,
      couponExpireUnit: c.p.rules.coupon_code_expire_unit,
    });
  }

  // The cart discounts spread over the lines by what each still costs (the delivery discount is not theirs).
  const deliveryDiscount = sum(discounts.filter((d) => d.kind === 'delivery').map((d) => d.amount));
  const cartDiscount = sum(discounts.filter((d) => d.kind !== 'delivery').map((d) => d.amount));
  const shares = allocate(
    cartDiscount,
    lines.map((l, i) => Math.max(0, l.total - itemDiscount[i]!)),
  );
  const lineDiscounts = lines.map((_, i) => itemDiscount[i]! + (shares[i] ?? 0));

  return {
    subtotal,
    promotions,
    discounts,
    discountTotal: sum(itemDiscount) + cartDiscount + deliveryDiscount,
    deliveryDiscount,
    lineDiscounts,
    hints: hintsFor(input, checked, subtotal, unpaired),
    coupon,
  };
}

function hintsFor(
  input: PromotionInput,
  checked: readonly Checked[],
  subtotal: Cents,
  unpaired: ReadonlyMap<string, string[]>,
): string[] {
  const hints: string[] = [];
  const locale = input.locale ?? 'en';
  if (subtotal <= 0) return hints;
  for (const { p, definition, failures } of checked) {
    const rules = p.rules;
    for (const item of unpaired.get(p.id) ?? []) hints.push(addAnotherHint(item, p.name, locale));
    const only = failures.length === 1 ? failures[0] : null;
    if (only === 'weekday') {
      const from = laterTodayFrom(rules.weekdays, input.at, input.timeZone);
      const relevant =
        definition.stage !== 'item' ||
        input.lines.some(
          (l) => listed(rules.eligible_items_group_1, l) || listed(rules.eligible_items_group_2, l),
        );
      if (from !== null && relevant)
        hints.push(availableFromHint(p.name, clockIn(locale, from, input.timeFormat), locale));
    }
    if (only !== 'minimum' || definition.stage === 'item') continue;
    // Below the minimum: said once the cart passes the promotion's highlight value (when it has one).
    const highlight = dollars(rules.highlight_custom_selection_cart_value_exceeds);
    if (highlight > 0 && subtotal < highlight) continue;
    const shortfall = minimumOrderOf(rules) - subtotal;
    const deliveryCharge = Math.max(0, input.deliveryFee) + Math.max(0, input.deliveryGst);
    const hint = belowMinimumHint(p, shortfall, deliveryCharge, locale);
    if (hint !== null) hints.push(hint);
  }
  return hints;
}

/** A time of day in a hint: the restaurant's clock in English, '18 h 30' as French writes it. */
const clockIn = (locale: Locale, minutes: number, timeFormat: TimeFormat): string =>
  locale === 'en'
    ? formatClock(minutes, timeFormat)
    : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;

/**
 * What a cart-level promotion says `shortfall` below its minimum ('Purchase $x more to get …'), or
 * null; `deliveryCharge` is the fee and its GST a free delivery would save.
 */
export function belowMinimumHint(
  p: EnginePromotion,
  shortfall: Cents,
  deliveryCharge: Cents,
  locale: Locale = 'en',
): string | null {
  const definition = promotionDefinition(p.type);
  if (!definition || definition.stage === 'item') return null;
  if (issuesNextOrderCoupon(p)) return couponThresholdHint(shortfall, p.name, locale);
  return definition.stage === 'delivery'
    ? definition.minimumHint(p, shortfall, deliveryCharge, locale)
    : definition.minimumHint(p, shortfall, locale);
}
