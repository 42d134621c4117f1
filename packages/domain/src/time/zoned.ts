/*
 * The only place (with the rest of time/) that knows about time zones. Everything else works with
 * epoch milliseconds (instants) and 'YYYY-MM-DD' strings (local dates in the restaurant's zone).
 */
import { Temporal } from '@js-temporal/polyfill';
import { WEEKDAYS, type Weekday } from '../contract/settings';
import { MINUTES_PER_DAY } from './clock';

/** 'YYYY-MM-DD', a calendar date in the restaurant's time zone. */
export type LocalDate = string;
/** Milliseconds since the Unix epoch. */
export type EpochMs = number;
export type InstantLike = Date | number;

export const FALLBACK_TIME_ZONE = 'UTC';

/** An unknown or missing zone must not break a page, so it reads as UTC (spec: falls back to UTC). */
export function safeTimeZone(tz: string | null | undefined): string {
  if (typeof tz !== 'string' || tz.trim() === '') return FALLBACK_TIME_ZONE;
  try {
    return Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(tz.trim()).timeZoneId;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

export function toEpochMs(instant: InstantLike): EpochMs {
  const ms = instant instanceof Date ? instant.getTime() : instant;
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  // Temporal wants whole milliseconds; sub-millisecond precision means nothing here.
  return Math.floor(ms);
}

function zoned(instant: InstantLike, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(toEpochMs(instant)).toZonedDateTimeISO(
    safeTimeZone(timeZone),
  );
}

/** The restaurant's calendar date at that instant. */
export function localDateOf(instant: InstantLike, timeZone: string): LocalDate {
  return zoned(instant, timeZone).toPlainDate().toString();
}

/** Minutes since local midnight (0..1439) at that instant, as a wall clock in that zone shows it. */
export function minutesSinceMidnightOf(instant: InstantLike, timeZone: string): number {
  const z = zoned(instant, timeZone);
  return z.hour * 60 + z.minute;
}

/** Throws RangeError for anything but a real 'YYYY-MM-DD' date. */
function plainDate(localDate: LocalDate): Temporal.PlainDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(localDate)) throw new RangeError(`Not a local date: ${localDate}`);
  return Temporal.PlainDate.from(localDate, { overflow: 'reject' });
}

export function weekdayOf(localDate: LocalDate): Weekday {
  // Temporal numbers Monday 1 to Sunday 7; WEEKDAYS starts on Sunday.
  return WEEKDAYS[plainDate(localDate).dayOfWeek % 7] as Weekday;
}

export function addDays(localDate: LocalDate, n: number): LocalDate {
  return plainDate(localDate).add({ days: n }).toString();
}

/**
 * The instant when the wall clock in `timeZone` shows `minutesSinceMidnight` on `localDate`.
 * Minutes of 1440 or more land on the following days (an overnight closing time). A wall time that
 * does not exist (spring forward) moves forward by the gap and an ambiguous one (fall back) takes
 * the earlier instant: Temporal's 'compatible' rule, the same as `Date` and most calendars.
 */
export function zonedInstant(localDate: LocalDate, minutesSinceMidnight: number, timeZone: string): EpochMs {
  const minutes = Math.floor(minutesSinceMidnight);
  const dayOffset = Math.floor(minutes / MINUTES_PER_DAY);
  const inDay = minutes - dayOffset * MINUTES_PER_DAY;
  return plainDate(localDate)
    .add({ days: dayOffset })
    .toPlainDateTime({ hour: Math.floor(inDay / 60), minute: inDay % 60 })
    .toZonedDateTime(safeTimeZone(timeZone), { disambiguation: 'compatible' }).epochMilliseconds;
}

/**
 * The 'YYYY-MM-DD' date part of a stored date ('2026-03-08' or '2026-03-08T05:00:00.000Z'), or
 * null when it does not start with a real date. The date part is taken as written, not converted.
 */
export function datePartOf(text: string | null | undefined): LocalDate | null {
  if (typeof text !== 'string') return null;
  const candidate = text.trim().slice(0, 10);
  try {
    return plainDate(candidate).toString();
  } catch {
    return null;
  }
}

/** The first instant of `localDate` (usually midnight; later where a DST change skips midnight). */
export function startOfLocalDay(localDate: LocalDate, timeZone: string): EpochMs {
  return plainDate(localDate).toZonedDateTime(safeTimeZone(timeZone)).startOfDay().epochMilliseconds;
}
