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
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const dateTime = new Intl.DateTimeFormat(locale, {
    timeZone: clock.timeZone,
    ...(clock.timeFormat ? { hourCycle: /H/.test(clock.timeFormat) ? 'h23' : 'h12' } : {}),
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return {
    money: (dollars) => money.format(dollars),
    dateTime: (instant) => dateTime.format(new Date(instant)),
  };
}
