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

/** A reservation in the staff inbox. */
export type StaffReservation = ApiReservation;

/** GET /api/staff/reservations: one page of a restaurant's bookings from a date on, by date and time. */
export interface StaffReservationsResponse {
  reservations: StaffReservation[];
  page: number;
  pageSize: number;
  total: number;
  /** Pending bookings from today on, whatever the page: the inbox's count badge. */
  pending: number;
}

/** POST /api/staff/reservations/{id}/status */
export interface StaffReservationChangeRequest {
  status: 'Confirmed' | 'Cancelled' | 'Completed' | 'No-show';
  /** Required when cancelling; the diner's mail quotes it. */
  reason?: string | null;
  /**
   * The status the person saw when they chose (the console always sends it): the change is made only
   * if the booking is still in it, so of two people acting at once exactly one wins.
   */
  expectedStatus?: ApiReservation['status'] | null;
}

/** GET and PUT /api/staff/reservation-settings?restaurantId=… */
export interface StaffReservationSettings {
  restaurantId: string;
  reservation_change_cutoff_minutes: number;
}

/** GET /api/eater/tenants/{id}/reservations/manage/{token}: the booking a mail link opens. */
export type ManagedReservationResponse = ReservationResponse;

/** POST …/move: the new date and time (same rules as booking). */
export interface ReservationMoveRequest {
  reservedDate: string;
  reservedTime: string;
}

/** socket.io events of the reservations inbox. */
export const RESERVATION_EVENTS = {
  newReservation: 'new reservation',
  reservationUpdated: 'reservation updated',
} as const;

export interface ReservationEvent {
  restaurantId: string;
  reservation: ApiReservation;
  timeZone: string;
}
