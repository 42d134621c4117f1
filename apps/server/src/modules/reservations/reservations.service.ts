import {
  RESERVATION_MESSAGES,
  addDays,
  bookableSlot,
  localDateOf,
  safeTimeZone,
  type ReservationResponse,
  type reservationRequestSchema,
} from '@storefront/domain';
import type { z } from 'zod';
import { newId } from '../../db/ids';
import { HttpError } from '../../http/errors';
import {
  presentHolidayHours,
  presentRestaurant,
  restaurantSettingsOf,
} from '../restaurants/restaurants.presenter';
import { listHolidayHours, requireRestaurant } from '../restaurants/restaurants.service';
import { findTenantById, takeTenantNumber } from '../tenants/tenants.service';
import { tenantSettingsOf } from '../tenants/tenants.presenter';
import { presentReservation } from './reservations.presenter';
import type { Executor } from '../../db/executor';
import { countActiveReservations, findActiveReservation, insertReservation } from './reservations.repository';

export type ReservationInput = z.output<typeof reservationRequestSchema>;

const conflict = (message: string, code: string) => new HttpError(409, code, message);

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
): Promise<{ created: boolean; response: ReservationResponse }> {
  const tenant = await findTenantById(db, tenantId);
  const restaurant = await requireRestaurant(db, tenantId, input.restaurant);
  const settings = restaurantSettingsOf(restaurant);
  if (!tenant || !tenantSettingsOf(tenant).online_reservation || !settings.online_reservation) {
    throw conflict(RESERVATION_MESSAGES.closed, 'RESERVATIONS_CLOSED');
  }
  const respond = (row: Parameters<typeof presentReservation>[0]): ReservationResponse => ({
    reservation: presentReservation(row, restaurant),
    restaurantSettings: {
      time_zone: settings.time_zone,
      time_format: settings.time_format,
      date_format: settings.date_format,
      datetime_format: settings.datetime_format,
    },
  });

  if (input.partySize > settings.max_party_size) {
    throw new HttpError(
      400,
      'PARTY_TOO_LARGE',
      `We take online reservations for up to ${settings.max_party_size} people.`,
    );
  }
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
    input.reservedDate,
    input.reservedTime,
    now,
  );
  if (slot === null) throw conflict(RESERVATION_MESSAGES.unavailable, 'TIME_UNAVAILABLE');

  return db.transaction().execute(async (trx) => {
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
    if (same) return { created: false, response: respond(same) };

    if (
      settings.max_reservations_per_slot > 0 &&
      (await countActiveReservations(trx, slotKey)) >= settings.max_reservations_per_slot
    )
      throw conflict(RESERVATION_MESSAGES.full, 'SLOT_FULL');

    const at = now.toISOString();
    const row = {
      id: newId(),
      tenant_id: tenantId,
      restaurant_id: restaurant.id,
      customer_id: customerId,
      reservation_number: number,
      status: 'Pending' as const,
      name_reserved_under: input.nameReservedUnder,
      email: input.email,
      telephone: input.telephone,
      reserved_date: input.reservedDate,
      reserved_time: input.reservedTime,
      party_size: input.partySize,
      note: input.note || null,
      created_at: at,
      updated_at: at,
    };
    await insertReservation(trx, row);
    return { created: true, response: respond(row) };
  });
}
