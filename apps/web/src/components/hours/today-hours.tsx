import { Trans, useLingui } from '@lingui/react/macro';
import { domainText } from '../../lib/domain-text';
import { useFormats } from '../../lib/formats';
import { useRenderedAt } from '../../lib/hooks';
import { safeTimeZone, todayHoursLabel, type ApiHolidayHours, type ApiRestaurant } from '@storefront/domain';

export interface TodayHoursProps {
  restaurant: ApiRestaurant;
  /** Holiday hours (of this restaurant; others are ignored): a holiday today replaces the weekday. */
  holidays: ApiHolidayHours[];
  /** The instant to read 'today' at (epoch ms); defaults to when the component first rendered. */
  now?: number;
  className?: string;
}

/** 'Today: 11:00 AM - 9:00 PM' or 'Today: Closed', in the restaurant's time zone and time format. */
export function TodayHours({ restaurant, holidays, now, className = '' }: TodayHoursProps) {
  const { i18n } = useLingui();
  const renderedAt = useRenderedAt();
  const formats = useFormats();
  const label = todayHoursLabel(
    now ?? renderedAt,
    restaurant.regular_business_hours,
    holidays.filter((h) => h.restaurant === restaurant._id),
    safeTimeZone(restaurant.settings.time_zone),
    restaurant.settings.time_format,
    formats.clock,
  );
  return (
    <p className={className}>
      <span className="font-semibold">
        <Trans>Today:</Trans>
      </span>{' '}
      {domainText(i18n, label)}
    </p>
  );
}
