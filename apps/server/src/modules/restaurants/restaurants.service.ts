import {
  localDateOf,
  orderSchedule,
  safeTimeZone,
  toDollars,
  type ApiBusinessHours,
  type ApiRestaurant,
} from '@storefront/domain';
import type { RestaurantRow } from '../../db/schema';
import { foundById } from '../../http/errors';
import { presentHolidayHours, presentRestaurant } from './restaurants.presenter';
import {
  findRestaurant,
  listHolidayHours,
  listPlasticCutleryItems,
  listRestaurants,
} from './restaurants.repository';
import type { Executor } from '../../db/executor';

// The module's face for the others: they reach its tables through here, never through its repository.
export {
  bumpTenantMenusVersions,
  findRestaurant,
  findRestaurantMenusVersion,
  listHolidayHours,
  listPlasticCutleryItems,
  listRestaurants,
  mergeRestaurantSettings,
} from './restaurants.repository';

/** A restaurant of this tenant, or 404: another tenant's id is answered exactly like an unknown one. */
export async function requireRestaurant(
  db: Executor,
  tenantId: string,
  restaurantId: string,
): Promise<RestaurantRow> {
  const row = await foundById('Restaurant', restaurantId, (id) => findRestaurant(db, tenantId, id));
  return row;
}

export async function getRestaurants(db: Executor, tenantId: string): Promise<ApiRestaurant[]> {
  return (await listRestaurants(db, tenantId)).map(presentRestaurant);
}

function businessHoursOf(
  restaurant: ApiRestaurant,
  holidays: ReturnType<typeof presentHolidayHours>[],
): ApiBusinessHours {
  return {
    restaurant: restaurant._id,
    regular_business_hours: restaurant.regular_business_hours,
    holiday_hours: holidays.filter((h) => h.restaurant === restaurant._id),
  };
}

/** Regular hours and holiday hours from yesterday on (an overnight opening may still run today). */
export async function getRestaurantBusinessHours(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  now: Date,
): Promise<ApiBusinessHours> {
  const row = await requireRestaurant(db, tenantId, restaurantId);
  const restaurant = presentRestaurant(row);
  const fromDate = localDateOf(now.getTime() - 86_400_000, safeTimeZone(restaurant.settings.time_zone));
  const holidays = (await listHolidayHours(db, tenantId, { restaurantId, fromDate })).map(
    presentHolidayHours,
  );
  return businessHoursOf(restaurant, holidays);
}

export async function getTenantBusinessHours(
  db: Executor,
  tenantId: string,
  now: Date,
): Promise<ApiBusinessHours[]> {
  const restaurants = await getRestaurants(db, tenantId);
  // The earliest "yesterday" over the tenant's time zones is UTC-yesterday minus a day at most.
  const fromDate = localDateOf(now.getTime() - 2 * 86_400_000, 'UTC');
  const holidays = (await listHolidayHours(db, tenantId, { fromDate })).map(presentHolidayHours);
  return restaurants.map((restaurant) => {
    const since = localDateOf(now.getTime() - 86_400_000, safeTimeZone(restaurant.settings.time_zone));
    return businessHoursOf(
      restaurant,
      holidays.filter((h) => h.date >= since),
    );
  });
}

export async function getPickupDates(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  deliveryMethod: 'Pickup' | 'Delivery',
  now: Date,
): Promise<{ pickupDates: string[]; timeZone: string }> {
  const restaurant = presentRestaurant(await requireRestaurant(db, tenantId, restaurantId));
  const timeZone = safeTimeZone(restaurant.settings.time_zone);
  const holidays = (
    await listHolidayHours(db, tenantId, {
      restaurantId,
      fromDate: localDateOf(now.getTime() - 86_400_000, timeZone),
    })
  ).map(presentHolidayHours);
  const schedule = orderSchedule({ now: now.getTime(), restaurant, holidays, method: deliveryMethod });
  const pickupDates = schedule.availableDates();
  return { pickupDates, timeZone };
}

export async function getPlasticCutleryItems(db: Executor, tenantId: string, restaurantId: string) {
  await requireRestaurant(db, tenantId, restaurantId);
  const rows = await listPlasticCutleryItems(db, tenantId, restaurantId);
  return rows.map((r) => ({ _id: r.id, name: r.name, price: toDollars(r.price_cents) }));
}
