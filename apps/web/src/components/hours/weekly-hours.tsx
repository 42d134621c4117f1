import { Trans, useLingui } from '@lingui/react/macro';
import {
  INTL_LOCALE,
  weeklyHoursRows,
  WEEKDAYS,
  WEEKDAYS_MONDAY_FIRST,
  type RegularBusinessHours,
  type Weekday,
} from '@storefront/domain';
import { domainText } from '../../lib/domain-text';
import { useFormats } from '../../lib/formats';

/** 'Monday', 'lundi': a weekday's name in the page's language (2023-01-01 was a Sunday). */
function weekdayName(weekday: Weekday, intlLocale: string): string {
  const day = Date.UTC(2023, 0, 1 + WEEKDAYS.indexOf(weekday));
  return new Intl.DateTimeFormat(intlLocale, { weekday: 'long', timeZone: 'UTC' }).format(day);
}

export interface WeeklyHoursProps {
  hours: RegularBusinessHours;
  timeFormat: '12' | '24';
  /** The weekday to emphasise, e.g. 'monday' (today in the restaurant's time zone). */
  highlightToday?: string;
  className?: string;
}

/** The regular week, Monday first: 'Monday  11:00 AM - 9:00 PM' ('lundi  11 h 00 - 21 h 00') or 'Closed'. */
export function WeeklyHours({ hours, timeFormat, highlightToday, className = '' }: WeeklyHoursProps) {
  const { i18n } = useLingui();
  const formats = useFormats();
  const today = highlightToday?.toLowerCase();
  return (
    <dl className={`text-sm ${className}`}>
      {weeklyHoursRows(hours, timeFormat, WEEKDAYS_MONDAY_FIRST, formats.clock).map((row) => {
        const isToday = row.weekday === today;
        return (
          <div
            key={row.weekday}
            className={`flex justify-between gap-4 rounded px-2 py-1 ${isToday ? 'bg-brand/20 font-semibold' : ''}`}
          >
            <dt>
              {weekdayName(row.weekday, INTL_LOCALE[formats.locale])}
              {isToday && (
                <span className="sr-only">
                  {' '}
                  <Trans>(today)</Trans>
                </span>
              )}
            </dt>
            <dd
              className={`text-right tabular-nums ${row.hours === 'Closed' && !isToday ? 'text-muted' : ''}`}
            >
              {domainText(i18n, row.hours)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
