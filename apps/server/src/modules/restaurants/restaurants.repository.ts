import type { Updateable } from 'kysely';
import { fromJson } from '../../http/json';
import type { Executor } from '../../db/executor';
import { asc, type PageRequest, POSITION_PAGE_KEYS, readKeysetPage, type SortKey } from '../../db/keyset';
import type { NewRow, RestaurantsTable } from '../../db/schema';
import {
  deleteTenantRow,
  fromTenantRows,
  selectTenantRows,
  updateTenantRow,
  updateTenantRows,
} from '../../db/tenant-rows';

export function listRestaurants(db: Executor, tenantId: string) {
  return selectTenantRows(db, 'restaurants', tenantId).orderBy('position').orderBy('name').execute();
}

export function findRestaurant(db: Executor, tenantId: string, restaurantId: string) {
  return selectTenantRows(db, 'restaurants', tenantId).where('id', '=', restaurantId).executeTakeFirst();
}

/** A restaurant's menus version alone: what the menus endpoint checks its cache with, per request. */
export function findRestaurantMenusVersion(db: Executor, tenantId: string, restaurantId: string) {
  return fromTenantRows(db, 'restaurants', tenantId)
    .select(['id', 'menus_version'])
    .where('id', '=', restaurantId)
    .executeTakeFirst();
}

/** Holiday hours on or after `fromDate` (YYYY-MM-DD), for one restaurant or all of the tenant's. */
export function listHolidayHours(
  db: Executor,
  tenantId: string,
  filter: { restaurantId?: string; fromDate?: string; toDate?: string },
) {
  let query = selectTenantRows(db, 'holiday_hours', tenantId);
  if (filter.restaurantId) query = query.where('restaurant_id', '=', filter.restaurantId);
  if (filter.fromDate) query = query.where('date', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('date', '<=', filter.toDate);
  return query.orderBy('date').execute();
}

export function listPlasticCutleryItems(db: Executor, tenantId: string, restaurantId: string) {
  return fromTenantRows(db, 'plastic_cutlery_items', tenantId)
    .select(['id', 'name', 'price_cents'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('position')
    .execute();
}

/** Writes some of a restaurant's settings (the rest kept as they are); false when there is no such restaurant. */
export async function mergeRestaurantSettings(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  patch: Record<string, unknown>,
  at: string,
): Promise<boolean> {
  const row = await findRestaurant(db, tenantId, restaurantId);
  if (!row) return false;
  const current = fromJson<Record<string, unknown>>(row.settings, {});
  await updateTenantRow(db, 'restaurants', tenantId, restaurantId)
    .set({ settings: JSON.stringify({ ...current, ...patch }), updated_at: at })
    .execute();
  return true;
}

export function listRestaurantPage(db: Executor, tenantId: string, page: PageRequest) {
  const query = selectTenantRows(db, 'restaurants', tenantId);
  return readKeysetPage(query, POSITION_PAGE_KEYS, page);
}

/** Writes a location's columns; undefined when the tenant has no such location. */
export function updateRestaurant(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  fields: Updateable<RestaurantsTable>,
) {
  return updateTenantRow(db, 'restaurants', tenantId, restaurantId)
    .set(fields)
    .returningAll()
    .executeTakeFirst();
}

/** A location's holiday hours from `fromDate` on, by date. */
export const HOLIDAY_PAGE_KEYS: readonly SortKey[] = [asc('date'), asc('id')];

export function listHolidayPage(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  fromDate: string,
  page: PageRequest,
) {
  const query = selectTenantRows(db, 'holiday_hours', tenantId)
    .where('restaurant_id', '=', restaurantId)
    .where('date', '>=', fromDate);
  return readKeysetPage(query, HOLIDAY_PAGE_KEYS, page);
}

export function insertHoliday(db: Executor, row: NewRow<'holiday_hours'>) {
  return db.insertInto('holiday_hours').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Deletes one holiday of a location; undefined when there is none of that id there. */
export function deleteHoliday(db: Executor, tenantId: string, restaurantId: string, holidayId: string) {
  return deleteTenantRow(db, 'holiday_hours', tenantId, holidayId)
    .where('restaurant_id', '=', restaurantId)
    .returningAll()
    .executeTakeFirst();
}

/** A change the menus documents show (a promotion's section) bumps every location's menus_version. */
export async function bumpTenantMenusVersions(db: Executor, tenantId: string): Promise<void> {
  await updateTenantRows(db, 'restaurants', tenantId)
    .set((eb) => ({ menus_version: eb('menus_version', '+', 1) }))
    .execute();
}
