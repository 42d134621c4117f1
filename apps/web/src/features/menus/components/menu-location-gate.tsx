import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiRestaurant } from '@storefront/domain';
import type { ComponentType } from 'react';
import { LocationChooser, SelectLocationIntro } from '../../../components/location-chooser/location-chooser';
import { useTenant } from '../../../lib/tenant-context';
import { useLocationStore } from '../../../stores/location-store';
import { MenuPageContainer } from './menu-frame';
import { MenuMessage } from './page-parts';

/**
 * The menu belongs to one location: with several and none chosen, the location chooser comes first
 * (ordering-core §2, Menus). `page` draws the page titled `title` for the chosen restaurant.
 */
export function MenuLocationGate({
  title,
  page: Page,
}: {
  title: MessageDescriptor;
  page: ComponentType<{ restaurant: ApiRestaurant }>;
}) {
  const tenant = useTenant();
  const { t, i18n } = useLingui();
  // The restaurant itself, not its id: a page the server drew (with no location chosen) is adopted at
  // the store's first state, then read again at the diner's. For a brand with one location both are
  // that location, and the whole menu is not drawn a second time in the adoption's task.
  const restaurant = useLocationStore(
    (s) =>
      tenant.restaurants.find((r) => r._id === s.restaurantId) ??
      (tenant.restaurants.length === 1 ? tenant.restaurants[0] : undefined),
  );

  if (restaurant) return <Page restaurant={restaurant} />;

  return (
    <MenuPageContainer>
      <h1 className="font-[family-name:var(--font-display)] text-3xl font-bold md:text-4xl">
        {i18n._(title)}
      </h1>
      <div className="mt-6">
        {tenant.restaurants.length === 0 ? (
          <MenuMessage title={t`No Locations Available`} />
        ) : (
          // The chooser selects the location itself; this page then shows that location's menu. It
          // comes with the page (its map loads on its own): loaded later, it drew after the first
          // paint and pushed the footer down the screen (a layout shift of 1.24 on a phone).
          <LocationChooser
            mode="select"
            intro={
              <SelectLocationIntro>
                <Trans>Menu varies at different location, please select location to view menu.</Trans>
              </SelectLocationIntro>
            }
          />
        )}
      </div>
    </MenuPageContainer>
  );
}
