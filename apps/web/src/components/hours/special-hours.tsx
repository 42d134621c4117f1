import { Plural, useLingui } from '@lingui/react/macro';
import {
  openingRangeLabel,
  specialDates,
  type ApiHolidayHours,
  type ApiRestaurant,
} from '@storefront/domain';
import { domainText } from '../../lib/domain-text';
import { useFormats } from '../../lib/formats';

export interface SpecialHoursProps {
  holidays: ApiHolidayHours[];
  /** The restaurant's formats for times and dates. */
  settings: Pick<ApiRestaurant['settings'], 'time_format' | 'date_format'>;
  /** 'YYYY-MM-DD': leave out dates before this one (today in the restaurant's time zone). */
  from?: string;
  className?: string;
}

/**
 * Special (holiday) dates in date order, each 'Closed' or open - close, in the page's language's date
 * and clock ('28 nov. 2026', '18 h 30'), then '+N more special dates' past the domain's limit
 * (specialDates, spec §9: 5). Renders nothing when there are none.
 */
export function SpecialHours({ holidays, settings, from, className = '' }: SpecialHoursProps) {
  const { i18n } = useLingui();
  const formats = useFormats();
  const { shown, more } = specialDates(holidays, { from: from ?? null });
  if (shown.length === 0 && more === 0) return null;
  return (
    <div className={`text-sm ${className}`}>
      {shown.length > 0 && (
        <dl>
          {shown.map(({ date, holiday }) => (
            <div key={date} className="flex justify-between gap-4 px-2 py-1">
              <dt>
                <span className="font-medium">{formats.localDate(date, settings.date_format)}</span>
                {holiday.note && <span className="block text-xs text-muted">{holiday.note}</span>}
              </dt>
              <dd className="text-right tabular-nums">
                {domainText(i18n, openingRangeLabel(holiday, settings.time_format, formats.clock))}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {more > 0 && (
        <p className="px-2 pt-1 text-muted">
          <Plural value={more} one="+# more special date" other="+# more special dates" />
        </p>
      )}
    </div>
  );
}
