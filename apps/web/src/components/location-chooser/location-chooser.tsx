import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { ApiHolidayHours, ApiRestaurant } from '@storefront/domain';
import { tenantBusinessHoursQuery } from '../../api/queries';
import { useTenant } from '../../lib/tenant-context';
import { useLocationStore } from '../../stores/location-store';
import { TodayHours } from '../hours/today-hours';
import { RestaurantMap } from '../map/restaurant-map';
import {
  CurrentLocationBadge,
  RestaurantContact,
  pausedMessageOf,
  primaryButtonClass,
} from './location-card-parts';

export interface LocationChooserProps {
  /** 'select' picks a location; 'confirm' is the order flow's confirmation step. */
  mode: 'select' | 'confirm';
  /** Heading and text above the chooser, supplied by the screen (it knows its heading level). */
  intro?: ReactNode;
  onChosen?: (restaurant: ApiRestaurant) => void;
  /** Map zoom for a single location (spec §9: 12 in the chooser). */
  zoom?: number;
}

/** The intro a screen gives the chooser: 'Select a Location' (an h2) and why it asks. */
export function SelectLocationIntro({ children }: { children: ReactNode }) {
  return (
    <div>
      <h2 className="text-xl font-bold">
        <Trans>Select a Location</Trans>
      </h2>
      <p className="mt-1 text-lg text-muted">{children}</p>
    </div>
  );
}

const BUTTON_TEXT = {
  select: msg`Order from This Location`,
  confirm: msg`Continue with This Location`,
} as const;

/** A paused location: not for ordering; the menus may still show it. */
const PAUSED_BUTTON_TEXT = {
  select: msg`View This Location`,
  confirm: msg`Online Ordering Paused`,
} as const;

const NO_HOLIDAYS: ApiHolidayHours[] = [];

function LocationCard({
  restaurant,
  holidays,
  mode,
  current,
  onChoose,
}: {
  restaurant: ApiRestaurant;
  holidays: ApiHolidayHours[];
  mode: LocationChooserProps['mode'];
  current: boolean;
  onChoose: (restaurant: ApiRestaurant) => void;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  const pausedId = useId();
  const paused = !restaurant.settings.online_ordering;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={`flex h-full flex-col gap-3 rounded-xl border bg-white p-5 text-ink shadow-sm ${
          current ? 'border-ink ring-2 ring-ink' : 'border-black/10'
        }`}
      >
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="font-[family-name:var(--font-display)] text-lg font-bold leading-snug">
            {restaurant.name}
          </h3>
          {current && <CurrentLocationBadge />}
        </div>
        <RestaurantContact restaurant={restaurant} />
        <TodayHours restaurant={restaurant} holidays={holidays} className="text-sm" />
        {paused && (
          <p
            id={pausedId}
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          >
            {pausedMessageOf(restaurant, i18n)}
          </p>
        )}
        <button
          type="button"
          className={`${primaryButtonClass} mt-auto w-full`}
          aria-describedby={paused ? `${titleId} ${pausedId}` : titleId}
          disabled={paused && mode === 'confirm'}
          onClick={() => onChoose(restaurant)}
        >
          {i18n._(paused ? PAUSED_BUTTON_TEXT[mode] : BUTTON_TEXT[mode])}
        </button>
      </article>
    </li>
  );
}

/**
 * The location chooser (ordering-core §2): a map and one card per location with its address, phone
 * and today's hours. Choosing selects the location (confirmed in 'confirm' mode), then calls onChosen.
 */
export function LocationChooser({ mode, intro, onChosen, zoom = 12 }: LocationChooserProps) {
  const { t } = useLingui();
  const tenant = useTenant();
  const restaurantId = useLocationStore((s) => s.restaurantId);
  const { data: businessHours } = useQuery(tenantBusinessHoursQuery(tenant._id));

  // Regular hours ship with the tenant, so cards show at once; holiday overrides follow when loaded.
  const holidaysOf = (id: string) =>
    businessHours?.find((h) => h.restaurant === id)?.holiday_hours ?? NO_HOLIDAYS;

  const choose = (restaurant: ApiRestaurant) => {
    useLocationStore.getState().select(restaurant, { confirmed: mode === 'confirm' });
    onChosen?.(restaurant);
  };

  return (
    // On phones the cards come first and the map after them: choosing needs only the cards, and the
    // map's script then loads only if the diner scrolls to it.
    <div className="flex flex-col gap-6">
      {intro}
      <RestaurantMap
        restaurants={tenant.restaurants}
        zoom={zoom}
        selectedId={restaurantId}
        label={t`Map of our locations`}
        className="order-last h-64 md:order-none md:h-80"
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Locations`}>
        {tenant.restaurants.map((restaurant) => (
          <LocationCard
            key={restaurant._id}
            restaurant={restaurant}
            holidays={holidaysOf(restaurant._id)}
            mode={mode}
            current={restaurant._id === restaurantId}
            onChoose={choose}
          />
        ))}
      </ul>
    </div>
  );
}
