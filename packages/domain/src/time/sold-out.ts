/*
 * 86'ing an item from the staff console (issue 15): how long it stays sold out. The result is the
 * item's sold_out_until, which menus, quotes and placement already honour (ordering-core §5, Item
 * availability), so one field answers "sold out at the pickup time" everywhere.
 */
import { openingIntervalsAround, type HolidaysInput, type RegularHoursInput } from './hours';
import { addDays, localDateOf, safeTimeZone, startOfLocalDay, type EpochMs, type LocalDate } from './zoned';

/** No end (86 or pause): staff lift it by hand. Far enough that every pickup time is before it. */
export const UNTIL_FURTHER_NOTICE = '9999-12-31T00:00:00.000Z';

export type SoldOutChoice =
  | { until: 'end_of_day' }
  /** Available again from the start of that local date. */
  | { until: 'date'; date: LocalDate }
  | { until: 'indefinitely' };

export interface SoldOutInputs {
  now: EpochMs;
  timeZone: string;
  regularHours: RegularHoursInput;
  holidays: HolidaysInput;
}

/**
 * The end of the business day running at `now`: the next local midnight, or, when an opening that
 * is running now (an overnight one) closes after it, that closing; after midnight inside last
 * night's opening, that opening's closing. DST-aware: the local midnight is found in the
 * restaurant's zone, not by adding 24 hours.
 */
export function endOfBusinessDay({ now, timeZone, regularHours, holidays }: SoldOutInputs): EpochMs {
  const tz = safeTimeZone(timeZone);
  const today = localDateOf(now, tz);
  const midnight = startOfLocalDay(addDays(today, 1), tz);
  const running = openingIntervalsAround(today, regularHours, holidays, tz).filter(
    (opening) => opening.start <= now && now < opening.end,
  );
  const lastNight = running.find((opening) => opening.start < startOfLocalDay(today, tz));
  if (lastNight) return lastNight.end;
  return Math.max(midnight, ...running.map((opening) => opening.end));
}

/** The sold_out_until (ISO instant) for a choice, or null when it is not in the future. */
export function soldOutUntilFor(choice: SoldOutChoice, inputs: SoldOutInputs): string | null {
  if (choice.until === 'indefinitely') return UNTIL_FURTHER_NOTICE;
  const until =
    choice.until === 'end_of_day'
      ? endOfBusinessDay(inputs)
      : startOfLocalDay(choice.date, safeTimeZone(inputs.timeZone));
  return until > inputs.now ? new Date(until).toISOString() : null;
}

/** An item 86'd with no end (the storefront shows "Sold out" without a date). */
export const isIndefinitelySoldOut = (soldOutUntil: string | null | undefined): boolean =>
  !!soldOutUntil && soldOutUntil >= UNTIL_FURTHER_NOTICE;
