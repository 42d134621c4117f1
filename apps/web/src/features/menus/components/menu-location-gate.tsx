import type { ApiRestaurant } from '@storefront/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTenant } from '../../../lib/tenant-context';
import { useLocationStore } from '../../../stores/location-store';
import { MenuMessage } from './page-parts';

// Only a brand of several locations, before one is chosen, shows the chooser (and its map).
const LocationChooser = lazy(() =>
  import('../../../components/location-chooser/location-chooser').then((module) => ({
    default: module.LocationChooser,
  })),
);

export const MENU_VARIES_TEXT = 'Menu varies at different location, please select location to view menu.';

export function MenuPageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 pb-10 pt-6 md:pt-8">{children}</div>;
}

/**
 * The menu belongs to one location: with several and none chosen, the location chooser comes first
 * (ordering-core §2, Menus). `children` renders the page for the chosen restaurant.
 */
export function MenuLocationGate({
  title,
  children,
}: {
  title: string;
  children: (restaurant: ApiRestaurant) => ReactNode;
}) {
  const tenant = useTenant();
  const restaurantId = useLocationStore((s) => s.restaurantId);
  const restaurant =
    tenant.restaurants.find((r) => r._id === restaurantId) ??
    (tenant.restaurants.length === 1 ? tenant.restaurants[0] : undefined);

  if (restaurant) return <>{children(restaurant)}</>;

  return (
    <MenuPageContainer>
      <h1 className="font-[family-name:var(--font-display)] text-3xl font-bold md:text-4xl">{title}</h1>
      <div className="mt-6">
        {tenant.restaurants.length === 0 ? (
          <MenuMessage title="No Locations Available" />
        ) : (
          // The chooser selects the location itself; this page then shows that location's menu.
          <Suspense fallback={null}>
            <LocationChooser
              mode="select"
              intro={
                <div>
                  <h2 className="text-xl font-bold">Select a Location</h2>
                  <p className="mt-1 text-lg text-muted">{MENU_VARIES_TEXT}</p>
                </div>
              }
            />
          </Suspense>
        )}
      </div>
    </MenuPageContainer>
  );
}
