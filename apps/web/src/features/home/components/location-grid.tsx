import { Trans, useLingui } from '@lingui/react/macro';
import { showsGiftCardLink, type ApiHolidayHours, type ApiRestaurant } from '@storefront/domain';
import { Link } from 'react-router';
import { useTenant } from '../../../lib/tenant-context';
import { WeeklyHours } from '../../../components/hours/weekly-hours';
import { RestaurantMap } from '../../../components/map/restaurant-map';
import { paths } from '../../../config/paths';
import { useLocationStore } from '../../../stores/location-store';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { todayAt, useHolidaysOf } from '../use-location-hours';
import { LocationAddress, LocationPhone } from './location-details';
import { LocationSpecialHours } from './location-special-hours';
import { HomeSection } from './section-heading';

interface LocationCardProps {
  restaurant: ApiRestaurant;
  now: number;
  holidays: ApiHolidayHours[];
  selected: boolean;
}

function LocationCard({ restaurant, now, holidays, selected }: LocationCardProps) {
  const { t } = useLingui();
  const tenant = useTenant();
  const onBrand = useOnBrandText();
  const today = todayAt(restaurant, now);
  const timeFormat = restaurant.settings.time_format;
  const headingId = `home-location-${restaurant._id}`;

  // Each action first makes this the chosen location, then the link goes on (ordering-core §2).
  const choose = () => useLocationStore.getState().select(restaurant);
  const actions = [
    {
      to: paths.orderOnline,
      label: t`Order Online`,
      show: tenant.settings.online_ordering && restaurant.settings.online_ordering,
    },
    { to: paths.menus, label: t`View Menu`, show: true },
    {
      to: paths.reservation,
      label: t`Reserve Table`,
      show: tenant.settings.online_reservation && restaurant.settings.online_reservation,
    },
    { to: paths.gift, label: t`Buy Gift Card`, show: showsGiftCardLink(tenant) },
  ].filter((a) => a.show);

  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm ${selected ? 'border-ink/40 ring-2 ring-brand' : 'border-black/10'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="font-[family-name:var(--font-display)] text-xl font-bold text-ink">
          {restaurant.name}
        </h3>
        {selected && (
          <span className="shrink-0 rounded-full bg-brand/20 px-2.5 py-1 text-xs font-semibold text-ink">
            <Trans>Your location</Trans>
          </span>
        )}
      </div>

      <div className="mt-4 space-y-3 text-sm text-ink">
        <LocationAddress restaurant={restaurant} />
        <LocationPhone restaurant={restaurant} />
      </div>

      <div className="mt-5 border-t border-black/10 pt-4">
        <h4 className="text-sm font-semibold uppercase tracking-wide text-muted">
          <Trans>Regular Hours</Trans>
        </h4>
        <WeeklyHours
          hours={restaurant.regular_business_hours}
          timeFormat={timeFormat}
          highlightToday={today.weekday}
          className="mt-2 -mx-2 text-ink"
        />
      </div>

      <LocationSpecialHours
        restaurant={restaurant}
        holidays={holidays}
        from={today.date}
        className="mt-4 border-t border-black/10 pt-4"
      />

      <div className="mt-auto grid grid-cols-1 gap-2 pt-6 xs:grid-cols-2">
        {actions.map((action) => (
          <Link
            key={action.to}
            to={action.to}
            onClick={choose}
            className={action.to === paths.orderOnline ? primaryButton(onBrand) : secondaryButton}
          >
            {action.label}
            <span className="sr-only"> at {restaurant.name}</span>
          </Link>
        ))}
      </div>
    </article>
  );
}

/** Several locations: a card per location with its actions and hours, and a map of all of them. */
export function LocationGrid({ restaurants, now }: { restaurants: ApiRestaurant[]; now: number }) {
  const { t } = useLingui();
  const holidaysOf = useHolidaysOf();
  const selectedId = useLocationStore((s) => s.restaurantId);

  return (
    <HomeSection
      id="home-locations"
      eyebrow={t`Find us`}
      title={t`Our Locations`}
      lead={<p>{t`Choose the location nearest you to order, browse its menu or book a table.`}</p>}
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {restaurants.map((restaurant) => (
          <li key={restaurant._id}>
            <LocationCard
              restaurant={restaurant}
              now={now}
              holidays={holidaysOf(restaurant._id)}
              selected={restaurant._id === selectedId}
            />
          </li>
        ))}
      </ul>

      <RestaurantMap
        restaurants={restaurants}
        zoom={11}
        selectedId={selectedId}
        label={t`Map of our locations`}
        className="mt-10 h-80 rounded-2xl shadow-sm sm:h-[28rem]"
      />
    </HomeSection>
  );
}
