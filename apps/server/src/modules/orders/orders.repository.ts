import type { Selectable } from 'kysely';
import { insertRowsTogether } from '../../db/insert-rows';
import { desc, readKeysetPage, type KeysetPage, type PageRequest, type SortKey } from '../../db/keyset';
import type { NewRow, OrdersTable, OrderStatus } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { changedOneRow, selectTenantRows, updateTenantRow, updateTenantRows } from '../../db/tenant-rows';

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
    /** Its order.placed, written in the same statement (firstEventOf). */
    event: NewRow<'outbox_events'>;
    /** The next-order coupons it issues. */
    coupons: NewRow<'coupons'>[];
  },
): Promise<void> {
  await insertRowsTogether(db, [
    { table: 'orders', rows: [rows.order] },
    { table: 'order_lines', rows: rows.lines },
    { table: 'order_line_options', rows: rows.options },
    { table: 'order_promotions', rows: rows.promotions },
    { table: 'order_discounts', rows: rows.discounts },
    { table: 'order_status_history', rows: [rows.history] },
    { table: 'outbox_events', rows: [rows.event] },
    { table: 'coupons', rows: rows.coupons },
  ]);
}

/** The tables booked with Dine-in orders (by reservation id), as the order view shows them. */
export async function loadOrderTables(db: Executor, tenantId: string, reservationIds: string[]) {
  if (reservationIds.length === 0) return [];
  return selectTenantRows(db, 'reservations', tenantId).where('id', 'in', reservationIds).execute();
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
export const ORDER_PAGE_KEYS: readonly SortKey[] = [desc('received_at'), desc('order_number')];

/** One page of orders of some restaurants of a tenant, newest first (the staff board). */
export async function listOrderPage(
  db: Executor,
  tenantId: string,
  filter: {
    restaurantIds: readonly string[];
    statuses?: readonly OrderStatus[];
    since?: string;
    /** Received since each restaurant's `at`, or in one of the `open` statuses whenever received. */
    today?: {
      since: readonly { restaurantId: string; at: string }[];
      open: readonly OrderStatus[];
    };
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
  const today = filter.today;
  if (today) {
    query = query.where((eb) =>
      eb.or([
        eb('status', 'in', [...today.open]),
        ...today.since.map(({ restaurantId, at }) =>
          eb.and([eb('restaurant_id', '=', restaurantId), eb('received_at', '>=', at)]),
        ),
      ]),
    );
  }
  return readKeysetPage(query, ORDER_PAGE_KEYS, page);
}

/** One page of a member's orders, newest first. */
export function listCustomerOrderPage(db: Executor, tenantId: string, customerId: string, page: PageRequest) {
  return readKeysetPage(
    selectTenantRows(db, 'orders', tenantId).where('customer_id', '=', customerId),
    ORDER_PAGE_KEYS,
    page,
  );
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

/** What a transition writes on the order's row (lifecycle table, order-life.service.ts). */
export interface OrderRowChange {
  /** The statuses it may start from: the write changes nothing otherwise. */
  from: readonly OrderStatus[];
  /** Only while not marked ready (delay, ready). */
  notReady: boolean;
  /** Only while the promised time is still this one (a delay moves it from what the caller read). */
  promisedFrom?: string | null;
  /** Only once the diner's declared allergies were read, if it has any (accept; decision 0085). */
  allergiesRead?: boolean;
  set: {
    status: OrderStatus;
    at: string;
    adjustedPickupTime?: string;
    readyAt?: string;
    statusReason?: string | null;
  };
}

/**
 * An order's transition as one conditional write: the check and the change together, so of two
 * people pressing buttons at once only one wins. Answers the changed row, or undefined when the order
 * was not in a state the transition starts from.
 */
export function transitionOrder(
  db: Executor,
  tenantId: string,
  where: { id: string } | { reservationId: string },
  change: OrderRowChange,
) {
  const { set } = change;
  let query = updateTenantRows(db, 'orders', tenantId)
    .set((eb) => ({
      status: set.status,
      // The first answer to the order (accept, reject, cancel) is when it was confirmed.
      confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(set.at)),
      updated_at: set.at,
      ...(set.adjustedPickupTime ? { adjusted_pickup_time: set.adjustedPickupTime } : {}),
      ...(set.readyAt ? { ready_at: set.readyAt } : {}),
      ...(set.statusReason !== undefined ? { status_reason: set.statusReason } : {}),
    }))
    .where('status', 'in', [...change.from]);
  query =
    'id' in where
      ? query.where('id', '=', where.id)
      : query.where('reservation_id', '=', where.reservationId);
  if (change.notReady) query = query.where('ready_at', 'is', null);
  if (change.allergiesRead) {
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('allergens', 'is', null), eb('allergy_note', 'is', null)]),
        eb('allergies_acknowledged_at', 'is not', null),
      ]),
    );
  }
  if (change.promisedFrom !== undefined) {
    query = query.where(
      'adjusted_pickup_time',
      change.promisedFrom === null ? 'is' : '=',
      change.promisedFrom,
    );
  }
  return query.returningAll().executeTakeFirst();
}

/** Orders still Received that were wanted before `cutoff`, in every tenant (the expiry sweep). */
export function listUnansweredBefore(db: Executor, cutoff: string, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'tenant_id'])
    .where('status', '=', 'Received')
    .where('pickup_time', '<', cutoff)
    .orderBy('pickup_time')
    .limit(limit)
    .execute();
}
