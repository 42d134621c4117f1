import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useLocationStore } from '../../stores/location-store';
import { useTenant } from '../../lib/tenant-context';

/** Shown when the brand has several locations (ordering-core §2, Top bars). */
export function LocationBar() {
  const { t } = useLingui();
  const tenant = useTenant();
  const restaurantId = useLocationStore((s) => s.restaurantId);
  if (tenant.restaurants.length <= 1) return null;
  const restaurant = tenant.restaurants.find((r) => r._id === restaurantId);
  return (
    <aside aria-label={t`Your location`} className="border-b border-black/10 bg-brand/15 px-4 py-2 text-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1">
        {restaurant ? (
          <>
            <p>
              <span className="font-semibold">{restaurant.name}</span>
              <span aria-hidden="true"> · </span>
              {[restaurant.address_1, restaurant.city_town].filter(Boolean).join(', ')}
              {restaurant.phone && (
                <>
                  <span aria-hidden="true"> · </span>
                  <a href={`tel:${restaurant.phone}`} className="underline underline-offset-2">
                    {restaurant.phone}
                  </a>
                </>
              )}
            </p>
            <Link to={paths.locations} className="font-semibold underline underline-offset-2">
              <Trans>Change Location</Trans>
            </Link>
          </>
        ) : (
          <>
            <p role="status" className="font-semibold">
              <Trans>Please select a location to continue</Trans>
            </p>
            <Link to={paths.locations} className="font-semibold underline underline-offset-2">
              <Trans>Select Location</Trans>
            </Link>
          </>
        )}
      </div>
    </aside>
  );
}
