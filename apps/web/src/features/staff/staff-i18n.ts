import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  formatClock,
  formatInstant,
  formatLocalDate,
  formatMoney,
  INTL_LOCALE,
  localeFormats,
  type Cents,
  type LocalDate,
  type Locale,
  type OrderMethod,
  type OrderStatus,
  type ReservationStatus,
  type StaffRole,
} from '@storefront/domain';
import { usePageLocale } from '../../lib/i18n';

/*
 * The console's words and figures in the restaurant's language (issue 31 item 5): its pages are
 * drawn in the tenant's default language, whatever the diner's `lang` cookie says.
 */

export interface StaffFormats {
  money(cents: Cents): string;
  /** An instant's time of day on the restaurant's clock. */
  time(iso: string): string;
  /** An instant's day and time on the restaurant's clock; English writes it in `englishPattern`. */
  dateTime(iso: string, englishPattern?: string): string;
  /** A day of the restaurant's calendar ('YYYY-MM-DD') with its weekday; English in `englishPattern`. */
  day(date: LocalDate, englishPattern?: string): string;
  /** A time of day in minutes since midnight: '6:30 PM' or '18 h 30'. */
  clock(minutes: number): string;
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
      time: (iso) => formatInstant(Date.parse(iso), timeZone, 'h:mm A'),
      dateTime: (iso, englishPattern = 'MMM D, h:mm A') =>
        formatInstant(Date.parse(iso), timeZone, englishPattern),
      day: (date, englishPattern = 'ddd, MMM D, YYYY') => formatLocalDate(date, englishPattern),
      clock: (minutes) => formatClock(minutes, '12'),
    };
  }
  const formats = localeFormats(locale, { timeZone });
  // A calendar day and a time of day are no instants: written as that day's noon, and as that time, in UTC.
  const utc = localeFormats(locale, { timeZone: 'UTC' });
  const day = dayFormatOf(locale);
  return {
    money: formats.money,
    time: formats.time,
    dateTime: (iso) => formats.dateTime(iso),
    day: (date) => day.format(new Date(`${date}T12:00:00Z`)),
    clock: (minutes) => utc.time(minutes * 60_000),
  };
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** 'sam. 28 nov. 2026': a day with its weekday, made once per language (as `localeFormats` does). */
function dayFormatOf(locale: Locale): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: 'UTC',
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    dayFormats.set(locale, format);
  }
  return format;
}

/** The console's formats, in its page's language, on the restaurant's clock. */
export function useStaffFormats(timeZone: string): StaffFormats {
  return staffFormats(usePageLocale().locale, timeZone);
}

/** How an order reaches the diner, as the kitchen says it. */
export const METHOD_LABELS: Record<OrderMethod, MessageDescriptor> = {
  Pickup: msg`Pickup`,
  Delivery: msg`Delivery`,
  'Dine-in': msg`Dine-in`,
};

/** An order's status, as the board writes it. */
export const STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  Received: msg`Received`,
  Accepted: msg`Accepted`,
  Fulfilled: msg`Fulfilled`,
  Rejected: msg`Rejected`,
  Cancelled: msg`Cancelled`,
};

/** A staff member's role beside their name. */
export const ROLE_LABELS: Record<StaffRole, MessageDescriptor> = { owner: msg`owner`, staff: msg`staff` };

/** A booking's status, as the inbox writes it. */
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, MessageDescriptor> = {
  Pending: msg`Pending`,
  Confirmed: msg`Confirmed`,
  Completed: msg`Completed`,
  'No-show': msg`No-show`,
  Cancelled: msg`Cancelled`,
};
