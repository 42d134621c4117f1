import {
  addDays,
  isLocalDate,
  localDateOf,
  startOfLocalDay,
  weekdayOf,
  type InstantLike,
  type LocalDate,
} from '../time/zoned';

/*
 * The date ranges of the owner's reports (issue 32): days of the restaurant's own calendar, cut at
 * its local midnight, so a day of a DST change is 23 or 25 hours long and never loses or repeats an
 * order. `now` is a parameter: the server passes its clock, tests pin it.
 */

export const RANGE_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A range of local dates, both ends included. */
export interface DateRange {
  from: LocalDate;
  to: LocalDate;
}

/** The longest range a report covers: a year of days, with room for a leap day. */
export const MAX_REPORT_DAYS = 366;

/** Weeks start on Monday (ISO 8601, as Canadian accountants and Statistics Canada count them). */
export function startOfWeek(date: LocalDate): LocalDate {
  const sinceMonday = (
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
  ).indexOf(weekdayOf(date) as 'monday');
  return addDays(date, -sinceMonday);
}

export const startOfMonth = (date: LocalDate): LocalDate => `${date.slice(0, 7)}-01`;

/** The last day of the month `date` is in. */
export function endOfMonth(date: LocalDate): LocalDate {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const next =
    month === 12 ? `${year + 1}-01-01` : `${date.slice(0, 4)}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** The range a preset names, seen from `now` in the restaurant's time zone; "this" ranges end today. */
export function presetRange(preset: RangePreset, now: InstantLike, timeZone: string): DateRange {
  const today = localDateOf(now, timeZone);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'thisWeek':
      return { from: startOfWeek(today), to: today };
    case 'lastWeek': {
      const monday = addDays(startOfWeek(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'thisMonth':
      return { from: startOfMonth(today), to: today };
    case 'lastMonth': {
      const lastDay = addDays(startOfMonth(today), -1);
      return { from: startOfMonth(lastDay), to: lastDay };
    }
  }
}

/** Days in the range, both ends counted (0 when `to` is before `from`). */
export function daysIn(range: DateRange): number {
  const ms = Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000) + 1);
}

/** What can be wrong with a range asked for, in words for the owner (the API's 400, the Reports page). */
export const REPORT_RANGE_MESSAGES = {
  missing: 'Choose the first and the last day of the report (from and to, as YYYY-MM-DD).',
  badFrom: (from: string) => `“${from}” is not a date: use YYYY-MM-DD, for example 2026-11-01.`,
  badTo: (to: string) => `“${to}” is not a date: use YYYY-MM-DD, for example 2026-11-30.`,
  backwards: 'The last day of the report comes before its first day.',
  tooLong: `A report covers at most ${MAX_REPORT_DAYS} days; choose a shorter range or run it year by year.`,
};

/**
 * What is wrong with a range asked for, in words for the owner, or null when it can be reported:
 * both real dates, in order, and at most MAX_REPORT_DAYS long.
 */
export function rangeProblem(from: string | undefined, to: string | undefined): string | null {
  if (!from || !to) return REPORT_RANGE_MESSAGES.missing;
  if (!isLocalDate(from)) return REPORT_RANGE_MESSAGES.badFrom(from);
  if (!isLocalDate(to)) return REPORT_RANGE_MESSAGES.badTo(to);
  if (to < from) return REPORT_RANGE_MESSAGES.backwards;
  if (daysIn({ from, to }) > MAX_REPORT_DAYS) return REPORT_RANGE_MESSAGES.tooLong;
  return null;
}

/**
 * The instants a range covers in a time zone, as ISO 8601: from the first day's local midnight
 * (included) to the local midnight after the last day (excluded).
 */
export function rangeInstants(range: DateRange, timeZone: string): { start: string; end: string } {
  return {
    start: new Date(startOfLocalDay(range.from, timeZone)).toISOString(),
    end: new Date(startOfLocalDay(addDays(range.to, 1), timeZone)).toISOString(),
  };
}
