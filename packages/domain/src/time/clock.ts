/*
 * Times of day as minutes since midnight. Settings store them as 'hh:mm A' (the spec's format,
 * e.g. '11:00 AM'); some newer fields use 'HH:mm'. Both parse here so callers never care which.
 */

export type TimeFormat = '12' | '24';

export const MINUTES_PER_DAY = 1440;

const CLOCK = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])?$/;

/**
 * '9:30 PM' -> 1290, '12:00 AM' -> 0, '12:00 PM' -> 720, '21:30' -> 1290.
 * Returns null for anything else, so a bad setting reads as "no time" instead of a wrong one.
 */
export function parseClock(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const meridiem = match[3]?.toUpperCase();
  if (minute > 59) return null;
  if (meridiem === undefined) {
    return hour <= 23 ? hour * 60 + minute : null;
  }
  if (hour < 1 || hour > 12) return null;
  // 12 AM is the first hour of the day and 12 PM the first hour after noon.
  const hour24 = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  return hour24 * 60 + minute;
}

/** How a time of day is written: `formatClock`, or a language's own ('18 h 30', the web's formats). */
export type ClockFormat = (minutes: number, timeFormat: TimeFormat) => string;

/**
 * 1290 -> '9:30 PM' (12) or '21:30' (24). Minutes outside one day wrap, so an overnight closing
 * time stored as 1560 (next day 2:00 AM) prints as '2:00 AM'.
 */
export function formatClock(minutes: number, timeFormat: TimeFormat = '12'): string {
  const inDay = ((Math.floor(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour = Math.floor(inDay / 60);
  const mm = String(inDay % 60).padStart(2, '0');
  if (timeFormat === '24') return `${String(hour).padStart(2, '0')}:${mm}`;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${mm} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A stored time of day ('18:30', '6:30 PM') in the restaurant's format; unreadable text as it is. */
export function formatClockText(text: string, timeFormat: TimeFormat = '12'): string {
  const minutes = parseClock(text);
  return minutes === null ? text : formatClock(minutes, timeFormat);
}

/**
 * A minutes setting as a whole, non-negative number; missing, negative or non-numeric reads as 0
 * so a bad setting can never widen a window beyond the opening hours.
 */
export function nonNegativeMinutes(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

const MINUTE_MS = 60_000;

/**
 * How long a page drawn at the instant `drawnAt` still reads the same at `now` (both epoch ms): until
 * the minute turns when both are in one minute (pages read the time by the minute), else 0.
 */
export function msUntilMinuteTurns(drawnAt: number, now: number): number {
  return Math.floor(drawnAt / MINUTE_MS) === Math.floor(now / MINUTE_MS) ? MINUTE_MS - (now % MINUTE_MS) : 0;
}
