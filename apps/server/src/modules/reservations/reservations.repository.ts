import type { Executor } from '../../db/executor';
import type { NewRow } from '../../db/schema';

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
