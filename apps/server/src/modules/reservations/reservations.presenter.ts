import type { ApiReservation } from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { ReservationsTable, RestaurantRow } from '../../db/schema';

/** A reservation in the spec's shape (the member area's list and the booking's answer). */
export function presentReservation(
  row: Selectable<ReservationsTable>,
  restaurant: Pick<RestaurantRow, 'id' | 'name' | 'address_1' | 'city_town' | 'phone'>,
): ApiReservation {
  return {
    _id: row.id,
    reservationNumber: row.reservation_number,
    status: row.status,
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
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
