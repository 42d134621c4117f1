import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  formatClock,
  formatInstant,
  formatLocalDate,
  formatMoney,
  moneyInWords,
  INTL_LOCALE,
  localeFormats,
  type Cents,
  type LocalDate,
  type Locale,
  type StaffRole,
  type Weekday,
  WEEKDAYS,
} from '@storefront/domain';
import { usePageLocale } from '../../lib/i18n';

/*
 * The console's words and figures in the restaurant's language (issue 31 item 5): its pages are
 * drawn in the tenant's default language, whatever the diner's `lang` cookie says.
 */

export interface StaffFormats {
  money(cents: Cents): string;
  /** As a sentence says an amount, without a whole amount's cents: '$5', '5 $', '12,50 $'. */
  moneyInWords(cents: Cents): string;
  /** An instant's time of day on the restaurant's clock. */
  time(iso: string): string;
  /** An instant's day and time on the restaurant's clock; English writes it in `englishPattern`. */
  dateTime(iso: string, englishPattern?: string): string;
  /** A day of the restaurant's calendar ('YYYY-MM-DD') with its weekday; English in `englishPattern`. */
  day(date: LocalDate, englishPattern?: string): string;
  /** A time of day in minutes since midnight: '6:30 PM' or '18 h 30'. */
  clock(minutes: number): string;
  /** An hour of the day (0-23) on its own: '6 PM' or '18 h'. */
  hour(hour: number): string;
  /** A weekday's short name: 'Mon' or 'lun.'. */
  weekday(day: Weekday): string;
  /** A count: '12,345' or '12 345'. */
  number(value: number): string;
  /** A share, rounded: '42%' or '42 %'. */
  percent(fraction: number): string;
}

/**
 * Money and times in the console's language. English keeps the console's own writing ('3:45 PM',
 * 'Nov 28, 3:45 PM'), which staff and its tests know; another language is Intl's (domain
 * `localeFormats`).
 */
export function staffFormats(locale: Locale, timeZone: string): StaffFormats {
  if (locale === 'en') {
    return {
      money: formatMoney,
      moneyInWords,
      time: (iso) => formatInstant(Date.parse(iso), timeZone, 'h:mm A'),
      dateTime: (iso, englishPattern = 'MMM D, h:mm A') =>
        formatInstant(Date.parse(iso), timeZone, englishPattern),
      day: (date, englishPattern = 'ddd, MMM D, YYYY') => formatLocalDate(date, englishPattern),
      clock: (minutes) => formatClock(minutes, '12'),
      hour: (hour) => `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`,
      weekday: (day) => day[0]!.toUpperCase() + day.slice(1, 3),
      number: (value) => value.toLocaleString('en-US'),
      percent: (fraction) => `${Math.round(fraction * 100)}%`,
    };
  }
  const formats = localeFormats(locale, { timeZone });
  // A calendar day and a time of day are no instants: written as that day's noon, and as that time, in UTC.
  const utc = localeFormats(locale, { timeZone: 'UTC' });
  const day = intlFormat(locale, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });
  return {
    money: formats.money,
    moneyInWords: formats.moneyInWords,
    time: formats.time,
    dateTime: (iso) => formats.dateTime(iso),
    day: (date) => day.format(new Date(`${date}T12:00:00Z`)),
    clock: (minutes) => utc.time(minutes * 60_000),
    hour: (hour) => intlFormat(locale, { hour: 'numeric' }).format(hour * 3_600_000),
    // 2026-11-29 was a Sunday: each weekday is a day of that week.
    weekday: (day) =>
      intlFormat(locale, { weekday: 'short' }).format(Date.UTC(2026, 10, 29 + WEEKDAYS.indexOf(day))),
    number: formats.number,
    percent: (fraction) => percentFormatOf(locale).format(fraction),
  };
}

const intlFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A format of days or hours in `locale` on the UTC clock, made once per language and parts (as
 * `localeFormats` does): 'sam. 28 nov. 2026', '18 h', 'lun.'.
 */
function intlFormat(locale: Locale, parts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(parts)}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: 'UTC', ...parts });
    intlFormats.set(key, format);
  }
  return format;
}

const percentFormats = new Map<Locale, Intl.NumberFormat>();

function percentFormatOf(locale: Locale): Intl.NumberFormat {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(locale, format);
  }
  return format;
}

/** The console's formats, in its page's language, on the restaurant's clock. */
export function useStaffFormats(timeZone: string): StaffFormats {
  return staffFormats(usePageLocale().locale, timeZone);
}

/** A staff member's role beside their name. */
export const ROLE_LABELS: Record<StaffRole, MessageDescriptor> = { owner: msg`owner`, staff: msg`staff` };
