import type { Cents } from '../money';
import { INTL_LOCALE, type Locale } from './locales';

/*
 * How amounts, dates and times are written in a language: through Intl, on the restaurant's clock.
 * fr-CA writes '12,99 $', '28 nov. 2026' and '18 h 30'. Intl's formatters are made once per language,
 * zone, clock and currency: making one costs more than using it many times.
 */

export interface LocaleFormats {
  /** 1299 → '$12.99' (en) or '12,99 $' (fr). */
  money(cents: Cents): string;
  /** As a sentence says an amount, without a whole amount's cents: '$5', '5 $', '12,50 $'. */
  moneyInWords(cents: Cents): string;
  /** An instant's day on the restaurant's clock: 'Nov 28, 2026' or '28 nov. 2026'. */
  date(instant: string | number | Date): string;
  /** An instant's time on the restaurant's clock: '6:30 p.m.' or '18 h 30'. */
  time(instant: string | number | Date): string;
  /** Both, with the weekday: 'Sat, Nov 28, 2026, 6:30 p.m.' */
  dateTime(instant: string | number | Date): string;
  /** 1234.5 → '1,234.5' or '1 234,5'. */
  number(value: number): string;
}

export interface LocaleClock {
  timeZone: string;
  /** The restaurant's own pattern ('h:mm A', 'HH:mm'): it keeps its 12- or 24-hour clock. */
  timeFormat?: string;
}

export function localeFormats(
  locale: Locale,
  clock: LocaleClock = { timeZone: 'UTC' },
  currency = 'CAD',
): LocaleFormats {
  const hourCycle: 'h23' | 'h12' | undefined = clock.timeFormat
    ? /H/.test(clock.timeFormat)
      ? 'h23'
      : 'h12'
    : undefined;
  const key = [locale, clock.timeZone, hourCycle, currency].join('|');
  let formats = made.get(key);
  if (!formats) {
    const tag = INTL_LOCALE[locale];
    const zone = { timeZone: clock.timeZone, ...(hourCycle ? { hourCycle } : {}) } as const;
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency });
    const wholeMoney = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      trailingZeroDisplay: 'stripIfInteger',
    });
    const number = new Intl.NumberFormat(tag);
    const date = new Intl.DateTimeFormat(tag, { ...zone, year: 'numeric', month: 'short', day: 'numeric' });
    const time = new Intl.DateTimeFormat(tag, { ...zone, hour: 'numeric', minute: '2-digit' });
    const dateTime = new Intl.DateTimeFormat(tag, {
      ...zone,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formats = {
      money: (cents) => money.format(cents / 100),
      moneyInWords: (cents) => wholeMoney.format(cents / 100),
      date: (instant) => date.format(new Date(instant)),
      time: (instant) => time.format(new Date(instant)),
      dateTime: (instant) => dateTime.format(new Date(instant)),
      number: (value) => number.format(value),
    };
    made.set(key, formats);
  }
  return formats;
}

const made = new Map<string, LocaleFormats>();
