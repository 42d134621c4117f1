/*
 * Dates and times in a restaurant's own formats (settings.date_format, datetime_format: moment-style
 * patterns such as 'MMM D, YYYY h:mm A'), in its time zone.
 */
import { localDateOf, minutesSinceMidnightOf, weekdayOf, type InstantLike, type LocalDate } from './zoned';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// Longest tokens first, so 'MMMM' is not read as 'MM' twice. Text in [brackets] is literal.
const TOKENS = /\[([^\]]*)\]|YYYY|MMMM|MMM|MM|M|DD|D|dddd|ddd|HH|H|hh|h|mm|A|a/g;

interface Parts {
  date: LocalDate;
  minutes: number | null;
}

function render(parts: Parts, pattern: string): string {
  const [year, month, day] = parts.date.split('-').map(Number) as [number, number, number];
  const weekday = weekdayOf(parts.date);
  const weekdayName = weekday[0]!.toUpperCase() + weekday.slice(1);
  const minutes = parts.minutes ?? 0;
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  const monthName = MONTHS[month - 1]!;
  const values: Record<string, string> = {
    YYYY: String(year),
    MMMM: monthName,
    MMM: monthName.slice(0, 3),
    MM: pad(month),
    M: String(month),
    DD: pad(day),
    D: String(day),
    dddd: weekdayName,
    ddd: weekdayName.slice(0, 3),
    HH: pad(h24),
    H: String(h24),
    hh: pad(h12),
    h: String(h12),
    mm: pad(minutes % 60),
    A: h24 < 12 ? 'AM' : 'PM',
    a: h24 < 12 ? 'am' : 'pm',
  };
  return pattern.replace(TOKENS, (token, literal: string | undefined) => literal ?? values[token] ?? token);
}

/** An instant as the restaurant's wall clock shows it, e.g. 'Nov 24, 2026 5:30 PM'. */
export function formatInstant(instant: InstantLike, timeZone: string, pattern: string): string {
  return render(
    { date: localDateOf(instant, timeZone), minutes: minutesSinceMidnightOf(instant, timeZone) },
    pattern,
  );
}

/** A local date ('YYYY-MM-DD') in a date pattern, e.g. 'Nov 24, 2026' or 'dddd, MMMM D'. */
export function formatLocalDate(date: LocalDate, pattern: string): string {
  return render({ date, minutes: null }, pattern);
}
