import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import {
  changedOneRow,
  deleteTenantRows,
  fromTenantRows,
  selectTenantRows,
  updateTenantRow,
} from '../../db/tenant-rows';

/** What is booked in a location's slots from `from` (inclusive) to `to` (exclusive), ISO instants. */
export function listSlotLoads(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  from: string,
  to: string,
) {
  return fromTenantRows(db, 'slot_bookings', tenantId)
    .select(['slot_at', 'orders', 'items'])
    .where('restaurant_id', '=', restaurantId)
    .where('slot_at', '>=', from)
    .where('slot_at', '<', to)
    .execute();
}

/**
 * Takes one order of `items` items in a slot, in one conditional write: the counter row exists
 * (insert-or-nothing), then the UPDATE adds to it only WHERE the limits still hold. Of orders racing
 * for the last place, the database lets exactly one UPDATE match; false for the others.
 */
export async function takeSlot(
  db: Executor,
  booking: {
    tenantId: string;
    restaurantId: string;
    slotAt: string;
    items: number;
    maxOrders: number | null;
    maxItems: number | null;
  },
): Promise<boolean> {
  const { tenantId, restaurantId, slotAt, items, maxOrders, maxItems } = booking;
  await db
    .insertInto('slot_bookings')
    .values({ restaurant_id: restaurantId, slot_at: slotAt, tenant_id: tenantId, orders: 0, items: 0 })
    .onConflict((oc) => oc.columns(['restaurant_id', 'slot_at']).doNothing())
    .execute();
  let update = db
    .updateTable('slot_bookings')
    .set((eb) => ({ orders: eb('orders', '+', 1), items: eb('items', '+', items) }))
    .where('restaurant_id', '=', restaurantId)
    .where('slot_at', '=', slotAt);
  if (maxOrders !== null) update = update.where('orders', '<', maxOrders);
  if (maxItems !== null) update = update.where(sql<number>`items + ${items}`, '<=', maxItems);
  return changedOneRow(update);
}

export function insertOrderSlotBooking(
  db: Executor,
  row: { order_id: string; tenant_id: string; restaurant_id: string; slot_at: string; items: number },
) {
  return db.insertInto('order_slot_bookings').values(row).execute();
}

/**
 * Gives an order's slot back: the order's booking row is deleted (so a second release finds none)
 * and the slot's counters go down by what it took.
 */
export async function releaseSlot(db: Executor, tenantId: string, orderId: string): Promise<void> {
  const booking = await deleteTenantRows(db, 'order_slot_bookings', tenantId)
    .where('order_id', '=', orderId)
    .returning(['restaurant_id', 'slot_at', 'items'])
    .executeTakeFirst();
  if (!booking) return;
  await db
    .updateTable('slot_bookings')
    .set((eb) => ({ orders: eb('orders', '-', 1), items: eb('items', '-', booking.items) }))
    .where('restaurant_id', '=', booking.restaurant_id)
    .where('slot_at', '=', booking.slot_at)
    .execute();
}

export interface OperationsColumns {
  pickup_paused_until?: string | null;
  delivery_paused_until?: string | null;
  paused_message?: string | null;
  busy_extra_minutes?: number;
  busy_until?: string | null;
  slot_max_orders?: number | null;
  slot_max_items?: number | null;
}

/** Sets some of a location's operations columns (each control writes only its own). */
export async function updateOperations(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  values: OperationsColumns,
  at: string,
): Promise<void> {
  await updateTenantRow(db, 'restaurants', tenantId, restaurantId)
    .set({ ...values, updated_at: at })
    .execute();
}

/** A menu item with the restaurant whose menu it is on. */
export function findMenuItemOfRestaurant(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  itemId: string,
) {
  return selectTenantRows(db, 'menu_items', tenantId)
    .where('id', '=', itemId)
    .where('section_id', 'in', (eb) =>
      eb
        .selectFrom('menu_sections as s')
        .innerJoin('menus as m', 'm.id', 's.menu_id')
        .select('s.id')
        .where('s.tenant_id', '=', tenantId)
        .where('m.restaurant_id', '=', restaurantId),
    )
    .executeTakeFirst();
}

/**
 * Sets an item's sold_out_until and bumps the restaurant's menus_version in the same transaction,
 * so the menus cached by version (decision 0004) are never served stale.
 */
export async function setItemSoldOut(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  itemId: string,
  soldOutUntil: string | null,
  at: string,
): Promise<void> {
  await updateTenantRow(db, 'menu_items', tenantId, itemId).set({ sold_out_until: soldOutUntil }).execute();
  await updateTenantRow(db, 'restaurants', tenantId, restaurantId)
    .set((eb) => ({ menus_version: eb('menus_version', '+', 1), updated_at: at }))
    .execute();
}

/**
 * Replaces an item's options JSON (an option 86'd or back) only if it is still `before`, bumping the
 * menus version with it: of two changes to the same item at once, the second finds it changed.
 */
export async function replaceItemOptions(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  itemId: string,
  change: { before: string; after: string; at: string },
): Promise<boolean> {
  const replaced = await changedOneRow(
    updateTenantRow(db, 'menu_items', tenantId, itemId)
      .set({ options: change.after })
      .where('options', '=', change.before),
  );
  if (!replaced) return false;
  await updateTenantRow(db, 'restaurants', tenantId, restaurantId)
    .set((eb) => ({ menus_version: eb('menus_version', '+', 1), updated_at: change.at }))
    .execute();
  return true;
}
