/*
 * What the price of a cart is made of, read once (architecture §3: the server is the authority):
 * the tenant's switches, the restaurant, its online menus, the holiday hours of the days priced,
 * promotions, the coupon, cutlery, gift card holds and the delivery address measured. The domain's
 * `priceCart` prices it; money fields a client sends never reach it.
 */
import {
  localDateOf,
  needsCouponLookup,
  priceCart,
  safeTimeZone,
  type ApiRestaurant,
  type CartQuoteRequest,
  type PricedCart,
  type PricingContext,
  type WireDeliveryAddress,
} from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import type { Executor } from '../../db/executor';
import type { RestaurantRow } from '../../db/schema';
import { resolveCoupon, type ResolvedCoupon } from '../coupons/coupons.service';
import { findHolds } from '../giftcards/giftcards.service';
import { menusDocumentOf, type MenusCache } from '../menus/menus.service';
import { presentHolidayHours, presentRestaurant } from '../restaurants/restaurants.presenter';
import { listHolidayHours, listPlasticCutleryItems } from '../restaurants/restaurants.service';
import { enginePromotionsOf, type PromotionsCache } from '../promotions/promotions.service';
import { tenantSettingsOf } from '../tenants/tenants.presenter';
import type { TenantPricingRow } from '../tenants/tenants.service';

/** What the pricing needs of the geo adapter (the adapter's GeoProvider has these). */
export interface PlaceLookup {
  place(placeId: string): Promise<{ postalCode: string; latitude: number; longitude: number } | null>;
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
  menusCache: MenusCache;
  promotionsCache: PromotionsCache;
  places: PlaceLookup;
}

export type ServerPricedCart = PricedCart<ResolvedCoupon>;

/** What pricing needs of the application: its database, caches and place lookups. */
export const pricingDepsOf = (app: FastifyInstance): PricingDeps => ({
  db: app.db.kysely,
  transact: (work) => app.db.transact(work),
  menusCache: app.menusCache,
  promotionsCache: app.promotionsCache,
  places: app.places,
});

async function measureDelivery(
  places: PlaceLookup,
  restaurant: ApiRestaurant,
  address: WireDeliveryAddress,
): Promise<PricingContext['delivery']> {
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

/** Reads what pricing `request` at `now` depends on, asked together. */
export async function loadPricingContext(
  deps: PricingDeps,
  tenant: TenantPricingRow,
  restaurantRow: RestaurantRow,
  request: CartQuoteRequest,
  now: Date,
): Promise<PricingContext<ResolvedCoupon>> {
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
  const [menus, holidays, cutlery, promotions, coupon, holds, delivery] = await Promise.all([
    menusDocumentOf(deps.db, deps.menusCache, tenant.id, restaurantRow, true).then((d) => d.data.menus),
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
            request.couponEmail ?? '',
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
    address ? measureDelivery(deps.places, restaurant, address) : { postalCode: null, distanceInMeter: null },
  ]);
  return { tenantSettings, restaurant, menus, holidays, promotions, coupon, cutlery, holds, delivery };
}

/** Loads what the cart's price depends on and prices it. */
export async function priceRequest(
  deps: PricingDeps,
  tenant: TenantPricingRow,
  restaurantRow: RestaurantRow,
  request: CartQuoteRequest,
  now: Date,
): Promise<ServerPricedCart> {
  const context = await loadPricingContext(deps, tenant, restaurantRow, request, now);
  return priceCart(context, request, now.getTime());
}
