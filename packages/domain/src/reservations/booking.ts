/*
 * Table reservations (ordering-core §5 "Reservation times", "Reservation form"): the dates and times
 * a diner can book and the form's rules. Times are 30-minute steps from opening + online_reservation_start
 * to closing − online_reservation_end; dates are the next open days up to future_reservation_days + 1.
 * The same rules decide on the server whether a requested time is bookable.
 */
import { z } from 'zod';
import type { RestaurantSettings } from '../contract/settings';
import type { HolidaysInput, RegularHoursInput } from '../time/hours';
import { pickupSlotsOn } from '../time/pickup-dates';
import {
  addDays,
  localDateOf,
  minutesSinceMidnightOf,
  safeTimeZone,
  type EpochMs,
  type InstantLike,
  type LocalDate,
} from '../time/zoned';
import { calendarDateSchema, MESSAGES, requiredEmail, requiredPhone, requiredText } from '../validation';

export const RESERVATION_SLOT_MINUTES = 30;

export const RESERVATION_MESSAGES = {
  restaurant: 'Please select restaurant',
  date: 'Please enter date',
  invalidDate: 'Please enter a date that exists, as YYYY-MM-DD.',
  time: 'Please enter time',
  partySize: 'Please enter party size',
  name: 'Please enter name',
  email: 'Please enter email address',
  phone: 'Please enter phone number',
  invalidEmail: MESSAGES.invalidEmail,
  invalidPhone: MESSAGES.invalidPhone,
  note: 'The note can be at most 255 characters.',
  unavailable: 'Sorry, that time is no longer available. Please choose another time.',
  full: 'Sorry, that time is fully booked. Please choose another time.',
  closed: 'Online reservations are not available at this location.',
} as const;

export interface ReservationRestaurant {
  regular_business_hours: RegularHoursInput;
  holiday_hours?: HolidaysInput;
  settings: Pick<
    RestaurantSettings,
    | 'time_zone'
    | 'max_party_size'
    | 'future_reservation_days'
    | 'online_reservation_start'
    | 'online_reservation_end'
  >;
}

function slotInputs(restaurant: ReservationRestaurant, now: InstantLike) {
  return {
    now,
    timeZone: safeTimeZone(restaurant.settings.time_zone),
    regularHours: restaurant.regular_business_hours,
    holidays: restaurant.holiday_hours,
    leadTimeMinutes: 0,
    intervalMinutes: RESERVATION_SLOT_MINUTES,
    onlineOrderStart: restaurant.settings.online_reservation_start,
    onlineOrderEnd: restaurant.settings.online_reservation_end,
  };
}

/** The bookable instants on a local date, later than now. */
export function reservationSlotsOn(
  date: LocalDate,
  restaurant: ReservationRestaurant,
  now: InstantLike,
): EpochMs[] {
  return pickupSlotsOn(date, slotInputs(restaurant, now));
}

/** The local dates, from today through future_reservation_days more, that have a bookable time. */
export function reservationDates(restaurant: ReservationRestaurant, now: InstantLike): LocalDate[] {
  const today = localDateOf(now, safeTimeZone(restaurant.settings.time_zone));
  const dates: LocalDate[] = [];
  for (let i = 0; i <= Math.max(0, Math.floor(restaurant.settings.future_reservation_days)); i++) {
    const date = addDays(today, i);
    if (reservationSlotsOn(date, restaurant, now).length > 0) dates.push(date);
  }
  return dates;
}

/** 'HH:mm' (24 h) of a slot in the restaurant's time zone: the wire form of reservedTime. */
export function reservationTimeOf(slot: EpochMs, timeZone: string): string {
  const minutes = minutesSinceMidnightOf(slot, safeTimeZone(timeZone));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The instant a diner asked for, when it is one of the bookable slots (else null). */
export function bookableSlot(
  restaurant: ReservationRestaurant,
  date: LocalDate,
  time: string,
  now: InstantLike,
): EpochMs | null {
  const lastDate = addDays(
    localDateOf(now, safeTimeZone(restaurant.settings.time_zone)),
    restaurant.settings.future_reservation_days,
  );
  if (date > lastDate) return null;
  const tz = restaurant.settings.time_zone;
  return (
    reservationSlotsOn(date, restaurant, now).find((slot) => reservationTimeOf(slot, tz) === time) ?? null
  );
}

/** The spec's '{n} People', in the singular for one (issue 18): '1 Person', '2 People'. */
export const partySizeLabel = (n: number): string => `${n} ${n === 1 ? 'Person' : 'People'}`;

/** Party sizes 1..max_party_size with their labels. */
export function partySizeOptions(maxPartySize: number): { value: number; label: string }[] {
  const max = Math.max(1, Math.floor(maxPartySize));
  return Array.from({ length: max }, (_, i) => ({ value: i + 1, label: partySizeLabel(i + 1) }));
}

/** POST /tenants/{id}/reservations (ordering-core §7): the spec's payload; `customer` comes from the session. */
export const reservationRequestSchema = z.object({
  restaurant: requiredText(RESERVATION_MESSAGES.restaurant, 64),
  reservedDate: calendarDateSchema({
    required: RESERVATION_MESSAGES.date,
    invalid: RESERVATION_MESSAGES.invalidDate,
  }),
  reservedTime: z
    .string({ message: RESERVATION_MESSAGES.time })
    .regex(/^\d{2}:\d{2}$/, RESERVATION_MESSAGES.time),
  partySize: z
    .number({ message: RESERVATION_MESSAGES.partySize })
    .int(RESERVATION_MESSAGES.partySize)
    .min(1, RESERVATION_MESSAGES.partySize),
  nameReservedUnder: requiredText(RESERVATION_MESSAGES.name, 120),
  email: requiredEmail(RESERVATION_MESSAGES),
  telephone: requiredPhone(RESERVATION_MESSAGES),
  note: z.string().trim().max(255, RESERVATION_MESSAGES.note).nullish(),
  customer: z.unknown().optional(),
});

export type ReservationRequest = z.input<typeof reservationRequestSchema>;
