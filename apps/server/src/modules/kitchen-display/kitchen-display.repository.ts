import { asc, readKeysetPage, type PageRequest, type SortKey } from '../../db/keyset';
import type { Executor } from '../../db/executor';
import type { NewRow, OrderStatus } from '../../db/schema';
import { deleteTenantRows, fromTenantRows, selectTenantRows } from '../../db/tenant-rows';

/** The display's tickets come in the order the orders came in; the number breaks ties. */
export const KITCHEN_PAGE_KEYS: readonly SortKey[] = [asc('received_at'), asc('order_number')];

/** A page of a location's orders in the given statuses that nobody marked ready yet, oldest first. */
export function listDisplayedOrderPage(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  statuses: readonly OrderStatus[],
  page: PageRequest,
) {
  return readKeysetPage(
    selectTenantRows(db, 'orders', tenantId)
      .where('restaurant_id', '=', restaurantId)
      .where('status', 'in', [...statuses])
      .where('ready_at', 'is', null),
    KITCHEN_PAGE_KEYS,
    page,
  );
}

/** The bumps and strikes of some orders. */
export async function loadKitchenMarks(db: Executor, tenantId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return { bumps: [], strikes: [] };
  const [bumps, strikes] = await Promise.all([
    selectTenantRows(db, 'kitchen_bumps', tenantId)
      .where('order_id', 'in', [...orderIds])
      .orderBy('bumped_at')
      .execute(),
    selectTenantRows(db, 'kitchen_strikes', tenantId)
      .where('order_id', 'in', [...orderIds])
      .execute(),
  ]);
  return { bumps, strikes };
}

/** A bump, once per order and station: a second tap (another tablet) writes nothing. */
export const insertBump = (db: Executor, row: NewRow<'kitchen_bumps'>) =>
  db
    .insertInto('kitchen_bumps')
    .values(row)
    .onConflict((oc) => oc.columns(['order_id', 'station']).doNothing())
    .execute();

export const deleteBump = (db: Executor, tenantId: string, orderId: string, station: string) =>
  deleteTenantRows(db, 'kitchen_bumps', tenantId)
    .where('order_id', '=', orderId)
    .where('station', '=', station)
    .execute();

/** A strike, once per line. */
export const insertStrike = (db: Executor, row: NewRow<'kitchen_strikes'>) =>
  db
    .insertInto('kitchen_strikes')
    .values(row)
    .onConflict((oc) => oc.column('order_line_id').doNothing())
    .execute();

/** Takes a line's strike back: by the line alone, as a line is struck at most once. */
export const deleteStrike = (db: Executor, tenantId: string, lineId: string) =>
  deleteTenantRows(db, 'kitchen_strikes', tenantId).where('order_line_id', '=', lineId).execute();

/** The station names a location's printers serve and its menus' items and sections name. */
export async function listKnownStations(db: Executor, tenantId: string, restaurantId: string) {
  const sections = db
    .selectFrom('menu_sections as s')
    .innerJoin('menus as m', 'm.id', 's.menu_id')
    .where('s.tenant_id', '=', tenantId)
    .where('m.restaurant_id', '=', restaurantId);
  const [printers, itemStations, sectionStations] = await Promise.all([
    fromTenantRows(db, 'printers', tenantId)
      .where('restaurant_id', '=', restaurantId)
      .select('stations')
      .execute(),
    sections
      .innerJoin('menu_items as i', 'i.section_id', 's.id')
      .where('i.station', 'is not', null)
      .select('i.station as station')
      .distinct()
      .execute(),
    sections.where('s.station', 'is not', null).select('s.station as station').distinct().execute(),
  ]);
  return {
    printers: printers.map((p) => p.stations),
    menus: [...itemStations, ...sectionStations].map((r) => r.station),
  };
}
