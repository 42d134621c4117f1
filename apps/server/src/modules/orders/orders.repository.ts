import type { Selectable, SelectQueryBuilder } from 'kysely';
import { insertRows } from '../../db/insert-rows';
import {
  afterKeys,
  keysetPageOf,
  type KeysetPage,
  type KeyValue,
  type PageRequest,
  type SortKey,
} from '../../db/keyset';
import type { Database, NewRow, OrdersTable, OrderStatus } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { changedOneRow, selectTenantRows, updateTenantRow } from '../../db/tenant-rows';

export function findOrder(db: Executor, tenantId: string, orderId: string) {
  return selectTenantRows(db, 'orders', tenantId).where('id', '=', orderId).executeTakeFirst();
}

export function findOrderByIdempotencyKey(db: Executor, tenantId: string, key: string) {
  return selectTenantRows(db, 'orders', tenantId).where('idempotency_key', '=', key).executeTakeFirst();
}

/** The lines of the given orders with their chosen options. */
async function loadLines(db: Executor, tenantId: string, orderIds: string[]) {
  const lines = await selectTenantRows(db, 'order_lines', tenantId)
    .where('order_id', 'in', orderIds)
    .orderBy('position')
    .execute();
  const options =
    lines.length === 0
      ? []
      : await selectTenantRows(db, 'order_line_options', tenantId)
          .where(
            'order_line_id',
            'in',
            lines.map((l) => l.id),
          )
          .orderBy('position')
          .execute();
  return { lines, options };
}

/** The promotions and discounts the given orders were given. */
async function loadAdjustments(db: Executor, tenantId: string, orderIds: string[]) {
  const [promotions, discounts] = await Promise.all([
    selectTenantRows(db, 'order_promotions', tenantId)
      .where('order_id', 'in', orderIds)
      .orderBy('promotion_name')
      .orderBy('id')
      .execute(),
    selectTenantRows(db, 'order_discounts', tenantId)
      .where('order_id', 'in', orderIds)
      .orderBy('is_next_order_coupon')
      .orderBy('discount_name')
      .orderBy('id')
      .execute(),
  ]);
  return { promotions, discounts };
}

export function loadOrderLines(db: Executor, tenantId: string, orderId: string) {
  return loadLines(db, tenantId, [orderId]);
}

/** The promotions and discounts an order was given. */
export function loadOrderAdjustments(db: Executor, tenantId: string, orderId: string) {
  return loadAdjustments(db, tenantId, [orderId]);
}

export async function insertOrder(
  db: Executor,
  rows: {
    order: NewRow<'orders'>;
    lines: NewRow<'order_lines'>[];
    options: NewRow<'order_line_options'>[];
    promotions: NewRow<'order_promotions'>[];
    discounts: NewRow<'order_discounts'>[];
    history: NewRow<'order_status_history'>;
  },
): Promise<void> {
  await insertRows(db, 'orders', [rows.order]);
  await insertRows(db, 'order_lines', rows.lines);
  await insertRows(db, 'order_line_options', rows.options);
  await insertRows(db, 'order_promotions', rows.promotions);
  await insertRows(db, 'order_discounts', rows.discounts);
  await insertRows(db, 'order_status_history', [rows.history]);
}

/** The tables booked with Dine-in orders (by reservation id), as the order view shows them. */
export async function loadOrderTables(db: Executor, tenantId: string, reservationIds: string[]) {
  if (reservationIds.length === 0) return [];
  return selectTenantRows(db, 'reservations', tenantId).where('id', 'in', reservationIds).execute();
}

/**
 * Cancels an order whose table booking was cancelled, while the kitchen has not served it (Received
 * or Accepted): one conditional write, so a concurrent reject or second cancel changes nothing twice.
 */
export async function cancelOrderOfReservation(
  db: Executor,
  tenantId: string,
  reservationId: string,
  reason: string,
  at: string,
): Promise<Selectable<OrdersTable> | undefined> {
  return db
    .updateTable('orders')
    .set({ status: 'Cancelled', confirmed_at: at, updated_at: at, status_reason: reason })
    .where('tenant_id', '=', tenantId)
    .where('reservation_id', '=', reservationId)
    .where('status', 'in', ['Received', 'Accepted'])
    .returningAll()
    .executeTakeFirst();
}

/** Cancels only while Received: the status check and the change are one conditional write. */
export async function cancelReceivedOrder(
  db: Executor,
  tenantId: string,
  orderId: string,
  at: string,
): Promise<boolean> {
  return changedOneRow(
    updateTenantRow(db, 'orders', tenantId, orderId)
      .set({ status: 'Cancelled', confirmed_at: at, updated_at: at })
      .where('status', '=', 'Received'),
  );
}

/**
 * A guest's order joins the account just made from it (issue 18): only while it has no member, so
 * of two attempts at once one links it and the other changes nothing. Whether it did is answered.
 */
export async function linkGuestOrder(db: Executor, tenantId: string, orderId: string, customerId: string) {
  return changedOneRow(
    updateTenantRow(db, 'orders', tenantId, orderId)
      .set({ customer_id: customerId })
      .where('customer_id', 'is', null),
  );
}

export function insertStatusHistory(db: Executor, row: NewRow<'order_status_history'>) {
  return db.insertInto('order_status_history').values(row).execute();
}

/** Newest first; the order number (unique in a tenant) breaks ties, so pages are stable. */
export const ORDER_PAGE_KEYS: readonly SortKey[] = [
  { column: 'received_at', direction: 'desc' },
  { column: 'order_number', direction: 'desc' },
];

export const orderPageKeysOf = (row: Selectable<OrdersTable>): KeyValue[] => [
  row.received_at,
  row.order_number,
];

/** One page of orders of some restaurants of a tenant, newest first (the staff board). */
export async function listOrderPage(
  db: Executor,
  tenantId: string,
  filter: {
    restaurantIds: readonly string[];
    statuses?: readonly OrderStatus[];
    since?: string;
  },
  page: PageRequest,
): Promise<KeysetPage<Selectable<OrdersTable>>> {
  if (filter.restaurantIds.length === 0) return { rows: [], nextKeys: null };
  let query = selectTenantRows(db, 'orders', tenantId).where('restaurant_id', 'in', [
    ...filter.restaurantIds,
  ]);
  if (filter.statuses && filter.statuses.length > 0)
    query = query.where('status', 'in', [...filter.statuses]);
  if (filter.since) query = query.where('received_at', '>=', filter.since);
  return readOrderPage(query, page);
}

/** One page of a member's orders, newest first. */
export function listCustomerOrderPage(db: Executor, tenantId: string, customerId: string, page: PageRequest) {
  return readOrderPage(selectTenantRows(db, 'orders', tenantId).where('customer_id', '=', customerId), page);
}

async function readOrderPage(
  query: SelectQueryBuilder<Database, 'orders', Selectable<OrdersTable>>,
  page: PageRequest,
): Promise<KeysetPage<Selectable<OrdersTable>>> {
  if (page.after) query = query.where(afterKeys(ORDER_PAGE_KEYS, page.after));
  const rows = await query
    .orderBy('received_at', 'desc')
    .orderBy('order_number', 'desc')
    .limit(page.limit + 1)
    .execute();
  return keysetPageOf(rows, page.limit, orderPageKeysOf);
}

/**
 * The lines, options, promotions and discounts of many orders in four queries (a page of a list is
 * presented without a query per order).
 */
export async function loadOrdersParts(db: Executor, tenantId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return { lines: [], options: [], promotions: [], discounts: [] };
  const ids = [...orderIds];
  const [{ lines, options }, { promotions, discounts }] = await Promise.all([
    loadLines(db, tenantId, ids),
    loadAdjustments(db, tenantId, ids),
  ]);
  return { lines, options, promotions, discounts };
}

/**
 * Moves an order from `from` to `to` in one conditional write (no read first): false when the order
 * is no longer in `from`. `confirmed_at` keeps the first confirmation (accepted or rejected).
 */
export async function changeOrderStatus(
  db: Executor,
  tenantId: string,
  orderId: string,
  change: { from: OrderStatus; to: OrderStatus; at: string; adjustedPickupTime?: string | null },
): Promise<boolean> {
  return changedOneRow(
    db
      .updateTable('orders')
      .set((eb) => ({
        status: change.to,
        confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(change.at)),
        updated_at: change.at,
        ...(change.adjustedPickupTime ? { adjusted_pickup_time: change.adjustedPickupTime } : {}),
      }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', orderId)
      .where('status', '=', change.from),
  );
}
