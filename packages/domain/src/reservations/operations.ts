/*
 * What happens to a reservation after it is booked (issue 15): the statuses staff may set and from
 * which, the diner's own cancel / move window, and the instant a booking stands for.
 */
import type { ApiReservation, ReservationStatus } from '../contract/accounts';
import { zonedInstant, type EpochMs } from '../time/zoned';

/** The statuses staff set from the inbox. */
export type StaffReservationStatus = 'Confirmed' | 'Cancelled' | 'Completed' | 'No-show';

/**
 * What each staff change requires the reservation to be in now. A booking nobody confirmed can still
 * be completed or marked a no-show: the party came (or did not) either way.
 */
export const RESERVATION_TRANSITIONS: Readonly<Record<StaffReservationStatus, readonly ReservationStatus[]>> =
  {
    Confirmed: ['Pending'],
    Cancelled: ['Pending', 'Confirmed'],
    Completed: ['Pending', 'Confirmed'],
    'No-show': ['Pending', 'Confirmed'],
  };

/** The statuses that still hold a table (and that a diner may cancel or move). */
export const ACTIVE_RESERVATION_STATUSES: readonly ReservationStatus[] = ['Pending', 'Confirmed'];

export const RESERVATION_CHANGE_MESSAGES = {
  reasonRequired: 'Please enter a reason for the cancellation',
  pastCutoff:
    'This reservation can no longer be changed online. Please call the restaurant to change or cancel it.',
  notActive: 'This reservation is no longer active, so it cannot be changed.',
  linkInvalid: 'This reservation link is not valid. Please use the link from your latest email.',
  sameTime: 'Please choose a different time.',
  ownerOnlyCutoff: 'Only the owner can change how long before a booking guests may change it.',
} as const;

/** The instant a reservation stands for: its date and 'HH:mm' on the restaurant's wall clock. */
export function reservationInstant(date: string, time: string, timeZone: string): EpochMs {
  const [h, m] = time.split(':').map(Number);
  return zonedInstant(date, (h ?? 0) * 60 + (m ?? 0), timeZone);
}

/**
 * Until when a diner may cancel or move a booking themselves: `cutoffMinutes` before it, while it
 * is Pending or Confirmed; null once that moment has passed or the booking is no longer active.
 */
export function reservationChangeableUntil(
  reservation: Pick<ApiReservation, 'status' | 'reservedDate' | 'reservedTime'>,
  settings: { time_zone: string; reservation_change_cutoff_minutes: number },
  now: EpochMs,
): EpochMs | null {
  if (!ACTIVE_RESERVATION_STATUSES.includes(reservation.status)) return null;
  const until =
    reservationInstant(reservation.reservedDate, reservation.reservedTime, settings.time_zone) -
    Math.max(0, settings.reservation_change_cutoff_minutes) * 60_000;
  return now < until ? until : null;
}
