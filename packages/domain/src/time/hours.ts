/*
 * The open/closed model (spec §4 "Open or closed"). A day's opening is anchored on the local date it
 * starts; a closing time at or before the opening time means the opening runs past midnight.
 */
import type { RegularBusinessHours, TimeOfDayRange, Weekday } from '../contract/settings';
import {
  MINUTES_PER_DAY,
  formatClock,
  nonNegativeMinutes,
  parseClock,
  type ClockFormat,
  type TimeFormat,
} from './clock';
import {
  addDays,
  datePartOf,
  localDateOf,
  safeTimeZone,
  toEpochMs,
  weekdayOf,
  zonedInstant,
  type EpochMs,
  type InstantLike,
  type LocalDate,
} from './zoned';

export interface HolidayHours {
  /** 'YYYY-MM-DD' (a longer ISO string is read by its date part). */
  date: string;
  is_open: boolean;
  open_time: string | null;
  close_time: string | null;
}

/** Regular hours as stored; a missing weekday reads as closed. */
export type RegularHoursInput =
  Partial<Record<Weekday, TimeOfDayRange>> | RegularBusinessHours | null | undefined;
export type HolidaysInput = readonly HolidayHours[] | null | undefined;

/** Half-open: open at `start`, closed again at `end`. */
export interface TimeInterval {
  start: EpochMs;
  end: EpochMs;
}

/**
 * Opening and closing minutes of the opening that starts on `localDate`; `close` is above 1440 when
 * it closes after midnight (1440 itself is a '12:00 AM' close). Null when closed that day.
 */
export interface DayHours {
  open: number;
  close: number;
}

export function holidayOn(localDate: LocalDate, holidays: HolidaysInput): HolidayHours | undefined {
  return (holidays ?? []).find((h) => datePartOf(h.date) === localDate);
}

export function businessHoursOn(
  localDate: LocalDate,
  regularHours: RegularHoursInput,
  holidays: HolidaysInput,
): DayHours | null {
  // A holiday entry replaces the weekday entirely, including making a normally closed day open.
  const source = holidayOn(localDate, holidays) ?? regularHours?.[weekdayOf(localDate)];
  if (!source || !source.is_open) return null;
  const open = parseClock(source.open_time);
  const close = parseClock(source.close_time);
  if (open === null || close === null) return null;
  return { open, close: close <= open ? close + MINUTES_PER_DAY : close };
}

/** Whether `localDate` is a holiday marked closed: closed for the whole of that date. */
export function isClosedHoliday(localDate: LocalDate, holidays: HolidaysInput): boolean {
  return holidayOn(localDate, holidays)?.is_open === false;
}

/**
 * The opening that starts on `localDate`, as instants: zero or one interval. An overnight opening
 * stops at midnight when the next date is a closed holiday: a closed holiday covers its whole date,
 * the after-midnight hours of the night before included.
 */
export function openingIntervalsOn(
  localDate: LocalDate,
  regularHours: RegularHoursInput,
  holidays: HolidaysInput,
  timeZone: string,
): TimeInterval[] {
  const hours = businessHoursOn(localDate, regularHours, holidays);
  if (!hours) return [];
  const tz = safeTimeZone(timeZone);
  const close =
    hours.close > MINUTES_PER_DAY && isClosedHoliday(addDays(localDate, 1), holidays)
      ? MINUTES_PER_DAY
      : hours.close;
  const start = zonedInstant(localDate, hours.open, tz);
  const end = zonedInstant(localDate, close, tz);
  // Only a DST gap could fold an interval onto itself; an empty interval is no opening.
  return end > start ? [{ start, end }] : [];
}

/**
 * Openings that may contain instants of the local date `localDate`: yesterday's (it may run past
 * midnight) and today's. An opening is at most 24 hours, so nothing older can reach today.
 */
export function openingIntervalsAround(
  localDate: LocalDate,
  regularHours: RegularHoursInput,
  holidays: HolidaysInput,
  timeZone: string,
): TimeInterval[] {
  return [
    ...openingIntervalsOn(addDays(localDate, -1), regularHours, holidays, timeZone),
    ...openingIntervalsOn(localDate, regularHours, holidays, timeZone),
  ];
}

function contains(interval: TimeInterval, t: EpochMs): boolean {
  return interval.start <= t && t < interval.end;
}

export function isOpenAt(
  now: InstantLike,
  regularHours: RegularHoursInput,
  holidays: HolidaysInput,
  timeZone: string,
): boolean {
  const t = toEpochMs(now);
  const today = localDateOf(t, timeZone);
  return openingIntervalsAround(today, regularHours, holidays, timeZone).some((i) => contains(i, t));
}

/**
 * Online ordering opens `online_order_start` minutes after opening and stops `online_order_end`
 * minutes before closing. Null when that leaves nothing.
 */
export function onlineOrderingWindow(
  interval: TimeInterval,
  online_order_start: number | null | undefined,
  online_order_end: number | null | undefined,
): TimeInterval | null {
  const start = interval.start + nonNegativeMinutes(online_order_start) * 60_000;
  const end = interval.end - nonNegativeMinutes(online_order_end) * 60_000;
  return end > start ? { start, end } : null;
}

export interface OnlineOrderingRestaurant {
  regular_business_hours: RegularHoursInput;
  holiday_hours?: HolidaysInput;
  settings: {
    time_zone: string;
    /** When present and false, online ordering is switched off whatever the hours. */
    online_ordering?: boolean;
    online_order_start: number;
    online_order_end: number;
  };
}

/**
 * Whether an ASAP order can be placed now: inside the online ordering window of today's opening
 * or of yesterday's overnight one. When false the storefront shows the pre-order notice.
 */
export function isAcceptingOnlineOrdersAt(now: InstantLike, restaurant: OnlineOrderingRestaurant): boolean {
  const { settings } = restaurant;
  if (settings.online_ordering === false) return false;
  const t = toEpochMs(now);
  const today = localDateOf(t, settings.time_zone);
  return openingIntervalsAround(
    today,
    restaurant.regular_business_hours,
    restaurant.holiday_hours,
    settings.time_zone,
  )
    .map((i) => onlineOrderingWindow(i, settings.online_order_start, settings.online_order_end))
    .some((w) => w !== null && contains(w, t));
}

/**
 * "11:00 AM - 9:00 PM" for the opening that starts today, or "Closed". Printed from the stored
 * clock times, not from instants, so a DST day still shows the hours the restaurant posted.
 */
export function todayHoursLabel(
  now: InstantLike,
  regularHours: RegularHoursInput,
  holidays: HolidaysInput,
  timeZone: string,
  timeFormat: TimeFormat = '12',
  clock: ClockFormat = formatClock,
): string {
  return hoursLabel(businessHoursOn(localDateOf(now, timeZone), regularHours, holidays), timeFormat, clock);
}

/**
 * "11:00 AM - 9:00 PM" or "Closed" for hours from `businessHoursOn`; times written by `clock` (a
 * language's: "11 h 00 - 21 h 00").
 */
export function hoursLabel(
  hours: DayHours | null,
  timeFormat: TimeFormat = '12',
  clock: ClockFormat = formatClock,
): string {
  if (!hours) return 'Closed';
  return `${clock(hours.open, timeFormat)} - ${clock(hours.close, timeFormat)}`;
}
