/*
 * What the price of a cart is made of, read once (architecture §3: the server is the authority):
 * the tenant's switches, the restaurant, its online menus, the holiday hours of the days priced,
 * promotions, the coupon, cutlery, gift card holds and the delivery address measured. The domain's
 * `priceCart` prices it; money fields a client sends never reach it.
 */
import {
  canSpendPoints,
  localDateOf,
  needsCouponLookup,
  orderLimitProblem,
  priceCart,
  safeTimeZone,
  type ApiRestaurant,
  type Locale,
  type CartQuoteRequest,
  type OrderLimits,
  type PricedCart,
  type PricingContext,
  type WireDeliveryAddress,
} from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import type { EventDispatcher } from '../../events/dispatcher';
import type { Db } from '../../db';
import type { Executor } from '../../db/executor';
import type { RestaurantRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { localeOf } from '../../db/translations';
import { resolveCoupon, type ResolvedCoupon } from '../coupons/coupons.service';
import { findHolds } from '../giftcards/giftcards.service';
import { bookingsForPricing } from '../kitchen/kitchen-slots.service';
import { memberPointBalance } from '../loyalty/loyalty-points.service';
import { menusDocumentOf, type MenusCache } from '../menus/menus.service';
import { presentHolidayHours, presentRestaurant } from '../restaurants/restaurants.presenter';
import { listHolidayHours, listPlasticCutleryItems } from '../restaurants/restaurants.service';
import { enginePromotionsOf, type PromotionsCache } from '../promotions/promotions.service';
import { tenantSettingsOf } from '../tenants/tenants.presenter';
import type { TenantPricingRow } from '../tenants/tenants.service';
import type { TableBooking } from './table-booking';

/** What the pricing needs of the geo adapter (the adapter's GeoProvider has these). */
export interface PlaceLookup {
  place(
    placeId: string,
  ): Promise<{ address: string; postalCode: string; latitude: number; longitude: number } | null>;
  distanceMeters(
    origin: { lat: number; lng: number },
    destination: { lat: number; lng: number },
  ): Promise<number | null>;
}

/** What pricing and placement need of the application. */
export interface PricingDeps {
  db: Executor;
  /** Where an order's writes commit (Db.transact). */
  transact: Db['transact'];
  /** Where an order commits after taking its number (Db.transactAfter). */
  transactAfter: Db['transactAfter'];
  menusCache: MenusCache;
  promotionsCache: PromotionsCache;
  places: PlaceLookup;
  /** An online order's ceiling where the restaurant sets none (configuration). */
  orderLimits: OrderLimits;
  /** A Dine-in order's table (the reservations module, passed in by app.ts). */
  tables: TableBooking;
  /** Where a placed order's event is published after its commit. */
  events: EventDispatcher;
}

/** The place a delivery was priced for, as the geo provider describes it. */
export interface DeliveryPlace {
  address: string;
  postalCode: string;
}

export interface ServerPricedCart extends PricedCart<ResolvedCoupon> {
  /**
   * The place fee and range were measured for (null when not a delivery or not found): the stored
   * address line and postal code are this place's, never the text a client sent (issue 16, decision
   * 0034).
   */
  deliveryPlace: DeliveryPlace | null;
  /** The restaurant's row it was priced for (a Dine-in order books its table there). */
  restaurantRow: RestaurantRow;
}

interface MeasuredDelivery {
  measured: PricingContext['delivery'];
  place: DeliveryPlace | null;
}

const UNMEASURED: MeasuredDelivery = { measured: { postalCode: null, distanceInMeter: null }, place: null };

/** What pricing needs of the application: its database, caches and place lookups. */
export const pricingDepsOf = (app: FastifyInstance): PricingDeps => ({
  db: app.db.kysely,
  transact: (work) => app.db.transact(work),
  transactAfter: (first, work) => app.db.transactAfter(first, work),
  menusCache: app.menusCache,
  promotionsCache: app.promotionsCache,
  places: app.places,
  orderLimits: app.writeLimits.order,
  tables: app.tableBooking,
  events: app.events,
});

async function measureDelivery(
  places: PlaceLookup,
  restaurant: ApiRestaurant,
  address: WireDeliveryAddress,
): Promise<MeasuredDelivery> {
  if (!address.placeId || restaurant.latitude === null || restaurant.longitude === null) return UNMEASURED;
  const place = await places.place(address.placeId);
  if (!place) return UNMEASURED;
  const distance = await places.distanceMeters(
    { lat: restaurant.latitude, lng: restaurant.longitude },
    { lat: place.latitude, lng: place.longitude },
  );
  return {
    measured: { postalCode: place.postalCode, distanceInMeter: distance },
    place: { address: place.address, postalCode: place.postalCode },
  };
}

/** A cart to price: at the tenant and restaurant read, at an instant, for a member or a guest. */
export interface PricingInput<Request extends CartQuoteRequest = CartQuoteRequest> {
  tenant: TenantPricingRow;
  restaurantRow: RestaurantRow;
  request: Request;
  now: Date;
  /**
   * The signed-in member (from their session), whose points the cart may spend; null for a guest;
   * undefined where the caller read no session (apply-coupon: see `CouponDiner`).
   */
  memberId: string | null | undefined;
  /** The request's language (the dates inside the cart's messages); English when absent. */
  locale?: Locale;
}

/** Reads what pricing `request` at `now` depends on, asked together. */
export async function loadPricingContext(
  deps: PricingDeps,
  { tenant, restaurantRow, request, now, memberId, locale }: PricingInput,
): Promise<PricingContext<ResolvedCoupon> & { deliveryPlace: DeliveryPlace | null }> {
  const restaurant = presentRestaurant(restaurantRow);
  const tenantSettings = tenantSettingsOf(tenant);
  const timeZone = safeTimeZone(restaurant.settings.time_zone);
  const nowMs = now.getTime();
  // A slot needs the hours of its day and of the day before (an opening can run past midnight).
  const today = localDateOf(nowMs, timeZone);
  const scheduledDate = request.pickupTimeType === 'Schedule' ? (request.pickupDate ?? '') : '';
  const address = request.deliveryMethod === 'Delivery' ? request.deliveryAddress : null;
  const promotionsRead = tenantSettings.coupon
    ? enginePromotionsOf(deps.db, deps.promotionsCache, tenant)
    : Promise.resolve([]);
  const [menus, holidays, cutlery, promotions, coupon, holds, delivery, bookings, balance] =
    await Promise.all([
      menusDocumentOf(
        deps.db,
        deps.menusCache,
        tenant.id,
        restaurantRow,
        true,
        localeOf(tenant.default_language),
      ).then((d) => d.data.menus),
      listHolidayHours(deps.db, tenant.id, {
        restaurantId: restaurant._id,
        fromDate: localDateOf(nowMs - 86_400_000, timeZone),
        toDate: scheduledDate > today ? scheduledDate : today,
      }).then((rows) => rows.map(presentHolidayHours)),
      request.cutlery?.length
        ? listPlasticCutleryItems(deps.db, tenant.id, restaurant._id).then((rows) =>
            rows.map((r) => ({ id: r.id, name: r.name, price: r.price_cents })),
          )
        : [],
      promotionsRead,
      needsCouponLookup(tenantSettings, request)
        ? promotionsRead.then((promotions) =>
            resolveCoupon(
              deps.db,
              tenant.id,
              request.couponCode ?? '',
              { email: request.couponEmail ?? '', memberId },
              now,
              promotions,
            ),
          )
        : null,
      findHolds(deps.db, tenant.id, [...new Set(request.giftCardRedemptions ?? [])]).then((rows) =>
        rows.map((row) => ({
          id: row.id,
          status: row.status,
          giftCardId: row.gift_card_id,
          giftCardNumber: row.gift_card_number,
          amount: row.amount_cents,
          pendingBalance: row.pending_balance_cents,
          expiresAt: row.expires_at,
        })),
      ),
      address ? measureDelivery(deps.places, restaurant, address) : UNMEASURED,
      // Read only when the location limits its slots (kitchen capacity).
      bookingsForPricing(deps.db, tenant.id, restaurant, scheduledDate || null, now),
      canSpendPoints(tenantSettings) ? memberPointBalance(deps.db, tenant.id, memberId ?? null) : null,
    ]);
  return {
    tenantSettings,
    restaurant,
    menus,
    holidays,
    promotions,
    coupon,
    cutlery,
    holds,
    delivery: delivery.measured,
    deliveryPlace: delivery.place,
    bookings,
    points: { settings: tenantSettings, balance },
    locale,
  };
}

/** Loads what the cart's price depends on and prices it. */
export async function priceRequest(deps: PricingDeps, input: PricingInput): Promise<ServerPricedCart> {
  const { restaurantRow, request, now } = input;
  const context = await loadPricingContext(deps, input);
  const priced = priceCart(context, request, now.getTime());
  // Over the restaurant's ceiling is refused outright, in a quote as at placement: no cart state
  // (a time, an address) would make such an order acceptable online.
  const limits = {
    maxOrderTotal: restaurantRow.max_order_total_cents ?? deps.orderLimits.maxOrderTotal,
    maxItemQuantity: restaurantRow.max_item_quantity ?? deps.orderLimits.maxItemQuantity,
  };
  const problem = orderLimitProblem(priced, limits, restaurantRow.phone);
  if (problem) throw new HttpError(problem.status, problem.code, problem.message);
  return { ...priced, deliveryPlace: context.deliveryPlace, restaurantRow };
}
