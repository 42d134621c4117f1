/*
 * Who is told of a booking's changes (issue 26; decision 0063), as the order's transition table
 * says it for orders: each change writes its event, and the subscribers of these audiences hear it.
 */

export type ReservationEventType =
  | 'reservation.created'
  | 'reservation.confirmed'
  | 'reservation.cancelled'
  | 'reservation.moved'
  | 'reservation.updated';

export type ReservationAudience = 'staff board' | 'diner mail' | 'restaurant mail' | 'integrations';

export const RESERVATION_NEWS_AUDIENCE: Readonly<
  Record<ReservationEventType, readonly ReservationAudience[]>
> = {
  'reservation.created': ['staff board', 'diner mail', 'restaurant mail', 'integrations'],
  'reservation.confirmed': ['staff board', 'diner mail', 'integrations'],
  'reservation.cancelled': ['staff board', 'diner mail', 'integrations'],
  // A moved booking is new to the restaurant at its new time; integrators see it as an update.
  'reservation.moved': ['staff board', 'diner mail', 'restaurant mail'],
  // A note or a table changed by staff: the inbox redraws it, nobody is mailed.
  'reservation.updated': ['staff board'],
};
