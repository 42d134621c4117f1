/* POST /api/eater/tenants/{id}/reservations answers the booking and how to show its times (ordering-core §3). */
import type { ApiReservation } from './accounts';
import type { RestaurantSettings } from './settings';

export interface ReservationResponse {
  reservation: ApiReservation;
  restaurantSettings: Pick<
    RestaurantSettings,
    'time_zone' | 'time_format' | 'date_format' | 'datetime_format'
  >;
}
