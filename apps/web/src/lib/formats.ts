import {
  formatClock,
  formatDistanceKm,
  formatInstant,
  formatLocalDate,
  formatMoney,
  INTL_LOCALE,
  localeFormats,
  optionPriceLabel,
  type Cents,
  type InstantLike,
  type LocalDate,
  type Locale,
  type TimeFormat,
} from '@storefront/domain';
import { usePageLocale } from './i18n';

/*
 * Amounts, dates and times in the page's language (issue 31). English keeps what the storefront has
 * always shown: `formatMoney` and the restaurant's own patterns ('MMM D, YYYY h:mm A'). Another
 * language takes the same pattern's parts (weekday, day, month, year, time) through Intl in its own
 * order and words, on a 24-hour clock: '28 nov. 2026, 18 h 30', '12,99 $'.
 */

export interface PageFormats {
  locale: Locale;
  /** 1299 → '$12.99' or '12,99 $'. */
  money(cents: Cents): string;
  /** An option's price per unit, '+$1.50'; a free option has none (null). */
  optionPrice(cents: Cents): string | null;
  /** An instant on a zone's clock, with the parts a restaurant pattern names. */
  instant(instant: InstantLike, timeZone: string, pattern: string): string;
  /** A calendar day ('YYYY-MM-DD'), with the parts a date pattern names. */
  localDate(date: LocalDate, pattern: string): string;
  /** A time of day in minutes since midnight: '6:30 PM' (the restaurant's clock) or '18 h 30'. */
  clock(minutes: number, timeFormat: TimeFormat): string;
  /** A distance to the nearest tenth of a kilometre, '2.3 km' or '2,3 km'; null when unknown. */
  distanceKm(meters: number | null | undefined): string | null;
}

/** The Intl options naming the same parts as a moment-style pattern's tokens. */
function intlOptionsOf(pattern: string): Intl.DateTimeFormatOptions {
  const tokens = pattern.replace(/\[[^\]]*\]/g, '');
  const options: Intl.DateTimeFormatOptions = {};
  if (/dddd/.test(tokens)) options.weekday = 'long';
  else if (/ddd/.test(tokens)) options.weekday = 'short';
  if (/YYYY/.test(tokens)) options.year = 'numeric';
  if (/MMMM/.test(tokens)) options.month = 'long';
  else if (/MMM/.test(tokens)) options.month = 'short';
  else if (/M/.test(tokens)) options.month = '2-digit';
  if (/D/.test(tokens)) options.day = 'numeric';
  if (/[hH]/.test(tokens)) {
    options.hour = 'numeric';
    options.minute = '2-digit';
    options.hourCycle = 'h23';
  }
  return options;
}

const intlFormats = new Map<string, Intl.DateTimeFormat>();
function intlFormat(locale: Locale, timeZone: string, pattern: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${pattern}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, ...intlOptionsOf(pattern) });
    intlFormats.set(key, format);
  }
  return format;
}

const english: PageFormats = {
  locale: 'en',
  money: formatMoney,
  optionPrice: optionPriceLabel,
  instant: formatInstant,
  localDate: formatLocalDate,
  clock: formatClock,
  distanceKm: formatDistanceKm,
};

const made = new Map<Locale, PageFormats>([['en', english]]);

export function formatsFor(locale: Locale): PageFormats {
  let formats = made.get(locale);
  if (!formats) {
    const money = (cents: Cents) => localeFormats(locale).money(cents);
    formats = {
      locale,
      money,
      optionPrice: (cents) => (optionPriceLabel(cents) === null ? null : `+${money(cents)}`),
      instant: (instant, timeZone, pattern) =>
        intlFormat(locale, timeZone, pattern).format(new Date(instant)),
      // A calendar day is the same everywhere: read at noon UTC, on UTC's clock.
      localDate: (date, pattern) => intlFormat(locale, 'UTC', pattern).format(new Date(`${date}T12:00:00Z`)),
      clock: (minutes) => intlFormat(locale, 'UTC', 'H:mm').format(Date.UTC(2000, 0, 1) + minutes * 60_000),
      // The domain's rounding (halves up), written in the language's digits.
      distanceKm: (meters) => {
        const km = formatDistanceKm(meters);
        return km === null
          ? null
          : `${Number.parseFloat(km).toLocaleString(INTL_LOCALE[locale], { minimumFractionDigits: 1 })} km`;
      },
    };
    made.set(locale, formats);
  }
  return formats;
}

/** The page's formats. */
export function useFormats(): PageFormats {
  return formatsFor(usePageLocale().locale);
}
