import { reservationChangeableUntil, type ApiReservation } from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { ReservationsTable, RestaurantRow } from '../../db/schema';
import { restaurantSettingsOf } from '../restaurants/restaurants.presenter';

export type ReservationRestaurantFields = Pick<
  RestaurantRow,
  'id' | 'name' | 'address_1' | 'city_town' | 'phone' | 'settings'
>;

/** A reservation in the spec's shape (the member area's list, the booking's answer, the staff inbox). */
export function presentReservation(
  row: Selectable<ReservationsTable>,
  restaurant: ReservationRestaurantFields,
  now: Date,
): ApiReservation {
  const status = row.status === 'Completed' && row.no_show === 1 ? 'No-show' : row.status;
  const until = reservationChangeableUntil(
    { status, reservedDate: row.reserved_date, reservedTime: row.reserved_time },
    restaurantSettingsOf(restaurant),
    now.getTime(),
  );
  return {
    _id: row.id,
    reservationNumber: row.reservation_number,
    status,
    restaurant: {
      _id: restaurant.id,
      name: restaurant.name,
      address_1: restaurant.address_1,
      city_town: restaurant.city_town,
      phone: restaurant.phone,
    },
    reservedDate: row.reserved_date,
    reservedTime: row.reserved_time,
    partySize: row.party_size,
    nameReservedUnder: row.name_reserved_under,
    email: row.email,
    telephone: row.telephone,
    note: row.note,
    cancelReason: row.cancel_reason,
    changeableUntil: until === null ? null : new Date(until).toISOString(),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    locale: row.locale,
  };
}
