import type { Executor } from '../../db/executor';
import type { ReservationStatus as ApiReservationStatus } from '@storefront/domain';
import type { NewRow, ReservationStatus } from '../../db/schema';
import { fromTenantRows, selectTenantRows } from '../../db/tenant-rows';
import { asc, desc, readKeysetPage, type PageRequest, type SortKey } from '../../db/keyset';

/** One restaurant's table time on one date, in one tenant. */
export interface ReservationSlotKey {
  tenantId: string;
  restaurantId: string;
  reservedDate: string;
  reservedTime: string;
}

// Pending and confirmed bookings hold their table; cancelled or declined ones do not.
function activeReservations(db: Executor, slot: ReservationSlotKey) {
  return db
    .selectFrom('reservations')
    .where('tenant_id', '=', slot.tenantId)
    .where('restaurant_id', '=', slot.restaurantId)
    .where('reserved_date', '=', slot.reservedDate)
    .where('reserved_time', '=', slot.reservedTime)
    .where('status', 'in', ['Pending', 'Confirmed']);
}

export function findActiveReservation(db: Executor, slot: ReservationSlotKey, email: string) {
  return activeReservations(db, slot).selectAll().where('email', '=', email).executeTakeFirst();
}

export async function countActiveReservations(db: Executor, slot: ReservationSlotKey): Promise<number> {
  const { count } = await activeReservations(db, slot)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertReservation(db: Executor, row: NewRow<'reservations'>): Promise<void> {
  await db.insertInto('reservations').values(row).execute();
}

export function findReservation(db: Executor, tenantId: string, id: string) {
  return selectTenantRows(db, 'reservations', tenantId).where('id', '=', id).executeTakeFirst();
}

/** The Dine-in order booked with a reservation, if any. */
export async function findReservationOrderId(
  db: Executor,
  tenantId: string,
  reservationId: string,
): Promise<string | undefined> {
  const row = await fromTenantRows(db, 'orders', tenantId)
    .select('id')
    .where('reservation_id', '=', reservationId)
    .executeTakeFirst();
  return row?.id;
}

/** The pre-orders of the given bookings, with their item count, for the staff inbox. */
export function listReservationOrders(db: Executor, tenantId: string, reservationIds: string[]) {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select((eb) => [
      'orders.id',
      'orders.reservation_id',
      'orders.order_number',
      'orders.status',
      'orders.total_cents',
      eb
        .selectFrom('order_lines')
        .select((l) => l.fn.sum<number | string>('order_lines.quantity').as('n'))
        .whereRef('order_lines.order_id', '=', 'orders.id')
        .as('item_count'),
    ])
    .where('orders.tenant_id', '=', tenantId)
    .where('orders.reservation_id', 'in', reservationIds)
    .execute();
}

export interface InboxFilter {
  tenantId: string;
  restaurantId: string;
  fromDate: string;
  statuses?: readonly ApiReservationStatus[];
}

/** The stored statuses of API ones (a no-show is stored as Completed with no_show = 1). */
const storedStatuses = (statuses: readonly ApiReservationStatus[]): ReservationStatus[] =>
  statuses.filter((s): s is ReservationStatus => s !== 'No-show');

function inbox(db: Executor, filter: InboxFilter) {
  let query = db
    .selectFrom('reservations')
    .where('tenant_id', '=', filter.tenantId)
    .where('restaurant_id', '=', filter.restaurantId)
    .where('reserved_date', '>=', filter.fromDate);
  const statuses = filter.statuses;
  if (statuses?.length) {
    query = query.where((eb) => {
      const plain = storedStatuses(statuses).filter((s) => s !== 'Completed');
      const alternatives = plain.length > 0 ? [eb('status', 'in', plain)] : [];
      const completed = statuses.includes('Completed');
      const noShow = statuses.includes('No-show');
      if (completed || noShow) {
        const flag = completed && noShow ? null : noShow ? 1 : 0;
        alternatives.push(
          flag === null
            ? eb('status', '=', 'Completed')
            : eb.and([eb('status', '=', 'Completed'), eb('no_show', '=', flag)]),
        );
      }
      return eb.or(alternatives);
    });
  }
  return query;
}

/** One page of a restaurant's bookings from a date on, by date and time (then number). */
export function listInbox(db: Executor, filter: InboxFilter, limit: number, offset: number) {
  return inbox(db, filter)
    .selectAll()
    .orderBy('reserved_date', 'asc')
    .orderBy('reserved_time', 'asc')
    .orderBy('reservation_number', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countInbox(db: Executor, filter: InboxFilter): Promise<number> {
  const { count } = await inbox(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Sets a reservation's status when (and only when) it is in one of `from` now and, if given, still
 * at `at` date and time: one conditional write, so of two people acting at once exactly one wins.
 */
export async function changeReservationStatus(
  db: Executor,
  tenantId: string,
  id: string,
  change: {
    from: readonly ApiReservationStatus[];
    to: ApiReservationStatus;
    at: string;
    cancelReason?: string | null;
    cancelledBy?: 'restaurant' | 'diner' | null;
    when?: { reservedDate: string; reservedTime: string };
  },
): Promise<boolean> {
  let query = db
    .updateTable('reservations')
    .set({
      status: change.to === 'No-show' ? 'Completed' : change.to,
      no_show: change.to === 'No-show' ? 1 : 0,
      updated_at: change.at,
      cancel_reason: change.cancelReason ?? null,
      cancelled_by: change.cancelledBy ?? null,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', storedStatuses(change.from));
  if (change.when) {
    query = query
      .where('reserved_date', '=', change.when.reservedDate)
      .where('reserved_time', '=', change.when.reservedTime);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves an active booking from one time to another (back to Pending: the team confirms the new time). */
export async function moveReservation(
  db: Executor,
  tenantId: string,
  id: string,
  from: { reservedDate: string; reservedTime: string },
  to: { reservedDate: string; reservedTime: string },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('reservations')
    .set({
      reserved_date: to.reservedDate,
      reserved_time: to.reservedTime,
      status: 'Pending',
      updated_at: at,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', ['Pending', 'Confirmed'])
    .where('reserved_date', '=', from.reservedDate)
    .where('reserved_time', '=', from.reservedTime)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Holds the tenant's row until the transaction ends (PostgreSQL; SQLite runs one writer at a time),
 * so counting a slot and taking a place in it cannot interleave with another booking or move.
 */
export async function lockReservationBook(db: Executor, tenantId: string): Promise<void> {
  await db
    .updateTable('tenants')
    .set((eb) => ({ reservation_number_seq: eb.ref('reservation_number_seq') }))
    .where('id', '=', tenantId)
    .execute();
}

/** Latest reservation first; the id breaks ties. */
export const RESERVATION_PAGE_KEYS: readonly SortKey[] = [
  desc('r.reserved_date'),
  desc('r.reserved_time'),
  asc('r.id'),
];

export function listCustomerReservations(
  db: Executor,
  tenantId: string,
  customerId: string,
  page: PageRequest,
) {
  const query = db
    .selectFrom('reservations as r')
    .innerJoin('restaurants as s', (join) =>
      join.onRef('s.id', '=', 'r.restaurant_id').onRef('s.tenant_id', '=', 'r.tenant_id'),
    )
    .selectAll('r')
    .select([
      's.name as restaurant_name',
      's.address_1 as restaurant_address_1',
      's.city_town as restaurant_city_town',
      's.phone as restaurant_phone',
      's.settings as restaurant_settings',
    ])
    .where('r.tenant_id', '=', tenantId)
    .where('r.customer_id', '=', customerId);
  return readKeysetPage(query, RESERVATION_PAGE_KEYS, page);
}
