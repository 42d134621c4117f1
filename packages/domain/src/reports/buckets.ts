import { addDays, localDateOf, minutesSinceMidnightOf, weekdayOf, type LocalDate } from '../time/zoned';
import type { Weekday } from '../contract/settings';
import { startOfMonth, startOfWeek, type DateRange } from './ranges';

/*
 * Where an order falls in a report (issue 32): its period (day, week or month of the restaurant's
 * calendar) and its hour of the local day and weekday. The database sums orders per UTC half hour
 * (every Canadian offset is a whole or half hour), and these functions file each half hour under
 * the local period it lies in, so the periods follow the restaurant's midnight through DST changes.
 */

export const GROUP_BYS = ['day', 'week', 'month'] as const;
export type GroupBy = (typeof GROUP_BYS)[number];

/** The first local date of the period `date` is in: the day itself, its week's Monday, its month's 1st. */
export function periodOf(date: LocalDate, groupBy: GroupBy): LocalDate {
  if (groupBy === 'week') return startOfWeek(date);
  if (groupBy === 'month') return startOfMonth(date);
  return date;
}

/** Every period the range touches, in order, named by their first date (which may precede `from`). */
export function periodsOf(range: DateRange, groupBy: GroupBy): LocalDate[] {
  const periods: LocalDate[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const period = periodOf(date, groupBy);
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  return periods;
}

/** The UTC half hour an ISO instant starts in, as the database names it: 'YYYY-MM-DDTHH' and 0 or 1. */
export const halfHourInstant = (utcHour: string, secondHalf: boolean | number): string =>
  `${utcHour}:${secondHalf ? '30' : '00'}:00.000Z`;

export interface LocalSlot {
  date: LocalDate;
  /** 0..23 on the restaurant's wall clock. */
  hour: number;
  weekday: Weekday;
}

/** The local date, hour and weekday of an instant in a time zone. */
export function localSlotOf(instant: string | number | Date, timeZone: string): LocalSlot {
  const at = typeof instant === 'string' ? Date.parse(instant) : instant;
  const date = localDateOf(at, timeZone);
  return { date, hour: Math.floor(minutesSinceMidnightOf(at, timeZone) / 60), weekday: weekdayOf(date) };
}
