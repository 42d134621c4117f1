import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import {
  localDateOf,
  safeTimeZone,
  specialDates,
  weekdayOf,
  type ApiHolidayHours,
  type ApiRestaurant,
  type ApiTenant,
} from '@storefront/domain';
import { tenantBusinessHoursQuery } from '../../api/queries';
import { useTenant } from '../../lib/tenant-context';
import { SpecialHours } from '../../components/hours/special-hours';
import { WeeklyHours } from '../../components/hours/weekly-hours';
import {
  CurrentLocationBadge,
  RestaurantContact,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/location-chooser/location-card-parts';
import { RestaurantMap } from '../../components/map/restaurant-map';
import { paths } from '../../config/paths';
import { useLocationStore } from '../../stores/location-store';
import { useRenderedAt } from '../../lib/hooks';

function LocationCard({
  tenant,
  restaurant,
  holidays,
  current,
  now,
}: {
  tenant: ApiTenant;
  restaurant: ApiRestaurant;
  holidays: ApiHolidayHours[];
  current: boolean;
  now: number;
}) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { settings } = restaurant;
  const today = localDateOf(now, safeTimeZone(settings.time_zone));
  const hasSpecialDates = specialDates(holidays, { from: today }).shown.length > 0;
  const select = () => useLocationStore.getState().select(restaurant);
  const canOrder = settings.online_ordering && tenant.settings.online_ordering;
  const canReserve = settings.online_reservation && tenant.settings.online_reservation;

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={`flex h-full flex-col rounded-xl border border-t-4 bg-white text-ink shadow-sm ${
          current ? 'border-ink border-t-brand ring-2 ring-ink' : 'border-black/10 border-t-brand'
        }`}
      >
        <div className="flex flex-1 flex-col gap-5 p-5 sm:p-6">
          <header className="flex flex-wrap items-start justify-between gap-3">
            <h2
              id={titleId}
              ref={headingRef}
              tabIndex={-1}
              className="font-[family-name:var(--font-display)] text-xl font-bold leading-snug"
            >
              {restaurant.name}
            </h2>
            {current && <CurrentLocationBadge />}
          </header>

          <RestaurantContact restaurant={restaurant} showEmail />

          <div>
            <h3 id={`${titleId}-hours`} className="mb-1.5 text-sm font-bold uppercase tracking-wide">
              <Trans>Business Hours</Trans>
            </h3>
            <WeeklyHours
              hours={restaurant.regular_business_hours}
              timeFormat={settings.time_format}
              highlightToday={weekdayOf(today)}
              className="-mx-2"
            />
          </div>

          {hasSpecialDates && (
            <div>
              <h3 id={`${titleId}-special`} className="mb-1.5 text-sm font-bold uppercase tracking-wide">
                <Trans>Special Hours</Trans>
              </h3>
              <SpecialHours holidays={holidays} settings={settings} from={today} className="-mx-2" />
            </div>
          )}
        </div>

        <div className="flex flex-col gap-2 border-t border-black/10 bg-surface/60 p-5 sm:p-6">
          {!current && (
            <button
              type="button"
              className={`${primaryButtonClass} w-full tracking-wide`}
              aria-describedby={titleId}
              onClick={() => {
                select();
                // The button gives way to the Current Location badge: keep focus in this card.
                headingRef.current?.focus();
              }}
            >
              SELECT LOCATION
            </button>
          )}
          <div className="grid grid-cols-1 gap-2 xs:grid-cols-2">
            {canOrder && (
              <Link
                to={paths.orderOnline}
                onClick={select}
                aria-describedby={titleId}
                className={current ? primaryButtonClass : secondaryButtonClass}
              >
                <Trans>Order Online</Trans>
              </Link>
            )}
            <Link
              to={paths.menus}
              onClick={select}
              aria-describedby={titleId}
              className={secondaryButtonClass}
            >
              <Trans>View Menu</Trans>
            </Link>
            {canReserve && (
              <Link
                to={paths.reservation}
                onClick={select}
                aria-describedby={titleId}
                className={`${secondaryButtonClass} xs:col-span-2`}
              >
                <Trans>Make Reservation</Trans>
              </Link>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

/** /locations (ordering-core §2): every location with a map, contact details, hours and actions. */
export default function LocationsPage() {
  const { t } = useLingui();
  const tenant = useTenant();
  const { restaurants } = tenant;
  const restaurantId = useLocationStore((s) => s.restaurantId);
  const hours = useQuery(tenantBusinessHoursQuery(tenant._id));
  const now = useRenderedAt();

  const holidaysOf = (id: string): ApiHolidayHours[] =>
    hours.data?.find((h) => h.restaurant === id)?.holiday_hours ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
      <header className="mb-8 text-center">
        <h1 className="font-[family-name:var(--font-display)] text-3xl font-bold md:text-4xl">
          <Trans>Our Locations</Trans>
        </h1>
      </header>

      {restaurants.length === 0 ? (
        <p className="rounded-xl border border-black/10 bg-white px-6 py-12 text-center text-lg font-semibold">
          <Trans>No Locations Available</Trans>
        </p>
      ) : (
        <div className="space-y-8">
          <RestaurantMap
            restaurants={restaurants}
            zoom={11}
            selectedId={restaurantId}
            label={t`Map of our locations`}
          />
          {hours.isPending ? (
            <p role="status" className="py-12 text-center text-muted">
              <Trans>Loading locations...</Trans>
            </p>
          ) : (
            <>
              {hours.isError && (
                <p
                  role="alert"
                  className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
                >
                  <Trans>Special hours could not be loaded. Regular business hours are shown.</Trans>
                </p>
              )}
              <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label={t`Locations`}>
                {restaurants.map((restaurant) => (
                  <LocationCard
                    key={restaurant._id}
                    tenant={tenant}
                    restaurant={restaurant}
                    holidays={holidaysOf(restaurant._id)}
                    current={restaurant._id === restaurantId}
                    now={now}
                  />
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
