import { Trans, useLingui } from '@lingui/react/macro';
import { directionsUrl, telHref, type ApiRestaurant } from '@storefront/domain';
import { RestaurantMap } from '../../../components/map/restaurant-map';
import { TodayHours } from '../../../components/hours/today-hours';
import { WeeklyHours } from '../../../components/hours/weekly-hours';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { todayAt, useHolidaysOf } from '../use-location-hours';
import { ClockIcon, DirectionsIcon, PhoneIcon } from '../../../components/ui/icons';
import { LocationAddress, LocationEmail, LocationPhone } from './location-details';
import { LocationSpecialHours } from './location-special-hours';
import { HomeSection } from './section-heading';
import { NewTabLink } from '../../../components/ui/new-tab-link';

/** The single location's address, hours, contact, directions and map (ordering-core §2, Home). */
export function VisitUs({ restaurant, now }: { restaurant: ApiRestaurant; now: number }) {
  const { t } = useLingui();
  const onBrand = useOnBrandText();
  const holidays = useHolidaysOf()(restaurant._id);
  const today = todayAt(restaurant, now);
  const directions = directionsUrl(restaurant);
  const tel = telHref(restaurant.phone);
  const timeFormat = restaurant.settings.time_format;

  return (
    <HomeSection id="home-visit" eyebrow={t`Find us`} title={t`Visit Us`}>
      <div className="mt-10 grid gap-6 lg:grid-cols-5">
        <div className="rounded-2xl border border-black/10 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">
          <h3 className="font-[family-name:var(--font-display)] text-xl font-bold text-ink">
            {restaurant.name}
          </h3>
          <div className="mt-5 space-y-3 text-ink">
            <LocationAddress restaurant={restaurant} />
            <LocationPhone restaurant={restaurant} />
            <LocationEmail restaurant={restaurant} />
          </div>

          <div className="mt-6 flex flex-col gap-3 xs:flex-row">
            {directions && (
              <NewTabLink href={directions} className={primaryButton(onBrand)}>
                <DirectionsIcon className="h-4 w-4" />
                <Trans>Get Directions</Trans>
              </NewTabLink>
            )}
            {tel && (
              <a href={tel} className={secondaryButton}>
                <PhoneIcon className="h-4 w-4" />
                <Trans>Call Now</Trans>
              </a>
            )}
          </div>

          <div className="mt-8 border-t border-black/10 pt-6">
            <h4 className="flex items-center gap-2 font-semibold text-ink">
              <ClockIcon className="h-5 w-5 text-muted" />
              <Trans>Hours</Trans>
            </h4>
            <TodayHours
              restaurant={restaurant}
              holidays={holidays}
              now={now}
              className="mt-3 rounded-lg bg-brand/15 px-3 py-2 text-sm text-ink"
            />
            <WeeklyHours
              hours={restaurant.regular_business_hours}
              timeFormat={timeFormat}
              highlightToday={today.weekday}
              className="-mx-2 mt-3 text-ink"
            />
            <LocationSpecialHours
              restaurant={restaurant}
              holidays={holidays}
              from={today.date}
              className="mt-5"
            />
          </div>
        </div>

        <RestaurantMap
          restaurants={[restaurant]}
          zoom={11}
          selectedId={restaurant._id}
          label={t`Map showing ${restaurant.name}`}
          className="h-80 rounded-2xl shadow-sm sm:h-96 lg:col-span-3 lg:h-auto lg:min-h-[28rem]"
        />
      </div>
    </HomeSection>
  );
}
