import {
  type Locale,
  ACTIVE_RESERVATION_STATUSES,
  DINE_IN_MESSAGES,
  RESERVATION_CHANGE_MESSAGES,
  RESERVATION_MESSAGES,
  RESERVATION_TRANSITIONS,
  addDays,
  bookableSlot,
  localDateOf,
  safeTimeZone,
  toDollars,
  type ApiReservation,
  type ReservationMoveRequest,
  type ReservationResponse,
  type StaffReservationChangeRequest,
  type StaffReservationSettings,
  type StaffReservationsResponse,
  type reservationRequestSchema,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { isId, newId } from '../../db/ids';
import type { Executor } from '../../db/executor';
import type { ReservationsTable, RestaurantRow, TenantRow } from '../../db/schema';
import { badRequest, foundById, HttpError, notFound } from '../../http/errors';
import {
  presentHolidayHours,
  presentRestaurant,
  restaurantSettingsOf,
} from '../restaurants/restaurants.presenter';
import {
  listHolidayHours,
  mergeRestaurantSettings,
  requireRestaurant,
} from '../restaurants/restaurants.service';
import { auditedOwnerWrite } from '../audit/audit.service';
import { requireOwner, staffRestaurantIds, worksAt, type StaffPrincipal } from '../../http/staff-principal';
import { findTenantById, takeTenantNumber } from '../tenants/tenants.service';
import { tenantSettingsOf } from '../tenants/tenants.presenter';
import type { AppliedChange, OrderLife } from '../orders/order-life.service';
import type { TableBooking } from '../orders/table-booking';
import type { ReservationMovedFrom } from './reservations.mail';
import { writeEvent } from '../../events/outbox';
import { memberList } from '../../http/pagination';
import type { OutboxEvent } from '../../events/event';
import { presentReservation } from './reservations.presenter';
import {
  changeReservationStatus,
  countActiveReservations,
  countInbox,
  findActiveReservation,
  findReservation,
  insertReservation,
  listInbox,
  listReservationOrders,
  lockReservationBook,
  findReservationOrderId,
  moveReservation,
  type ReservationSlotKey,
  listCustomerReservations,
  RESERVATION_PAGE_KEYS,
} from './reservations.repository';

export type ReservationInput = z.output<typeof reservationRequestSchema>;
type ReservationRow = Selectable<ReservationsTable>;

const conflict = (message: string, code: string) => new HttpError(409, code, message);

/** A reservation with what its mails and events need: the tenant and the restaurant rows. */
export interface ReservationRecord {
  tenant: TenantRow;
  restaurant: RestaurantRow;
  reservation: ApiReservation;
  /** The pre-order cancelled with the booking: its lifecycle finishes it after the commit. */
  cancelledOrder?: AppliedChange | null;
  /** A booking the diner just moved: where it was (the restaurant's mail says so). */
  movedFrom?: ReservationMovedFrom;
  /** The change's event, written with it: published after the commit (decision 0063). */
  events?: OutboxEvent[];
}

/** A booking's news, as the domain's table names who hears it (RESERVATION_NEWS_AUDIENCE). */
export type ReservationEventType = Extract<OutboxEvent['type'], `reservation.${string}`>;

/** The data of a booking's event: the booking as the staff API shows it, and where a moved one was. */
export type ReservationEventData = ApiReservation & { movedFrom?: ReservationMovedFrom };

/**
 * In the transaction of a booking's change: its event, with the booking as the change left it. A
 * new booking's is its first.
 */
async function writeReservationEvent(
  trx: Executor,
  tenantId: string,
  restaurant: RestaurantRow,
  id: string,
  type: ReservationEventType,
  now: Date,
  movedFrom?: ReservationMovedFrom,
): Promise<OutboxEvent> {
  const row = await findReservation(trx, tenantId, id);
  if (!row) throw notFound('Reservation');
  const data: ReservationEventData = {
    ...presentReservation(row, restaurant, now),
    ...(movedFrom ? { movedFrom } : {}),
  };
  return writeEvent(
    trx,
    {
      tenantId,
      restaurantId: restaurant.id,
      aggregate: 'reservation',
      aggregateId: id,
      type,
      cause: null,
      data,
    },
    now.toISOString(),
  );
}

function timeSettingsOf(restaurant: RestaurantRow): ReservationResponse['restaurantSettings'] {
  const settings = restaurantSettingsOf(restaurant);
  return {
    time_zone: settings.time_zone,
    time_format: settings.time_format,
    date_format: settings.date_format,
    datetime_format: settings.datetime_format,
  };
}

async function requireReservationTenant(db: Executor, tenantId: string): Promise<TenantRow> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) throw notFound('Tenant');
  return tenant;
}

/** Refuses a time the booking form would not offer now (same rules for booking and moving). */
async function requireBookableTime(
  db: Executor,
  tenantId: string,
  restaurant: RestaurantRow,
  when: { reservedDate: string; reservedTime: string },
  now: Date,
): Promise<void> {
  const settings = restaurantSettingsOf(restaurant);
  const today = localDateOf(now, safeTimeZone(settings.time_zone));
  const holidays = await listHolidayHours(db, tenantId, {
    restaurantId: restaurant.id,
    fromDate: addDays(today, -1),
  });
  const slot = bookableSlot(
    {
      regular_business_hours: presentRestaurant(restaurant).regular_business_hours,
      holiday_hours: holidays.map(presentHolidayHours),
      settings,
    },
    when.reservedDate,
    when.reservedTime,
    now,
  );
  if (slot === null) throw conflict(RESERVATION_MESSAGES.unavailable, 'TIME_UNAVAILABLE');
}

/** Inside the booking transaction: the slot must have room (max_reservations_per_slot; 0 is no limit). */
async function requireRoom(trx: Executor, restaurant: RestaurantRow, slotKey: ReservationSlotKey) {
  const limit = restaurantSettingsOf(restaurant).max_reservations_per_slot;
  if (limit > 0 && (await countActiveReservations(trx, slotKey)) >= limit) {
    throw conflict(RESERVATION_MESSAGES.full, 'SLOT_FULL');
  }
}

/** The rules a booking meets before its transaction: online booking on, party size, a time offered now. */
async function requireBookable(
  db: Executor,
  tenantId: string,
  restaurant: RestaurantRow,
  input: Pick<ReservationInput, 'reservedDate' | 'reservedTime' | 'partySize'>,
  now: Date,
): Promise<void> {
  const tenant = await findTenantById(db, tenantId);
  const settings = restaurantSettingsOf(restaurant);
  if (!tenant || !tenantSettingsOf(tenant).online_reservation || !settings.online_reservation) {
    throw conflict(RESERVATION_MESSAGES.closed, 'RESERVATIONS_CLOSED');
  }
  if (input.partySize > settings.max_party_size) {
    throw new HttpError(
      400,
      'PARTY_TOO_LARGE',
      `We take online reservations for up to ${settings.max_party_size} people.`,
    );
  }
  await requireBookableTime(db, tenantId, restaurant, input, now);
}

type BookingInput = Omit<ReservationInput, 'restaurant' | 'customer'>;

/**
 * Inside a transaction: takes a place in the slot and writes the booking, or answers the same active
 * booking (same email, location, date and time) when there is one.
 */
async function bookTableIn(
  trx: Executor,
  tenantId: string,
  restaurant: RestaurantRow,
  input: BookingInput,
  customerId: string | null,
  now: Date,
  locale: Locale,
): Promise<{ created: boolean; row: ReservationRow }> {
  // Taking the number first locks the tenant row (PostgreSQL) until commit, so bookings of one
  // brand are counted one after another and the slot limit below cannot be overrun.
  const number = await takeTenantNumber(trx, tenantId, 'reservation_number_seq');
  const slotKey = {
    tenantId,
    restaurantId: restaurant.id,
    reservedDate: input.reservedDate,
    reservedTime: input.reservedTime,
  };
  const same = await findActiveReservation(trx, slotKey, input.email);
  if (same) return { created: false, row: same };
  await requireRoom(trx, restaurant, slotKey);

  const at = now.toISOString();
  const row: ReservationRow = {
    id: newId(),
    tenant_id: tenantId,
    restaurant_id: restaurant.id,
    customer_id: customerId,
    reservation_number: number,
    status: 'Pending',
    name_reserved_under: input.nameReservedUnder,
    email: input.email,
    telephone: input.telephone,
    reserved_date: input.reservedDate,
    reserved_time: input.reservedTime,
    party_size: input.partySize,
    note: input.note || null,
    cancel_reason: null,
    cancelled_by: null,
    no_show: 0,
    created_at: at,
    updated_at: at,
    locale,
  };
  await insertReservation(trx, row);
  return { created: true, row };
}

/**
 * Books a table (ordering-core §4 Reservation): the time must be one the form offers now, the party
 * within max_party_size, and the slot under max_reservations_per_slot. The same booking sent twice
 * (same email, location, date and time, still active) is answered with the first one.
 */
export async function bookReservation(
  db: Executor,
  tenantId: string,
  input: ReservationInput,
  customerId: string | null,
  now: Date,
  /** The request's language (issue 31): the booking's mails and texts speak it. */
  locale: Locale,
): Promise<{ created: boolean; response: ReservationResponse; record: ReservationRecord }> {
  const restaurant = await requireRestaurant(db, tenantId, input.restaurant);
  await requireBookable(db, tenantId, restaurant, input, now);
  const tenant = await requireReservationTenant(db, tenantId);
  const { created, row, events } = await db.transaction().execute(async (trx) => {
    const booked = await bookTableIn(trx, tenantId, restaurant, input, customerId, now, locale);
    if (!booked.created) return { ...booked, events: [] };
    const event = await writeReservationEvent(
      trx,
      tenantId,
      restaurant,
      booked.row.id,
      'reservation.created',
      now,
    );
    return { ...booked, events: [event] };
  });
  const reservation = presentReservation(row, restaurant, now);
  return {
    created,
    response: { reservation, restaurantSettings: timeSettingsOf(restaurant) },
    record: { tenant, restaurant, reservation, events },
  };
}

/**
 * The table of a Dine-in order (`/orderahead`, decision 0043): the same rules as a booking, booked
 * in the order's transaction, cancelled in the transaction that withdraws the order.
 */
export const tableBooking: TableBooking = {
  check: (db, tenantId, booking, now) => requireBookable(db, tenantId, booking.restaurant, booking, now),
  async book(trx, tenantId, booking, customerId, now, locale) {
    const { created, row } = await bookTableIn(
      trx,
      tenantId,
      booking.restaurant,
      booking,
      customerId,
      now,
      locale,
    );
    // The order comes with a table of its own: an earlier booking at that time stays as it is.
    if (!created) throw conflict(DINE_IN_MESSAGES.alreadyBooked, 'ALREADY_BOOKED');
    return {
      reservationId: row.id,
      reservationNumber: row.reservation_number,
      partySize: row.party_size,
      status: row.status,
    };
  },
  cancel: (trx, tenantId, reservationId, by, reason, at) =>
    changeReservationStatus(trx, tenantId, reservationId, {
      from: ACTIVE_RESERVATION_STATUSES,
      to: 'Cancelled',
      at,
      cancelReason: reason,
      cancelledBy: by,
    }),
};

/** One reservation of the tenant with its restaurant, or a 404 (another tenant's id included). */
async function loadReservation(db: Executor, tenantId: string, id: string) {
  const row = await foundById('Reservation', id, (id) => findReservation(db, tenantId, id));
  const restaurant = await requireRestaurant(db, tenantId, row.restaurant_id);
  return { row, restaurant };
}

async function recordOf(db: Executor, tenantId: string, id: string, now: Date): Promise<ReservationRecord> {
  const { row, restaurant } = await loadReservation(db, tenantId, id);
  const tenant = await requireReservationTenant(db, tenantId);
  return { tenant, restaurant, reservation: presentReservation(row, restaurant, now) };
}

/* ---------------------------------------------------------------- staff inbox */

export interface InboxQuery {
  restaurantId?: string;
  from?: string;
  status?: ApiReservation['status'][];
  page: number;
  pageSize: number;
}

/** A restaurant's bookings from a date on (default: the restaurant's today), one page at a time. */
export async function listStaffReservations(
  db: Executor,
  principal: StaffPrincipal,
  query: InboxQuery,
  now: Date,
): Promise<StaffReservationsResponse> {
  const tenantId = principal.tenantId;
  const [restaurantId] = staffRestaurantIds(principal, query.restaurantId);
  if (restaurantId === undefined) throw notFound('Restaurant');
  const restaurant = await requireRestaurant(db, tenantId, restaurantId);
  const today = localDateOf(now, safeTimeZone(restaurantSettingsOf(restaurant).time_zone));
  const fromDate = query.from ?? today;
  const filter = { tenantId, restaurantId, fromDate, statuses: query.status };
  const [rows, total, pending] = await Promise.all([
    listInbox(db, filter, query.pageSize, (query.page - 1) * query.pageSize),
    countInbox(db, filter),
    countInbox(db, { tenantId, restaurantId, fromDate: today, statuses: ['Pending'] }),
  ]);
  // Each booking's pre-order (`/orderahead`) shows in its row.
  const orders = await listReservationOrders(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  const preOrderOf = new Map(
    orders.map((o) => [
      o.reservation_id,
      {
        _id: o.id,
        orderNumber: o.order_number,
        status: o.status,
        total: toDollars(o.total_cents),
        itemCount: Number(o.item_count ?? 0),
      },
    ]),
  );
  return {
    reservations: rows.map((row) => ({
      ...presentReservation(row, restaurant, now),
      preOrder: preOrderOf.get(row.id) ?? null,
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    pending,
  };
}

const STAFF_VERBS = {
  Confirmed: 'confirmed',
  Cancelled: 'cancelled',
  Completed: 'completed',
  'No-show': 'marked a no-show',
} as const;

/**
 * Confirm, Cancel (with a reason), Complete or No-show. The check and the change are one
 * conditional write: of two staff acting on one booking at once, exactly one wins and the other
 * gets a 409 saying what the booking became.
 */
/** The news of a staff member's change: confirmed and cancelled are told to the diner, the rest only redraw the inbox. */
const STAFF_CHANGE_EVENTS: Partial<Record<StaffReservationChangeRequest['status'], ReservationEventType>> = {
  Confirmed: 'reservation.confirmed',
  Cancelled: 'reservation.cancelled',
};

export async function changeStaffReservationStatus(
  db: Executor,
  /** A cancelled booking's pre-order goes with it (decision 0043). */
  orders: OrderLife,
  principal: StaffPrincipal,
  id: string,
  change: StaffReservationChangeRequest,
  now: Date,
): Promise<ReservationRecord> {
  const tenantId = principal.tenantId;
  const { row, restaurant } = await loadReservation(db, tenantId, id);
  if (!worksAt(principal, row.restaurant_id)) throw notFound('Reservation');
  const reason = change.reason?.trim() || null;
  if (change.status === 'Cancelled' && !reason) {
    throw badRequest(RESERVATION_CHANGE_MESSAGES.reasonRequired, 'REASON_REQUIRED');
  }
  const allowed = RESERVATION_TRANSITIONS[change.status];
  const expected = change.expectedStatus ?? null;
  // Acting on what the person saw: only from that status (when it is one the change may start from).
  const from = expected === null ? allowed : allowed.filter((s) => s === expected);
  const at = now.toISOString();
  const { changed, order, events } = await db.transaction().execute(async (trx) => {
    const changed = await changeReservationStatus(trx, tenantId, row.id, {
      from,
      to: change.status,
      at,
      cancelReason: change.status === 'Cancelled' ? reason : null,
      cancelledBy: change.status === 'Cancelled' ? 'restaurant' : null,
    });
    if (!changed) return { changed, order: null, events: [] };
    const type = STAFF_CHANGE_EVENTS[change.status] ?? 'reservation.updated';
    const event = await writeReservationEvent(trx, tenantId, restaurant, row.id, type, now);
    // A cancelled table takes its pre-order with it, and all the order's money comes back.
    const cancelsOrder = change.status === 'Cancelled';
    return {
      changed,
      order: cancelsOrder ? await orders.cancelPreOrder(trx, tenantId, row.id, 'restaurant', at) : null,
      events: [event],
    };
  });
  const record = { ...(await recordOf(db, tenantId, row.id, now)), cancelledOrder: order, events };
  if (!changed) {
    const current = record.reservation;
    const now = current.status.toLowerCase();
    throw new HttpError(
      409,
      'RESERVATION_STATUS_CONFLICT',
      expected !== null && expected !== current.status && allowed.includes(expected)
        ? `Reservation #${current.reservationNumber} is ${now} now (it was ${expected.toLowerCase()} when you chose), so it was not ${STAFF_VERBS[change.status]}. Please check it and try again.`
        : `Reservation #${current.reservationNumber} is ${now}; only a ${allowed
            .map((s) => s.toLowerCase())
            .join(' or ')} reservation can be ${STAFF_VERBS[change.status]}.`,
    );
  }
  return record;
}

export async function getReservationSettings(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
): Promise<StaffReservationSettings> {
  if (!worksAt(principal, restaurantId)) throw notFound('Restaurant');
  const restaurant = await requireRestaurant(db, principal.tenantId, restaurantId);
  return {
    restaurantId,
    reservation_change_cutoff_minutes: restaurantSettingsOf(restaurant).reservation_change_cutoff_minutes,
  };
}

export async function updateReservationSettings(
  db: Executor,
  principal: StaffPrincipal,
  settings: StaffReservationSettings,
  now: Date,
): Promise<StaffReservationSettings> {
  if (!worksAt(principal, settings.restaurantId)) throw notFound('Restaurant');
  requireOwner(principal, RESERVATION_CHANGE_MESSAGES.ownerOnlyCutoff);
  const { reservation_change_cutoff_minutes: minutes, restaurantId } = settings;
  const before = await getReservationSettings(db, principal, restaurantId);
  const patch = { reservation_change_cutoff_minutes: minutes };
  await auditedOwnerWrite(
    db,
    principal,
    now,
    'Restaurant',
    async (trx) =>
      (await mergeRestaurantSettings(trx, principal.tenantId, restaurantId, patch, now.toISOString()))
        ? patch
        : undefined,
    (after) => ({
      entity: 'reservation_settings',
      entityId: restaurantId,
      restaurantId,
      action: 'update',
      before: { reservation_change_cutoff_minutes: before.reservation_change_cutoff_minutes },
      after,
      summary: `Reservations can be changed until ${minutes} minutes before`,
    }),
  );
  return getReservationSettings(db, principal, restaurantId);
}

/* ------------------------------------------------------------ the diner's side */

/** The booking a diner's manage link (or My Reservations) opens. */
export async function getDinerReservation(
  db: Executor,
  tenantId: string,
  id: string,
  now: Date,
): Promise<ReservationResponse & { record: ReservationRecord }> {
  const record = await recordOf(db, tenantId, id, now);
  return {
    reservation: record.reservation,
    restaurantSettings: timeSettingsOf(record.restaurant),
    record,
  };
}

/** Checks that the diner may still change the booking themselves (active, before the cut-off). */
function requireChangeable(reservation: ApiReservation): void {
  if (!ACTIVE_RESERVATION_STATUSES.includes(reservation.status)) {
    throw conflict(RESERVATION_CHANGE_MESSAGES.notActive, 'RESERVATION_NOT_ACTIVE');
  }
  if (reservation.changeableUntil === null) {
    throw conflict(RESERVATION_CHANGE_MESSAGES.pastCutoff, 'PAST_CUTOFF');
  }
}

/** A member's own reservation, or a 404 (another member's is answered like an unknown one). */
export async function requireMemberReservation(
  db: Executor,
  tenantId: string,
  customerId: string,
  id: string,
): Promise<void> {
  const row = isId(id) ? await findReservation(db, tenantId, id) : undefined;
  if (!row || row.customer_id !== customerId) throw notFound('Reservation');
}

/** The diner cancels their booking, before the restaurant's cut-off. */
export async function cancelByDiner(
  db: Executor,
  /** The booking's pre-order goes with it (decision 0043). */
  orders: OrderLife,
  tenantId: string,
  id: string,
  now: Date,
): Promise<ReservationRecord> {
  const { reservation, restaurant } = await recordOf(db, tenantId, id, now);
  requireChangeable(reservation);
  const at = now.toISOString();
  const { changed, order, events } = await db.transaction().execute(async (trx) => {
    const changed = await changeReservationStatus(trx, tenantId, id, {
      from: ACTIVE_RESERVATION_STATUSES,
      to: 'Cancelled',
      at,
      cancelReason: 'Cancelled by the guest',
      cancelledBy: 'diner',
      when: { reservedDate: reservation.reservedDate, reservedTime: reservation.reservedTime },
    });
    if (!changed) return { changed, order: null, events: [] };
    const event = await writeReservationEvent(trx, tenantId, restaurant, id, 'reservation.cancelled', now);
    // Its pre-order goes with it, with all its money (decision 0043).
    return { changed, order: await orders.cancelPreOrder(trx, tenantId, id, 'diner', at), events: [event] };
  });
  if (!changed) throw conflict(RESERVATION_CHANGE_MESSAGES.notActive, 'RESERVATION_NOT_ACTIVE');
  return { ...(await recordOf(db, tenantId, id, now)), cancelledOrder: order, events };
}

/**
 * The diner moves their booking to another time the form offers, with room (same rules as
 * booking), before the cut-off. It goes back to Pending: the team confirms the new time.
 */
export async function moveByDiner(
  db: Executor,
  tenantId: string,
  id: string,
  to: ReservationMoveRequest,
  now: Date,
): Promise<ReservationRecord> {
  const { restaurant } = await loadReservation(db, tenantId, id);
  const { reservation } = await recordOf(db, tenantId, id, now);
  requireChangeable(reservation);
  if (to.reservedDate === reservation.reservedDate && to.reservedTime === reservation.reservedTime) {
    throw badRequest(RESERVATION_CHANGE_MESSAGES.sameTime, 'SAME_TIME');
  }
  // The kitchen prepares a pre-order for its table time: such a booking is cancelled, never moved.
  if (await findReservationOrderId(db, tenantId, id)) {
    throw conflict(DINE_IN_MESSAGES.moveWithOrder, 'RESERVATION_HAS_ORDER');
  }
  await requireBookableTime(db, tenantId, restaurant, to, now);
  const movedFrom = { reservedDate: reservation.reservedDate, reservedTime: reservation.reservedTime };
  const events = await db.transaction().execute(async (trx) => {
    await lockReservationBook(trx, tenantId);
    await requireRoom(trx, restaurant, { tenantId, restaurantId: restaurant.id, ...to });
    const moved = await moveReservation(trx, tenantId, id, reservation, to, now.toISOString());
    if (!moved) return null;
    return [await writeReservationEvent(trx, tenantId, restaurant, id, 'reservation.moved', now, movedFrom)];
  });
  if (!events) throw conflict(RESERVATION_CHANGE_MESSAGES.notActive, 'RESERVATION_NOT_ACTIVE');
  return { ...(await recordOf(db, tenantId, id, now)), movedFrom, events };
}

/** A page of the member's reservations, the latest date and time first. */
export const listMemberReservations = memberList(
  RESERVATION_PAGE_KEYS,
  listCustomerReservations,
  (rows, { now }) =>
    rows.map((row) =>
      presentReservation(
        row,
        {
          id: row.restaurant_id,
          name: row.restaurant_name,
          address_1: row.restaurant_address_1,
          city_town: row.restaurant_city_town,
          phone: row.restaurant_phone,
          settings: row.restaurant_settings,
        },
        now,
      ),
    ),
);
