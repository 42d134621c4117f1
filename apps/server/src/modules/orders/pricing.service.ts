/*
 * The server's price of a cart (architecture §3: the server is the authority). Everything is read
 * again from the database: the items and options chosen, the restaurant's hours, taxes, delivery
 * options and cutlery. Money fields a client sends never reach this code.
 */
import {
  applyPromotions,
  computeTotals,
  COUPON_MESSAGES,
  couponRefusalMessage,
  DELIVERY_ADDRESS_MISSING_MESSAGE,
  deliveryFeeCents,
  deliveryRangeMessage,
  formatInstant,
  formatLocalDate,
  formatMoney,
  isAcceptingOnlineOrdersAt,
  isDeliveryAvailableFor,
  isInDeliveryRange,
  leadTimeMinutes,
  localDateOf,
  minimumOrderCents,
  minimumOrderShortfall,
  minutesSinceMidnightOf,
  parseClock,
  percentOf,
  pickupSlotsOn,
  priceSelection,
  promotionLineOf,
  safeTimeZone,
  toCartDuration,
  unavailableItemsMessage,
  unavailableLines,
  type ApiMenu,
  type ApiMenuItem,
  type ApiRestaurant,
  type CartItemInput,
  type CartLine,
  type CartQuoteRequest,
  type Cents,
  type PromotionLine,
  type PromotionResult,
  type Totals,
  type WireDeliveryAddress,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database, RestaurantRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { resolveCoupon, type ResolvedCoupon } from '../coupons/coupons.service';
import { findHolds } from '../giftcards/giftcards.repository';
import { menusDocumentOf, type MenusCache } from '../menus/menus.service';
import { presentHolidayHours, presentRestaurant } from '../restaurants/restaurants.presenter';
import { listHolidayHours, listPlasticCutleryItems } from '../restaurants/restaurants.repository';
import { enginePromotionsOf, type PromotionsCache } from '../promotions/promotions.service';
import { tenantSettingsOf } from '../tenants/tenants.presenter';
import type { TenantPricingRow } from '../tenants/tenants.repository';

/** What the pricing needs of the geo adapter (the adapter's GeoProvider has these). */
export interface PlaceLookup {
  place(placeId: string): Promise<{ postalCode: string; latitude: number; longitude: number } | null>;
  distanceMeters(
    origin: { lat: number; lng: number },
    destination: { lat: number; lng: number },
  ): Promise<number | null>;
}

/** A reason the cart cannot be ordered as it is, with the status an order attempt gets for it. */
export interface CartProblem {
  status: number;
  code: string;
  message: string;
}

export interface PricedCutlery {
  _id: string;
  name: string;
  quantity: number;
  price: Cents;
  total: Cents;
}

/** A gift card hold the order pays with. */
export interface PricedHold {
  id: string;
  giftCardId: string;
  giftCardNumber: string;
  /** Cents held. */
  amount: Cents;
  /** The card's pending balance now (this hold already taken off). */
  pendingBalance: Cents;
  expiresAt: string;
}

export interface PricedCart {
  restaurant: ApiRestaurant;
  timeZone: string;
  lines: CartLine[];
  /** Which menu item each line is (by position in `lines`). */
  itemIds: (string | null)[];
  cutlery: PricedCutlery[];
  totals: Totals;
  pickupAt: number;
  distanceInMeter: number | null;
  unavailable: string[];
  shortfall: Cents;
  /** What the promotions engine gave this cart (lines first, then cutlery, in `lineDiscounts`). */
  promotion: PromotionResult;
  /** The coupon applied and usable, with what it is (stored or a promotion's code). */
  coupon: ResolvedCoupon | null;
  /** Why the coupon asked for cannot be used (also among `problems`). */
  couponError: HttpError | null;
  holds: PricedHold[];
  problems: CartProblem[];
}

export interface PricingContext {
  db: Kysely<Database>;
  /** Where an order's writes commit (Db.transact). */
  transact: Db['transact'];
  menusCache: MenusCache;
  promotionsCache: PromotionsCache;
  places: PlaceLookup;
}

function indexItems(menus: readonly ApiMenu[]) {
  const byId = new Map<string, { item: ApiMenuItem; menu: ApiMenu }>();
  const byCd = new Map<string, { item: ApiMenuItem; menu: ApiMenu }>();
  for (const menu of menus) {
    for (const section of menu.sections) {
      for (const item of section.items) {
        if (!byId.has(item._id)) byId.set(item._id, { item, menu });
        if (item.cd && !byCd.has(item.cd)) byCd.set(item.cd, { item, menu });
      }
    }
  }
  return { byId, byCd };
}

/** The client names options by id; the selection groups them by their option group. */
function selectionOf(item: ApiMenuItem, input: CartItemInput) {
  const groupOf = new Map<string, string>();
  for (const group of item.options) for (const option of group.items) groupOf.set(option._id, group._id);
  const groups = new Map<string, string[]>();
  const unknown: string[] = [];
  for (const { option_id } of input.options) {
    const groupId = groupOf.get(option_id);
    if (!groupId) unknown.push(option_id);
    else groups.set(groupId, [...(groups.get(groupId) ?? []), option_id]);
  }
  const sizeId = input.size
    ? (item.sizes.find((s) => s.name === input.size || s._id === input.size)?._id ?? `unknown:${input.size}`)
    : null;
  return {
    unknown,
    selection: {
      sizeId,
      options: [...groups].map(([groupId, itemIds]) => ({ groupId, itemIds })),
      quantity: input.quantity,
      specialInstructions: input.specialInstructions ?? '',
    },
  };
}

async function measureDelivery(
  places: PlaceLookup,
  restaurant: ApiRestaurant,
  address: WireDeliveryAddress,
): Promise<{ postalCode: string | null; distanceInMeter: number | null }> {
  if (!address.placeId || restaurant.latitude === null || restaurant.longitude === null) {
    return { postalCode: null, distanceInMeter: null };
  }
  const place = await places.place(address.placeId);
  if (!place) return { postalCode: null, distanceInMeter: null };
  const distance = await places.distanceMeters(
    { lat: restaurant.latitude, lng: restaurant.longitude },
    { lat: place.latitude, lng: place.longitude },
  );
  return { postalCode: place.postalCode, distanceInMeter: distance };
}

export async function priceCart(
  ctx: PricingContext,
  tenant: TenantPricingRow,
  restaurantRow: RestaurantRow,
  request: CartQuoteRequest,
  now: Date,
): Promise<PricedCart> {
  const problems: CartProblem[] = [];
  const restaurant = presentRestaurant(restaurantRow);
  const settings = restaurant.settings;
  const timeZone = safeTimeZone(settings.time_zone);
  const nowMs = now.getTime();

  const tenantSettings = tenantSettingsOf(tenant);
  if (!tenantSettings.online_ordering || !settings.online_ordering) {
    problems.push({
      status: 409,
      code: 'ONLINE_ORDERING_OFF',
      message: 'Online Ordering Temporarily Unavailable',
    });
  }

  // Lines, priced from the current online menus.
  const menus = (await menusDocumentOf(ctx.db, ctx.menusCache, tenant.id, restaurantRow, true)).data.menus;
  const index = indexItems(menus);
  const lines: CartLine[] = [];
  const itemIds: (string | null)[] = [];
  const missing: string[] = [];
  request.items.forEach((input, position) => {
    const uuid = input.uuid ?? `line-${position + 1}`;
    const found = index.byId.get(input.id) ?? (input.cd ? index.byCd.get(input.cd) : undefined);
    if (!found) {
      missing.push(uuid);
      return;
    }
    const { unknown, selection } = selectionOf(found.item, input);
    const priced = priceSelection(found.item, selection, settings);
    if (unknown.length > 0 || !priced.ok) {
      const reason = priced.ok
        ? 'one of its options no longer exists'
        : priced.errors.map((e) => e.message).join(' ');
      problems.push({ status: 400, code: 'INVALID_SELECTION', message: `${found.item.name}: ${reason}` });
      return;
    }
    lines.push({ ...priced.line, uuid, duration: toCartDuration(found.menu.duration) });
    itemIds.push(found.item._id);
  });

  // The pickup (or delivery) time: ASAP is now plus the lead time; a scheduled time must be a slot.
  // Either needs the hours of its day and of the day before (an opening can run past midnight).
  const today = localDateOf(nowMs, timeZone);
  const scheduledDate = request.pickupTimeType === 'Schedule' ? (request.pickupDate ?? '') : '';
  const holidays = (
    await listHolidayHours(ctx.db, tenant.id, {
      restaurantId: restaurant._id,
      fromDate: localDateOf(nowMs - 86_400_000, timeZone),
      toDate: scheduledDate > today ? scheduledDate : today,
    })
  ).map(presentHolidayHours);
  const lead = leadTimeMinutes({
    now: nowMs,
    timeZone,
    deliveryMethod: request.deliveryMethod,
    settings,
    rushHours: settings.rush_hour_settings,
  });
  const slotInputs = {
    now: nowMs,
    timeZone,
    regularHours: restaurant.regular_business_hours,
    holidays,
    leadTimeMinutes: lead,
    intervalMinutes:
      request.deliveryMethod === 'Delivery'
        ? settings.delivery_time_interval_in_minutes
        : settings.pickup_time_interval_in_minutes,
    onlineOrderStart: settings.online_order_start,
    onlineOrderEnd: settings.online_order_end,
  };
  let pickupAt = nowMs + lead * 60_000;
  if (request.pickupTimeType === 'ASAP') {
    if (!isAcceptingOnlineOrdersAt(nowMs, { ...restaurant, holiday_hours: holidays })) {
      problems.push({ status: 409, code: 'CLOSED', message: "We're Currently Closed" });
    }
  } else {
    const date = request.pickupDate ?? '';
    const minutes = parseClock(request.pickupTime ?? '');
    const slots = pickupSlotsOn(date, slotInputs);
    if (slots.length === 0) {
      problems.push({
        status: 409,
        code: 'CLOSED_ON_DATE',
        message: `Sorry, we are closed on ${formatLocalDate(date, settings.date_format)}.`,
      });
    } else {
      // Every slot offered is on that date: only its time of day is compared.
      const wanted = slots.find((slot) => minutesSinceMidnightOf(slot, timeZone) === minutes);
      if (wanted === undefined) {
        problems.push({
          status: 409,
          code: 'TIME_UNAVAILABLE',
          message: `The time ${request.pickupTime ?? ''} is not available on ${formatLocalDate(date, settings.date_format)}. Please choose another time.`,
        });
      } else {
        pickupAt = wanted;
      }
    }
  }

  // Items must be for sale at that time.
  const unavailable = [...missing, ...unavailableLines(lines, menus, pickupAt, timeZone).map((l) => l.uuid)];
  if (unavailable.length > 0) {
    problems.push({
      status: 409,
      code: 'ITEMS_UNAVAILABLE',
      message: unavailableItemsMessage(formatInstant(pickupAt, timeZone, settings.datetime_format)),
    });
  }

  // Cutlery add-ons: at least one each, priced from the database.
  const cutleryRows = request.cutlery?.length
    ? await listPlasticCutleryItems(ctx.db, tenant.id, restaurant._id)
    : [];
  const cutlery: PricedCutlery[] = [];
  for (const wanted of request.cutlery ?? []) {
    const row = cutleryRows.find((r) => r.id === wanted._id);
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
      price: row.price_cents,
      total: row.price_cents * wanted.quantity,
    });
  }

  const subtotal =
    lines.reduce((sum, l) => sum + l.baseTotal + l.extraTotal, 0) +
    cutlery.reduce((sum, c) => sum + c.total, 0);
  if (request.items.length === 0)
    problems.push({ status: 400, code: 'EMPTY_CART', message: 'Your cart is empty.' });

  // Delivery: in range, at a known fee, before the day's cut-off, above the minimum.
  let deliveryFee: Cents = 0;
  let distanceInMeter: number | null = null;
  let postalCode: string | null = null;
  let shortfall: Cents = 0;
  if (request.deliveryMethod === 'Delivery') {
    const options = restaurant.delivery_options;
    if (!request.deliveryAddress) {
      problems.push({ status: 400, code: 'ADDRESS_MISSING', message: DELIVERY_ADDRESS_MISSING_MESSAGE });
    } else if (!isDeliveryAvailableFor(pickupAt, timeZone, settings, options)) {
      problems.push({
        status: 409,
        code: 'DELIVERY_UNAVAILABLE',
        message: `Delivery is not available at ${formatInstant(pickupAt, timeZone, settings.datetime_format)}. Please choose another time or change to pickup order.`,
      });
    } else {
      const measured = await measureDelivery(ctx.places, restaurant, request.deliveryAddress);
      distanceInMeter = measured.distanceInMeter;
      postalCode = measured.postalCode;
      const range = isInDeliveryRange(measured, options);
      const fee = range.ok ? deliveryFeeCents(options, distanceInMeter) : null;
      if (!range.ok || fee === null) {
        const message = deliveryRangeMessage(range.ok ? { ok: false, reason: 'out-of-range' } : range)!;
        problems.push({
          status: 422,
          code: range.ok || range.reason === 'out-of-range' ? 'OUT_OF_RANGE' : 'ADDRESS_UNKNOWN',
          message,
        });
      } else {
        deliveryFee = fee;
      }
    }
    shortfall = minimumOrderShortfall(subtotal, options);
    if (shortfall > 0) {
      problems.push({
        status: 422,
        code: 'BELOW_MINIMUM',
        message: `The minimum for delivery is ${formatMoney(minimumOrderCents(options))}. Please add ${formatMoney(shortfall)} more to your order.`,
      });
    }
  }

  // Promotions and the coupon, when the tenant takes coupons (ordering-core §4: promotions are
  // recomputed after every change when coupons are enabled).
  const promotions = tenantSettings.coupon
    ? await enginePromotionsOf(ctx.db, ctx.promotionsCache, tenant)
    : [];
  let coupon: ResolvedCoupon | null = null;
  let couponError: HttpError | null = null;
  const couponCode = request.couponCode?.trim() ?? '';
  if (couponCode !== '') {
    const email = request.couponEmail?.trim() ?? '';
    if (!tenantSettings.coupon) {
      couponError = new HttpError(422, 'COUPONS_OFF', 'Coupons are not accepted online at this restaurant.');
    } else if (email === '') {
      couponError = new HttpError(400, 'COUPON_EMAIL_REQUIRED', COUPON_MESSAGES.emailRequired);
    } else {
      const resolved = await resolveCoupon(ctx.db, tenant.id, couponCode, email, now, promotions);
      if (resolved.ok) coupon = resolved.coupon;
      else couponError = resolved.error;
    }
  }
  // As computeTotals taxes it: what a free delivery takes off is the fee and its GST.
  const deliveryGst = percentOf(deliveryFee, Math.max(0, settings.gst_rate));
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
  const promotion = applyPromotions({
    lines: promotionLines,
    promotions,
    coupon: coupon?.input ?? null,
    restaurantId: restaurant._id,
    channel: 'Online',
    deliveryMethod: request.deliveryMethod,
    paymentMethod: request.paymentMethod ?? 'Offline',
    at: pickupAt,
    timeZone,
    timeFormat: settings.time_format,
    deliveryFee,
    deliveryGst,
    distanceInMeter,
    postalCode,
  });
  if (coupon?.kind === 'promotion' && promotion.coupon) {
    const rules = coupon.promotion.rules;
    const method = coupon.promotion.type === 'Free delivery' ? 'Delivery' : rules.allowed_delivery_method;
    const refusal = promotion.coupon.problems
      .map((f) => (f === 'unknown' ? null : couponRefusalMessage(f, method)))
      .find((m) => m !== null);
    if (refusal) {
      couponError = new HttpError(422, 'COUPON_NOT_APPLICABLE', refusal);
      coupon = null;
    }
  }
  if (couponError) {
    problems.push({ status: couponError.statusCode, code: couponError.code, message: couponError.message });
  }

  // Gift card holds: open and not lapsed, in the order sent.
  const holdIds = [...new Set(request.giftCardRedemptions ?? [])];
  const holdRows = await findHolds(ctx.db, tenant.id, holdIds);
  const nowIso = now.toISOString();
  const holds: PricedHold[] = holdIds.flatMap((id) => {
    const row = holdRows.find((r) => r.id === id);
    if (!row || row.status !== 'held' || row.expires_at <= nowIso) return [];
    return [
      {
        id: row.id,
        giftCardId: row.gift_card_id,
        giftCardNumber: row.gift_card_number,
        amount: row.amount_cents,
        pendingBalance: row.pending_balance_cents,
        expiresAt: row.expires_at,
      },
    ];
  });
  if (holds.length < holdIds.length) {
    problems.push({
      status: 409,
      code: 'GIFT_CARD_HOLD_EXPIRED',
      message: 'Your gift card hold has expired or was released. Please redeem the gift card again.',
    });
  }
  if (holds.length > 0 && !tenantSettings.gift_card) {
    problems.push({
      status: 422,
      code: 'GIFT_CARDS_OFF',
      message: 'Gift cards are not accepted online here.',
    });
  }

  const totals = computeTotals({
    subtotal,
    gstRate: settings.gst_rate,
    pstRate: settings.pst_rate,
    deliveryFee,
    discounts: promotion.discountTotal,
    giftCards: holds.reduce((sum, h) => sum + h.amount, 0),
  });

  return {
    restaurant,
    timeZone,
    lines,
    itemIds,
    cutlery,
    totals,
    pickupAt,
    distanceInMeter,
    unavailable,
    shortfall,
    promotion,
    coupon,
    couponError,
    holds,
    problems,
  };
}
