/*
 * How mails write amounts and times: through Intl, in the mail's locale (decision 0088). en-CA is
 * the only one today; issue 31 passes fr-CA for a French diner, with no other change here.
 */

export const MAIL_LOCALE = 'en-CA';

export interface MailFormats {
  /** 12.5 → '$12.50' (en-CA) or '12,50 $' (fr-CA). */
  money(dollars: number): string;
  /** An instant on the restaurant's clock: 'Wed, Nov 25, 2026, 6:30 p.m.' */
  dateTime(instant: string | number): string;
}

/**
 * `timeFormat` is the restaurant's own pattern ('h:mm A', 'HH:mm'): it keeps its 12- or 24-hour
 * clock, the locale writes the rest.
 */
export function mailFormats(
  locale: string,
  clock: { timeZone: string; timeFormat?: string } = { timeZone: 'UTC' },
  currency = 'CAD',
): MailFormats {
  const hourCycle = clock.timeFormat ? (/H/.test(clock.timeFormat) ? 'h23' : 'h12') : undefined;
  const key = [locale, clock.timeZone, hourCycle, currency].join('|');
  let formats = made.get(key);
  if (!formats) {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const dateTime = new Intl.DateTimeFormat(locale, {
      timeZone: clock.timeZone,
      ...(hourCycle ? { hourCycle } : {}),
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formats = {
      money: (dollars) => money.format(dollars),
      dateTime: (instant) => dateTime.format(new Date(instant)),
    };
    made.set(key, formats);
  }
  return formats;
}

/*
 * Intl's formatters are made once per locale, zone, clock and currency: making one costs more than
 * drawing a whole receipt, and every order mails one (a few dozen zones and locales in all).
 */
const made = new Map<string, MailFormats>();
