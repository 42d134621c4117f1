/*
 * The only place (with the rest of time/) that knows about time zones. Everything else works with
 * epoch milliseconds (instants) and 'YYYY-MM-DD' strings (local dates in the restaurant's zone).
 */
import { WEEKDAYS, type Weekday } from '../contract/settings';

/*
 * Built on Intl (the runtime's own time-zone database) rather than a polyfill: the same answers,
 * without 47 KB of JavaScript in the storefront (docs/decisions/0007-time-zones-on-intl.md).
 */

/** 'YYYY-MM-DD', a calendar date in the restaurant's time zone. */
export type LocalDate = string;
/** Milliseconds since the Unix epoch. */
export type EpochMs = number;
export type InstantLike = Date | number;

export const FALLBACK_TIME_ZONE = 'UTC';
const DAY_MS = 86_400_000;

// Formatters are costly to build and immutable: one per zone, reused.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const safeZones = new Map<string, string>();

/** An unknown or missing zone must not break a page, so it reads as UTC (spec: falls back to UTC). */
export function safeTimeZone(tz: string | null | undefined): string {
  if (typeof tz !== 'string' || tz.trim() === '') return FALLBACK_TIME_ZONE;
  let zone = safeZones.get(tz);
  if (zone === undefined) {
    try {
      zone = formatterFor(tz.trim()).resolvedOptions().timeZone;
    } catch {
      zone = FALLBACK_TIME_ZONE;
    }
    safeZones.set(tz, zone);
  }
  return zone;
}

export function toEpochMs(instant: InstantLike): EpochMs {
  const ms = instant instanceof Date ? instant.getTime() : instant;
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  // Sub-millisecond precision means nothing here.
  return Math.floor(ms);
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock of a zone at an instant, read from Intl (slow: see `offsetAt`). */
function intlWallClockOf(ms: EpochMs, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

// Time-zone transitions happen on 15-minute boundaries of UTC (offsets are whole quarter hours
// since the early 1900s), so a zone's offset is constant within each 15-minute bucket. Asking Intl
// once per bucket instead of once per call makes slot and hours computations many times faster.
const BUCKET_MS = 15 * 60_000;
/** Per zone, the offset of each bucket asked for so far (bounded: cleared when it grows large). */
const offsets = new Map<string, Map<number, number>>();

/** The zone's offset from UTC at an instant, in milliseconds (local = UTC + offset). */
function offsetAt(ms: EpochMs, timeZone: string): number {
  const zone = safeTimeZone(timeZone);
  const bucketStart = Math.floor(ms / BUCKET_MS) * BUCKET_MS;
  let zoneOffsets = offsets.get(zone);
  if (!zoneOffsets) {
    zoneOffsets = new Map();
    offsets.set(zone, zoneOffsets);
  }
  let offset = zoneOffsets.get(bucketStart);
  if (offset === undefined) {
    const w = intlWallClockOf(bucketStart, zone);
    offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - bucketStart;
    if (zoneOffsets.size >= 100_000) zoneOffsets.clear();
    zoneOffsets.set(bucketStart, offset);
  }
  return offset;
}

function wallClockOf(ms: EpochMs, timeZone: string): WallClock {
  const local = new Date(ms + offsetAt(ms, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function formatDate(year: number, month: number, day: number): LocalDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The restaurant's calendar date at that instant. */
export function localDateOf(instant: InstantLike, timeZone: string): LocalDate {
  const w = wallClockOf(toEpochMs(instant), timeZone);
  return formatDate(w.year, w.month, w.day);
}

/** Minutes since local midnight (0..1439) at that instant, as a wall clock in that zone shows it. */
export function minutesSinceMidnightOf(instant: InstantLike, timeZone: string): number {
  const w = wallClockOf(toEpochMs(instant), timeZone);
  return w.hour * 60 + w.minute;
}

/*
 * Pricing one order reads the same few dates dozens of times (each promotion's window, the pickup
 * day, the opening hours around it): the days of dates already read are kept, up to a bound.
 */
const EPOCH_DAYS_KEPT = 4096;
const epochDays = new Map<string, number>();

/** Days since the epoch of a real 'YYYY-MM-DD' date; throws RangeError for anything else. */
function epochDay(localDate: LocalDate): number {
  const known = epochDays.get(localDate);
  if (known !== undefined) return known;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(localDate);
  if (!m) throw new RangeError(`Not a local date: ${localDate}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  // Date.UTC maps years 0-99 to 1900-1999, and rolls 2026-02-30 over to March: both are rejected.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Not a local date: ${localDate}`);
  }
  if (epochDays.size >= EPOCH_DAYS_KEPT) epochDays.clear();
  epochDays.set(localDate, ms / DAY_MS);
  return ms / DAY_MS;
}

/** Whether the text is a real calendar date 'YYYY-MM-DD' (2026-02-30 is not). */
export function isLocalDate(text: string): boolean {
  try {
    epochDay(text);
    return true;
  } catch {
    return false;
  }
}

function dateOfEpochDay(days: number): LocalDate {
  const d = new Date(days * DAY_MS);
  return formatDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function weekdayOf(localDate: LocalDate): Weekday {
  // 1970-01-01 was a Thursday (WEEKDAYS[4]).
  return WEEKDAYS[(((epochDay(localDate) + 4) % 7) + 7) % 7] as Weekday;
}

export function addDays(localDate: LocalDate, n: number): LocalDate {
  return dateOfEpochDay(epochDay(localDate) + Math.trunc(n));
}

/**
 * The instant when the wall clock in `timeZone` shows `minutesSinceMidnight` on `localDate`.
 * Minutes of 1440 or more land on the following days (an overnight closing time). A wall time that
 * does not exist (spring forward) moves forward by the gap and an ambiguous one (fall back) takes
 * the earlier instant: the 'compatible' rule of Temporal, `Date` and most calendars.
 */
export function zonedInstant(localDate: LocalDate, minutesSinceMidnight: number, timeZone: string): EpochMs {
  const zone = safeTimeZone(timeZone);
  // The wall time read as if it were UTC; the answer is wall - offset for the right offset.
  const wall = epochDay(localDate) * DAY_MS + Math.floor(minutesSinceMidnight) * 60_000;
  // Offsets a day either side bracket any transition near this wall time (zones are within ±14 h).
  const before = offsetAt(wall - DAY_MS, zone);
  const after = offsetAt(wall + DAY_MS, zone);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((t) => wall - offsetAt(t, zone) === t);
  if (valid.length > 0) return Math.min(...valid);
  // In a gap: the wall time does not exist; keep the offset from before the change (moves forward).
  return wall - before;
}

/**
 * The 'YYYY-MM-DD' date part of a stored date ('2026-03-08' or '2026-03-08T05:00:00.000Z'), or
 * null when it does not start with a real date. The date part is taken as written, not converted.
 */
export function datePartOf(text: string | null | undefined): LocalDate | null {
  if (typeof text !== 'string') return null;
  const candidate = text.trim().slice(0, 10);
  try {
    return dateOfEpochDay(epochDay(candidate));
  } catch {
    return null;
  }
}

/**
 * The next time the wall clock in `timeZone` shows `minutesSinceMidnight` after `now`: today's if it
 * is still ahead, else tomorrow's ("pause until 5:00 PM" said at 6 PM means tomorrow). Days are the
 * zone's local days, so a DST change in between keeps the wall time, not 24 hours.
 */
export function nextWallClock(now: InstantLike, minutesSinceMidnight: number, timeZone: string): EpochMs {
  const zone = safeTimeZone(timeZone);
  const at = toEpochMs(now);
  const today = localDateOf(at, zone);
  const todays = zonedInstant(today, minutesSinceMidnight, zone);
  return todays > at ? todays : zonedInstant(addDays(today, 1), minutesSinceMidnight, zone);
}

/** The first instant of `localDate` (usually midnight; later where a DST change skips midnight). */
export function startOfLocalDay(localDate: LocalDate, timeZone: string): EpochMs {
  return zonedInstant(localDate, 0, timeZone);
}
