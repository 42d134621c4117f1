import { specialDates, type ApiHolidayHours, type ApiRestaurant, type LocalDate } from '@storefront/domain';
import { Trans } from '@lingui/react/macro';
import { SpecialHours } from '../../../components/hours/special-hours';

/** A location's coming special dates under a Special Hours heading; nothing when there are none. */
export function LocationSpecialHours({
  restaurant,
  holidays,
  from,
  className,
}: {
  restaurant: ApiRestaurant;
  holidays: ApiHolidayHours[];
  /** Today at the restaurant. */
  from: LocalDate;
  className: string;
}) {
  if (specialDates(holidays, { from }).shown.length === 0) return null;
  return (
    <div className={className}>
      <h4 className="text-sm font-semibold uppercase tracking-wide text-muted">
        <Trans>Special Hours</Trans>
      </h4>
      <SpecialHours
        holidays={holidays}
        settings={restaurant.settings}
        from={from}
        className="-mx-2 mt-2 text-ink"
      />
    </div>
  );
}
