/*
 * Scheduled pickup and delivery times (spec §4 "Pickup time", §5 "A time slot is available only
 * if ..."). Slots are instants; a slot belongs to the local calendar date on which it falls, so
 * `pickupDate` + `pickupTime` on the wire always name the slot's own date and time, also for the
 * after-midnight part of an overnight opening.
 */
import type { DeliveryMethod, RestaurantSettings, RushHourDay, Weekday } from '../contract/settings';
import { MINUTES_PER_DAY, nonNegativeMinutes, parseClock } from './clock';
import {
  onlineOrderingWindow,
  openingIntervalsAround,
  type HolidaysInput,
  type RegularHoursInput,
} from './hours';
import {
  addDays,
  localDateOf,
  safeTimeZone,
  startOfLocalDay,
  toEpochMs,
  weekdayOf,
  zonedInstant,
  type EpochMs,
  type InstantLike,
  type LocalDate,
} from './zoned';

export const DEFAULT_SLOT_INTERVAL_MINUTES = 15;

export interface PickupSlotInputs {
  now: InstantLike;
  timeZone: string;
  regularHours: RegularHoursInput;
  holidays: HolidaysInput;
  /** From `leadTimeMinutes`. */
  leadTimeMinutes: number;
  /** pickup_time_interval_in_minutes or delivery_time_interval_in_minutes; 0 or missing means 15. */
  intervalMinutes?: number | null;
  onlineOrderStart: number;
  onlineOrderEnd: number;
}

export interface PickupDatesInputs extends PickupSlotInputs {
  /** How many local dates to look at, today included. */
  days: number;
}

function slotIntervalMinutes(value: number | null | undefined): number {
  const minutes = nonNegativeMinutes(value);
  return minutes > 0 ? minutes : DEFAULT_SLOT_INTERVAL_MINUTES;
}

/**
 * The pickup instants offered on `localDate`, strictly increasing. Each opening's slots lie on a
 * grid of `intervalMinutes` from its window start (opening + online_order_start) up to its window
 * end (closing - online_order_end) inclusive, and are later than now + lead time. The grid steps
 * in real minutes, so a DST change inside an opening neither skips nor repeats a slot's instant.
 */
export function pickupSlotsOn(localDate: LocalDate, inputs: PickupSlotInputs): EpochMs[] {
  const tz = safeTimeZone(inputs.timeZone);
  // The lead time applies to every date, not only today: a lead time longer than the rest of
  // today must not offer tomorrow's earliest slots either.
  const earliestExclusive = toEpochMs(inputs.now) + nonNegativeMinutes(inputs.leadTimeMinutes) * 60_000;
  const step = slotIntervalMinutes(inputs.intervalMinutes) * 60_000;
  const dayStart = startOfLocalDay(localDate, tz);
  const dayEnd = startOfLocalDay(addDays(localDate, 1), tz);

  const slots = new Set<EpochMs>();
  for (const opening of openingIntervalsAround(localDate, inputs.regularHours, inputs.holidays, tz)) {
    const window = onlineOrderingWindow(opening, inputs.onlineOrderStart, inputs.onlineOrderEnd);
    if (!window) continue;
    for (let t = window.start; t <= window.end; t += step) {
      if (t > earliestExclusive && t >= dayStart && t < dayEnd) slots.add(t);
    }
  }
  // Two openings can overlap (an overnight closing after the next opening); keep each instant once.
  return [...slots].sort((a, b) => a - b);
}

/** The local dates, from today for `days` days, that still have at least one slot. */
export function availablePickupDates(inputs: PickupDatesInputs): LocalDate[] {
  const today = localDateOf(inputs.now, safeTimeZone(inputs.timeZone));
  const dates: LocalDate[] = [];
  for (let i = 0; i < Math.floor(inputs.days); i += 1) {
    const date = addDays(today, i);
    if (pickupSlotsOn(date, inputs).length > 0) dates.push(date);
  }
  return dates;
}

export interface LeadTimeInputs {
  now: InstantLike;
  timeZone: string;
  deliveryMethod: DeliveryMethod;
  settings: Pick<RestaurantSettings, 'online_order_lead_time' | 'delivery_order_lead_time'>;
  rushHours: Partial<Record<Weekday, RushHourDay>> | null | undefined;
}

/**
 * Minutes from now to the earliest pickup or delivery: online_order_lead_time for Pickup,
 * delivery_order_lead_time for Delivery, replaced by the rush-hour lead time while now is strictly
 * inside an enabled rush window (its first and last instants are not rush hour). A rush window
 * whose end is at or before its start runs past midnight, like business hours, so yesterday's
 * window can still hold now.
 */
export function leadTimeMinutes(inputs: LeadTimeInputs): number {
  const pickup = inputs.deliveryMethod === 'Pickup';
  const { settings } = inputs;
  const tz = safeTimeZone(inputs.timeZone);
  const t = toEpochMs(inputs.now);
  const today = localDateOf(t, tz);
  // Today's window first: when two windows hold now, the one that started today is the current one.
  const rush = [today, addDays(today, -1)]
    .map((date) => rushWindowOn(date, inputs.rushHours, tz))
    .find((w) => w !== null && w.start < t && t < w.end);
  if (rush)
    return nonNegativeMinutes(pickup ? rush.day.online_order_lead_time : rush.day.delivery_order_lead_time);
  return nonNegativeMinutes(pickup ? settings.online_order_lead_time : settings.delivery_order_lead_time);
}

function rushWindowOn(
  localDate: LocalDate,
  rushHours: LeadTimeInputs['rushHours'],
  tz: string,
): { start: EpochMs; end: EpochMs; day: RushHourDay } | null {
  const day = rushHours?.[weekdayOf(localDate)];
  if (!day || day.disabled) return null;
  const start = parseClock(day.rush_hour_start);
  const end = parseClock(day.rush_hour_end);
  if (start === null || end === null) return null;
  return {
    start: zonedInstant(localDate, start, tz),
    end: zonedInstant(localDate, end <= start ? end + MINUTES_PER_DAY : end, tz),
    day,
  };
}
