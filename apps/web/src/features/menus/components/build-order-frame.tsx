import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ApiRestaurant } from '@storefront/domain';
import type { ReactNode } from 'react';
import { MenuHeading, MenuPageContainer } from './menu-frame';

const TITLE = msg`Build Your Order`;

/**
 * /buildorder's frame and heading: the page's, and its placeholder's while the page's code loads (and
 * in the server's HTML), so the heading paints with the HTML and stays where it is when the page comes.
 */
export function BuildOrderFrame({
  restaurant,
  children,
}: {
  restaurant: ApiRestaurant;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <MenuPageContainer>
      <div className="pb-20 lg:pb-0">
        <div className="mb-4">
          <MenuHeading title={i18n._(TITLE)} restaurantName={restaurant.name} />
        </div>
        {children}
      </div>
    </MenuPageContainer>
  );
}
