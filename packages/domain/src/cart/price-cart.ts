/*
 * The server's price of a cart (architecture §3: the server is the authority), as a pure function of
 * what the server read once (`PricingContext`: the tenant's switches, the restaurant, its online
 * menus, holiday hours, promotions, the coupon looked up, cutlery, gift card holds and the delivery
 * address measured) and of the request. Money fields a client sends never reach this code.
 */
import type { ApiHolidayHours, ApiMenu, ApiRestaurant } from '../contract/api';
import { type CartQuoteRequest, type PaymentMethod } from '../contract/orders';
import { pricingMethodOf } from '../contract/order-method';
import type { TenantSettings } from '../contract/settings';
import { isDeliveryAvailableFor } from '../delivery/cutoffs';
import { deliveryFeeCents } from '../delivery/fee';
import { minimumOrderCents, minimumOrderShortfall } from '../delivery/minimum';
import { DELIVERY_ADDRESS_MISSING_MESSAGE, deliveryRangeMessage, isInDeliveryRange } from '../delivery/range';
import { CLOSED_TITLE, GIFT_CARD_HOLD_EXPIRED_MESSAGE, ONLINE_ORDERING_UNAVAILABLE_TITLE } from '../messages';
import { localeFormats } from '../i18n/formats';
import type { Locale } from '../i18n/locales';
import { formatMoney, percentOf, type Cents } from '../money';
import { couponRefusalMessage, COUPON_MESSAGES } from '../promotions/coupons';
import {
  applyPromotions,
  type CouponInput,
  type PromotionLine,
  type PromotionResult,
} from '../promotions/engine';
import type { EnginePromotion } from '../promotions/rules';
import { promotionDeliveryMethod } from '../promotions/registry';
import { promotionLineOf } from '../promotions/wire';
import { parseClock } from '../time/clock';
import { formatInstant, formatLocalDate } from '../time/format';
import { orderSchedule } from '../time/order-schedule';
import {
  ASAP_FULL_MESSAGE,
  pausedMessageOf,
  NO_OPERATIONS,
  SLOT_FULL_MESSAGE,
  type SlotLoad,
} from '../contract/operations';
import {
  addDays,
  datePartOf,
  minutesSinceMidnightOf,
  safeTimeZone,
  zonedInstant,
  type EpochMs,
} from '../time/zoned';
import { unavailableItemsMessage, unavailableLines } from './availability';
import { menuItemIndex, selectionOf } from './menu-lookup';
import { priceSelection } from './selection';
import {
  pointsOffer,
  redeemPoints,
  type PointsOffer,
  type PointsRedemption,
  type PointsSettings,
} from './points';
import { isTipping, tipAllowed, tipCents, TIP_MESSAGES } from './tips';
import { computeTotals, type Totals } from './totals';
import { toCartDuration, type CartLine } from './types';

/** The payment method a cart is priced for: Online only where the restaurant takes online payment. */
export function pricedPaymentMethod(
  restaurant: Pick<ApiRestaurant, 'online_payment_settings'>,
  requested: PaymentMethod | null | undefined,
): PaymentMethod {
  return requested === 'Online' && restaurant.online_payment_settings.accept_online_payment
    ? 'Online'
    : 'Offline';
}

/** A reason the cart cannot be ordered as it is, with the status an order attempt gets for it. */
export interface CartProblem {
  status: number;
  code: string;
  message: string;
}

/** A coupon the server found for the code: stored (a row of its own) or a promotion's code. */
export type PricingCoupon =
  | { kind: 'stored'; name: string; input: CouponInput }
  | { kind: 'promotion'; promotion: EnginePromotion; name: string; input: CouponInput };

export interface PricingHold {
  id: string;
  status: string;
  giftCardId: string;
  giftCardNumber: string;
  amount: Cents;
  /** The card's pending balance now (this hold already taken off). */
  pendingBalance: Cents;
  expiresAt: string;
}

/** Everything the price of a cart depends on besides the request and the clock. */
export interface PricingContext<C extends PricingCoupon = PricingCoupon> {
  tenantSettings: Pick<TenantSettings, 'online_ordering' | 'coupon' | 'gift_card'>;
  restaurant: ApiRestaurant;
  menus: readonly ApiMenu[];
  /** The restaurant's holiday hours from yesterday up to the date priced. */
  holidays: readonly ApiHolidayHours[];
  /** The tenant's promotions (empty when it takes no coupons). */
  promotions: readonly EnginePromotion[];
  /** The code looked up (null when none was, e.g. coupons off or no email). */
  coupon: { ok: true; coupon: C } | { ok: false; problem: CartProblem } | null;
  /** The restaurant's cutlery add-ons (only read when the cart has some). */
  cutlery: readonly { id: string; name: string; price: Cents }[];
  /** The holds the request names, as found. */
  holds: readonly PricingHold[];
  /** The delivery address as measured (null values when unknown or not a delivery). */
  delivery: { postalCode: string | null; distanceInMeter: number | null };
  /** What is booked in the slots of the date priced (only read when the restaurant limits slots). */
  bookings?: ReadonlyMap<EpochMs, SlotLoad>;
  /**
   * The tenant's rules for spending points and the signed-in member's balance (null: a guest);
   * absent, points cannot be spent.
   */
  points?: { settings: PointsSettings; balance: number | null };
  /**
   * The language the cart's messages are read in: a date inside one is written in it ('30 nov.
   * 2026'); absent or English, in the restaurant's own date pattern, as the spec words them.
   */
  locale?: Locale;
}

export interface PricedCutlery {
  _id: string;
  name: string;
  quantity: number;
  price: Cents;
  total: Cents;
}

export type PricedHold = Omit<PricingHold, 'status'>;

export interface PricedCart<C extends PricingCoupon = PricingCoupon> {
  restaurant: ApiRestaurant;
  timeZone: string;
  lines: CartLine[];
  /** Which menu item each line is (by position in `lines`). */
  itemIds: (string | null)[];
  cutlery: PricedCutlery[];
  totals: Totals;
  pickupAt: number;
  /** The slot whose kitchen capacity the order takes; null when the restaurant does not limit slots. */
  slotAt: EpochMs | null;
  distanceInMeter: number | null;
  unavailable: string[];
  shortfall: Cents;
  /** What the promotions engine gave this cart (lines first, then cutlery, in `lineDiscounts`). */
  promotion: PromotionResult;
  /** The coupon applied and usable. */
  coupon: C | null;
  /** Why the coupon asked for cannot be used (also among `problems`). */
  couponProblem: CartProblem | null;
  holds: PricedHold[];
  /** The member's points this cart spends (part of `totals.discountTotal`), if any. */
  pointsRedeemed: PointsRedemption | null;
  /** What the signed-in member's points can do on this cart; null for a guest or where they cannot. */
  memberPoints: PointsOffer | null;
  problems: CartProblem[];
}

const NO_POINTS: PointsSettings = {
  loyalty_reward_program: false,
  loyalty_points_per_dollar_off: 0,
  loyalty_min_points_to_redeem: 0,
};

const HOLD_EXPIRED: CartProblem = {
  status: 409,
  code: 'GIFT_CARD_HOLD_EXPIRED',
  message: GIFT_CARD_HOLD_EXPIRED_MESSAGE,
};

/**
 * The pickup (or delivery) instant and the slot whose capacity it takes: ASAP is now plus the lead
 * time (or the first slot with room); a scheduled time must be a slot with room.
 */
/** A 'YYYY-MM-DD' day inside a message: the restaurant's pattern in English, the locale's date otherwise. */
function messageDate(date: string, pattern: string, locale: Locale = 'en'): string {
  // Noon UTC names the same calendar day in every zone Intl is asked about.
  return locale === 'en' ? formatLocalDate(date, pattern) : localeFormats(locale).date(`${date}T12:00:00Z`);
}

function pickupInstant(
  context: PricingContext,
  request: CartQuoteRequest,
  now: EpochMs,
  problems: CartProblem[],
): { at: EpochMs; slot: EpochMs | null } {
  const { restaurant, holidays, bookings } = context;
  const settings = restaurant.settings;
  const dayOf = (date: string) => messageDate(date, settings.date_format, context.locale);
  const cartItems = request.items.reduce((sum, line) => sum + line.quantity, 0);
  const method = pricingMethodOf(request.deliveryMethod);
  const schedule = orderSchedule({ now, restaurant, holidays, method, bookings, cartItems });
  if (schedule.paused) {
    const message = pausedMessageOf(restaurant.operations ?? NO_OPERATIONS, method);
    problems.push({ status: 409, code: 'ORDERING_PAUSED', message });
  }
  if (request.pickupTimeType === 'ASAP') {
    if (!schedule.acceptingNow) problems.push({ status: 409, code: 'CLOSED', message: CLOSED_TITLE });
    else if (schedule.limited && schedule.asapSlot === null)
      problems.push({ status: 409, code: 'SLOT_FULL', message: ASAP_FULL_MESSAGE });
    return { at: schedule.asapAt, slot: schedule.asapSlot };
  }
  const date = request.pickupDate ?? '';
  const minutes = parseClock(request.pickupTime ?? '');
  // A time the diner chose but that cannot be had is still the time the order is judged at (its
  // items' availability is quoted with it), not the ASAP time the diner did not ask for.
  const validDate = datePartOf(date) === date ? date : null;
  const chosen =
    validDate !== null && minutes !== null
      ? zonedInstant(validDate, minutes, schedule.timeZone)
      : schedule.asapAt;
  // The storefront offers `future_order_days` dates from today; a later one is refused however it was sent.
  const lastDate = addDays(schedule.today, schedule.days - 1);
  if (date > lastDate) {
    problems.push({
      status: 422,
      code: 'TOO_FAR_AHEAD',
      message: `We take orders up to ${dayOf(lastDate)}. Please choose an earlier date.`,
    });
    return { at: chosen, slot: null };
  }
  // A slot past the delivery cut-off is refused below, as a delivery that is not available then.
  const slots = schedule.openingSlotsOn(date);
  if (slots.length === 0) {
    problems.push({
      status: 409,
      code: 'CLOSED_ON_DATE',
      message: `Sorry, we are closed on ${dayOf(date)}.`,
    });
    return { at: chosen, slot: null };
  }
  // Every slot offered is on that date: only its time of day is compared.
  const wanted = slots.find((slot) => minutesSinceMidnightOf(slot, schedule.timeZone) === minutes);
  if (wanted !== undefined) {
    if (!schedule.hasRoom(wanted)) {
      problems.push({ status: 409, code: 'SLOT_FULL', message: SLOT_FULL_MESSAGE });
    }
    return { at: wanted, slot: schedule.limited ? wanted : null };
  }
  problems.push({
    status: 409,
    code: 'TIME_UNAVAILABLE',
    message: `The time ${request.pickupTime ?? ''} is not available on ${dayOf(date)}. Please choose another time.`,
  });
  return { at: chosen, slot: null };
}

/** The request's lines priced from the current online menus. */
function priceLines(context: PricingContext, request: CartQuoteRequest, problems: CartProblem[]) {
  const index = menuItemIndex(context.menus);
  const lines: CartLine[] = [];
  const itemIds: (string | null)[] = [];
  const missing: string[] = [];
  request.items.forEach((input, position) => {
    const uuid = input.uuid ?? `line-${position + 1}`;
    const found = index.find(input.id, input.cd);
    if (!found) {
      missing.push(uuid);
      return;
    }
    const { unknownOptions, selection } = selectionOf(found.item, input);
    const priced = priceSelection(found.item, selection, context.restaurant.settings);
    if (unknownOptions.length > 0 || !priced.ok) {
      const reason = priced.ok
        ? 'one of its options no longer exists'
        : priced.errors.map((e) => e.message).join(' ');
      problems.push({ status: 400, code: 'INVALID_SELECTION', message: `${found.item.name}: ${reason}` });
      return;
    }
    lines.push({ ...priced.line, uuid, duration: toCartDuration(found.menu.duration) });
    itemIds.push(found.item._id);
  });
  return { lines, itemIds, missing };
}

function priceCutlery(context: PricingContext, request: CartQuoteRequest, problems: CartProblem[]) {
  const cutlery: PricedCutlery[] = [];
  for (const wanted of request.cutlery ?? []) {
    const row = context.cutlery.find((r) => r.id === wanted._id);
    if (!row) {
      problems.push({
        status: 400,
        code: 'INVALID_CUTLERY',
        message: 'A cutlery item in the cart is no longer offered.',
      });
      continue;
    }
    cutlery.push({
      _id: row.id,
      name: row.name,
      quantity: wanted.quantity,
      price: row.price,
      total: row.price * wanted.quantity,
    });
  }
  return cutlery;
}

/** Delivery: in range, at a known fee, before the day's cut-off, above the minimum. */
function priceDelivery(
  context: PricingContext,
  request: CartQuoteRequest,
  pickupAt: EpochMs,
  subtotal: Cents,
  problems: CartProblem[],
) {
  const none = { fee: 0, distanceInMeter: null, postalCode: null, shortfall: 0 };
  if (request.deliveryMethod !== 'Delivery') return none;
  const { settings, delivery_options: options } = context.restaurant;
  const timeZone = safeTimeZone(settings.time_zone);
  let result: { fee: Cents; distanceInMeter: number | null; postalCode: string | null; shortfall: Cents } =
    none;
  if (!request.deliveryAddress) {
    problems.push({ status: 400, code: 'ADDRESS_MISSING', message: DELIVERY_ADDRESS_MISSING_MESSAGE });
  } else if (!isDeliveryAvailableFor(pickupAt, timeZone, settings, options)) {
    problems.push({
      status: 409,
      code: 'DELIVERY_UNAVAILABLE',
      message: `Delivery is not available at ${formatInstant(pickupAt, timeZone, settings.datetime_format)}. Please choose another time or change to pickup order.`,
    });
  } else {
    const measured = context.delivery;
    const range = isInDeliveryRange(measured, options);
    const fee = range.ok ? deliveryFeeCents(options, measured.distanceInMeter) : null;
    if (!range.ok || fee === null) {
      const message = deliveryRangeMessage(range.ok ? { ok: false, reason: 'out-of-range' } : range)!;
      problems.push({
        status: 422,
        code: range.ok || range.reason === 'out-of-range' ? 'OUT_OF_RANGE' : 'ADDRESS_UNKNOWN',
        message,
      });
    }
    result = { ...measured, fee: fee ?? 0, shortfall: 0 };
  }
  const shortfall = minimumOrderShortfall(subtotal, options);
  if (shortfall > 0) {
    problems.push({
      status: 422,
      code: 'BELOW_MINIMUM',
      message: `The minimum for delivery is ${formatMoney(minimumOrderCents(options))}. Please add ${formatMoney(shortfall)} more to your order.`,
    });
  }
  return { ...result, shortfall };
}

/** Why the code asked for is not applied before the promotions run, or the coupon found. */
function couponOf<C extends PricingCoupon>(
  context: PricingContext<C>,
  request: CartQuoteRequest,
): { coupon: C | null; problem: CartProblem | null } {
  if ((request.couponCode?.trim() ?? '') === '') return { coupon: null, problem: null };
  if (!context.tenantSettings.coupon) {
    return {
      coupon: null,
      problem: {
        status: 422,
        code: 'COUPONS_OFF',
        message: 'Coupons are not accepted online at this restaurant.',
      },
    };
  }
  if ((request.couponEmail?.trim() ?? '') === '') {
    return {
      coupon: null,
      problem: { status: 400, code: 'COUPON_EMAIL_REQUIRED', message: COUPON_MESSAGES.emailRequired },
    };
  }
  if (!context.coupon) return { coupon: null, problem: null };
  return context.coupon.ok
    ? { coupon: context.coupon.coupon, problem: null }
    : { coupon: null, problem: context.coupon.problem };
}

/** Whether the loader must look the request's code up (`couponOf` refuses it otherwise). */
export function needsCouponLookup(
  tenantSettings: PricingContext['tenantSettings'],
  request: CartQuoteRequest,
): boolean {
  return (
    tenantSettings.coupon &&
    (request.couponCode?.trim() ?? '') !== '' &&
    (request.couponEmail?.trim() ?? '') !== ''
  );
}

/** Open holds, not lapsed at `now`, in the order the request names them. */
function openHolds(
  context: PricingContext,
  request: CartQuoteRequest,
  now: EpochMs,
  problems: CartProblem[],
) {
  const holdIds = [...new Set(request.giftCardRedemptions ?? [])];
  const nowIso = new Date(now).toISOString();
  const holds: PricedHold[] = holdIds.flatMap((id) => {
    const row = context.holds.find((r) => r.id === id);
    if (!row || row.status !== 'held' || row.expiresAt <= nowIso) return [];
    const { status: _status, ...hold } = row;
    return [hold];
  });
  if (holds.length < holdIds.length) problems.push(HOLD_EXPIRED);
  if (holds.length > 0 && !context.tenantSettings.gift_card) {
    problems.push({
      status: 422,
      code: 'GIFT_CARDS_OFF',
      message: 'Gift cards are not accepted online here.',
    });
  }
  return holds;
}

/** The promotions engine on the priced lines, and the coupon asked for: applied, or why not. */
function promote<C extends PricingCoupon>(
  context: PricingContext<C>,
  request: CartQuoteRequest,
  promotionLines: PromotionLine[],
  pickupAt: EpochMs,
  delivery: { fee: Cents; distanceInMeter: number | null; postalCode: string | null },
): { promotion: PromotionResult; coupon: C | null; couponProblem: CartProblem | null } {
  const { restaurant } = context;
  const settings = restaurant.settings;
  let { coupon, problem: couponProblem } = couponOf(context, request);
  // As computeTotals taxes it: what a free delivery takes off is the fee and its GST.
  const deliveryGst = percentOf(delivery.fee, Math.max(0, settings.gst_rate));
  const promotion = applyPromotions({
    lines: promotionLines,
    promotions: context.promotions,
    coupon: coupon?.input ?? null,
    restaurantId: restaurant._id,
    channel: 'Online',
    deliveryMethod: pricingMethodOf(request.deliveryMethod),
    paymentMethod: request.paymentMethod ?? 'Offline',
    at: pickupAt,
    timeZone: safeTimeZone(settings.time_zone),
    timeFormat: settings.time_format,
    deliveryFee: delivery.fee,
    deliveryGst,
    distanceInMeter: delivery.distanceInMeter,
    postalCode: delivery.postalCode,
    locale: context.locale,
  });
  if (coupon?.kind === 'promotion' && promotion.coupon) {
    const method = promotionDeliveryMethod(coupon.promotion);
    const refusal = promotion.coupon.problems
      .map((f) => (f === 'unknown' ? null : couponRefusalMessage(f, method)))
      .find((m) => m !== null);
    if (refusal) {
      couponProblem = { status: 422, code: 'COUPON_NOT_APPLICABLE', message: refusal };
      coupon = null;
    }
  }
  return { promotion, coupon, couponProblem };
}

/**
 * The coupon asked for, priced on a subtotal alone: the spec's apply-coupon payload (subtotal,
 * deliveryMethod, deliveryPostalCode, the pickup date and time, no items). The cart is one line
 * worth the subtotal, so cart discounts and coupons price as they would on the real cart; item
 * promotions need items and give nothing. Nothing here is charged: the order is priced again.
 */
export function priceCouponOnSubtotal<C extends PricingCoupon>(
  context: PricingContext<C>,
  request: CartQuoteRequest,
  subtotal: Cents,
  deliveryPostalCode: string | null,
  now: EpochMs,
): { promotion: PromotionResult; coupon: C | null; couponProblem: CartProblem | null } {
  const pickupAt = pickupInstant(context, request, now, []).at;
  const amount = Math.max(0, Math.round(subtotal));
  const line: PromotionLine = {
    uuid: 'subtotal',
    id: '',
    cd: null,
    name: 'Subtotal',
    quantity: 1,
    basePrice: amount,
    total: amount,
  };
  return promote(context, request, [line], pickupAt, {
    fee: 0,
    distanceInMeter: null,
    postalCode: request.deliveryMethod === 'Delivery' ? deliveryPostalCode : null,
  });
}

export function priceCart<C extends PricingCoupon>(
  context: PricingContext<C>,
  request: CartQuoteRequest,
  now: EpochMs,
): PricedCart<C> {
  const problems: CartProblem[] = [];
  const { restaurant, tenantSettings } = context;
  const settings = restaurant.settings;
  const timeZone = safeTimeZone(settings.time_zone);
  if (!tenantSettings.online_ordering || !settings.online_ordering) {
    problems.push({
      status: 409,
      code: 'ONLINE_ORDERING_OFF',
      message: ONLINE_ORDERING_UNAVAILABLE_TITLE,
    });
  }

  const { lines, itemIds, missing } = priceLines(context, request, problems);
  const { at: pickupAt, slot: slotAt } = pickupInstant(context, request, now, problems);

  // Items must be for sale at that time.
  const unavailable = [
    ...missing,
    ...unavailableLines(lines, context.menus, pickupAt, timeZone).map((l) => l.uuid),
  ];
  if (unavailable.length > 0) {
    problems.push({
      status: 409,
      code: 'ITEMS_UNAVAILABLE',
      message: unavailableItemsMessage(formatInstant(pickupAt, timeZone, settings.datetime_format)),
    });
  }

  const cutlery = priceCutlery(context, request, problems);
  const subtotal =
    lines.reduce((sum, l) => sum + l.baseTotal + l.extraTotal, 0) +
    cutlery.reduce((sum, c) => sum + c.total, 0);
  if (request.items.length === 0)
    problems.push({ status: 400, code: 'EMPTY_CART', message: 'Your cart is empty.' });

  const delivery = priceDelivery(context, request, pickupAt, subtotal, problems);

  // Paying online counts only where the restaurant takes online payment: elsewhere the cart is priced
  // as paid at the counter, so an online-only reward or a tip never shows where it cannot be paid.
  // A tip sent with a payment at the counter is the client's mistake; Online where the restaurant
  // takes no online payment is refused when the order is placed, and meanwhile carries no tip.
  const paymentMethod = pricedPaymentMethod(restaurant, request.paymentMethod);
  if (isTipping(request.tip) && !tipAllowed(request.paymentMethod ?? 'Offline')) {
    problems.push({ status: 422, code: 'TIP_ONLINE_ONLY', message: TIP_MESSAGES.onlineOnly });
  }

  // Promotions and the coupon, when the tenant takes coupons (ordering-core §4: promotions are
  // recomputed after every change when coupons are enabled).
  const promotionLines: PromotionLine[] = [
    ...lines.map(promotionLineOf),
    ...cutlery.map((c) => ({
      uuid: `cutlery-${c._id}`,
      id: '',
      cd: null,
      name: c.name,
      quantity: c.quantity,
      basePrice: c.price,
      total: c.total,
    })),
  ];
  // Priced with the payment method that counts here (pricedPaymentMethod above).
  const { promotion, coupon, couponProblem } = promote(
    context,
    { ...request, paymentMethod },
    promotionLines,
    pickupAt,
    delivery,
  );
  if (couponProblem) problems.push(couponProblem);

  const holds = openHolds(context, request, now, problems);
  // Points take off what the food still costs after its promotions and coupon (decision 0048).
  const discounts = promotion.discountTotal - promotion.deliveryDiscount;
  const spendable = Math.max(0, subtotal - discounts);
  const pointsRules = context.points?.settings ?? NO_POINTS;
  const balance = context.points?.balance ?? null;
  const points = redeemPoints(pointsRules, balance, request.redeemPoints ?? 0, spendable);
  if (!points.ok) problems.push(points.problem);
  const pointsRedeemed = points.ok ? points.redemption : null;
  const totals = computeTotals({
    subtotal,
    gstRate: settings.gst_rate,
    pstRate: settings.pst_rate,
    deliveryFee: delivery.fee,
    discounts: discounts + (pointsRedeemed?.amount ?? 0),
    deliveryDiscount: promotion.deliveryDiscount,
    giftCards: holds.reduce((sum, h) => sum + h.amount, 0),
    // On the subtotal before discounts (decision 0032).
    tip: tipAllowed(paymentMethod) ? tipCents(request.tip, subtotal) : 0,
  });

  return {
    restaurant,
    timeZone,
    lines,
    itemIds,
    cutlery,
    totals,
    pickupAt,
    slotAt,
    distanceInMeter: delivery.distanceInMeter,
    unavailable,
    shortfall: delivery.shortfall,
    promotion,
    coupon,
    couponProblem,
    holds,
    pointsRedeemed,
    memberPoints: balance === null ? null : pointsOffer(pointsRules, balance, spendable),
    problems,
  };
}
