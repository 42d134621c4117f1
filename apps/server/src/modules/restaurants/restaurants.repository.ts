import { fromJson } from '../../http/json';
import type { Executor } from '../../db/executor';
import { selectTenantRows } from '../../db/tenant-rows';

export function listRestaurants(db: Executor, tenantId: string) {
  return selectTenantRows(db, 'restaurants', tenantId).orderBy('position').orderBy('name').execute();
}

export function findRestaurant(db: Executor, tenantId: string, restaurantId: string) {
  return selectTenantRows(db, 'restaurants', tenantId).where('id', '=', restaurantId).executeTakeFirst();
}

/** A restaurant's menus version alone: what the menus endpoint checks its cache with, per request. */
export function findRestaurantMenusVersion(db: Executor, tenantId: string, restaurantId: string) {
  return db
    .selectFrom('restaurants')
    .select(['id', 'menus_version'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', restaurantId)
    .executeTakeFirst();
}

/** Holiday hours on or after `fromDate` (YYYY-MM-DD), for one restaurant or all of the tenant's. */
export function listHolidayHours(
  db: Executor,
  tenantId: string,
  filter: { restaurantId?: string; fromDate?: string; toDate?: string },
) {
  let query = db.selectFrom('holiday_hours').selectAll().where('tenant_id', '=', tenantId);
  if (filter.restaurantId) query = query.where('restaurant_id', '=', filter.restaurantId);
  if (filter.fromDate) query = query.where('date', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('date', '<=', filter.toDate);
  return query.orderBy('date').execute();
}

export function listPlasticCutleryItems(db: Executor, tenantId: string, restaurantId: string) {
  return db
    .selectFrom('plastic_cutlery_items')
    .select(['id', 'name', 'price_cents'])
    .where('tenant_id', '=', tenantId)
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
  await db
    .updateTable('restaurants')
    .set({ settings: JSON.stringify({ ...current, ...patch }), updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', restaurantId)
    .execute();
  return true;
}
