import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  formatClockText,
  formatInstant,
  formatLocalDate,
  formatMoney,
  INTL_LOCALE,
  localeFormats,
  parseClock,
  type Cents,
  type Locale,
  type TimeFormat,
} from '@storefront/domain';
import { useMemo } from 'react';
import { usePageLocale } from './i18n';

/*
 * Amounts, days and times in the page's language (issue 31). The default English keeps the
 * restaurant's own patterns, word for word as the spec shows them ('$12.99', 'Nov 28, 2026 6:30 PM');
 * French is written as fr-CA writes it ('12,99 $', '28 nov. 2026', '18 h 30'), through the domain's
 * localeFormats, on the restaurant's clock.
 */

export interface PageFormats {
  locale: Locale;
  /** Cents: '$12.99' or '12,99 $'. */
  money(cents: Cents): string;
  /** A count: '1,234' or '1 234'. */
  number(value: number): string;
  /** An instant on the restaurant's clock, in the restaurant's English pattern (a day, or a day and time). */
  instant(instant: number, timeZone: string, pattern: string): string;
  /** A calendar day ('YYYY-MM-DD') in the restaurant's English pattern; 'ddd' in it adds the weekday. */
  day(date: string, pattern: string): string;
  /** A time of day ('18:30'), on the restaurant's 12- or 24-hour clock in English. */
  clock(text: string, timeFormat?: TimeFormat): string;
  /** A party: '2 People', '2 personnes'. */
  partySize(count: number): string;
}

const weekdayDates = new Map<Locale, Intl.DateTimeFormat>();
/** A calendar day read on UTC, where it is the same day whatever the zone. */
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

function frenchDay(locale: Locale, date: string, withWeekday: boolean): string {
  if (!withWeekday) return localeFormats(locale).date(utcDay(date));
  let format = weekdayDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: 'UTC',
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    weekdayDates.set(locale, format);
  }
  return format.format(utcDay(date));
}

/** The page's formats: see PageFormats. */
export function usePageFormats(): PageFormats {
  const { locale } = usePageLocale();
  const { i18n } = useLingui();
  return useMemo(() => {
    const partySize = (count: number) =>
      i18n._(msg`${plural(count, { one: '# Person', other: '# People' })}`);
    if (locale === 'en') {
      return {
        locale,
        money: formatMoney,
        number: (value) => value.toLocaleString('en-CA'),
        instant: (instant, timeZone, pattern) => formatInstant(instant, timeZone, pattern),
        day: (date, pattern) => {
          try {
            return formatLocalDate(date, pattern);
          } catch {
            return date;
          }
        },
        clock: formatClockText,
        partySize,
      };
    }
    return {
      locale,
      money: (cents) => localeFormats(locale).money(cents),
      number: (value) => localeFormats(locale).number(value),
      instant: (instant, timeZone, pattern) => {
        const formats = localeFormats(locale, { timeZone });
        return /[Hh]/.test(pattern) ? formats.dateTime(instant) : formats.date(instant);
      },
      day: (date, pattern) =>
        Number.isNaN(utcDay(date)) ? date : frenchDay(locale, date, /ddd/.test(pattern)),
      clock: (text) => {
        const minutes = parseClock(text);
        return minutes === null ? text : localeFormats(locale).time(minutes * 60_000);
      },
      partySize,
    };
  }, [locale, i18n]);
}
