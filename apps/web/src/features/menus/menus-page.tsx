import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isAcceptingOnlineOrdersAt, type ApiRestaurant } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { restaurantBusinessHoursQuery } from '../../api/queries';
import { useTenant } from '../../lib/tenant-context';
import { useCustomer } from '../../lib/customer';
import { useNow } from '../../lib/hooks';
import { pickupInstantOf } from '../../lib/order-context';
import { orderFlowRedirect, useOrderFulfilment, useOrderStore } from '../../stores/order-store';
import { MenuLocationGate } from './components/menu-location-gate';
import { MenuHeading, MenuPageContainer } from './components/menu-frame';
import { OnlineMenus } from './components/online-menus';
import { ClosedNotice } from './components/page-parts';

const TITLE = msg`Menu`;

/** /menus: browse the location's online menus and order from them (ordering-core §2, Menus; issue 18). */
export default function MenusPage() {
  return <MenuLocationGate title={TITLE} page={Menus} />;
}

function Menus({ restaurant }: { restaurant: ApiRestaurant }) {
  const tenant = useTenant();
  const { i18n } = useLingui();
  const now = useNow();
  const hoursQuery = useQuery(restaurantBusinessHoursQuery(restaurant._id));
  const customer = useCustomer();
  // The step the order needs next (method, address, time), or null when "+ Add" can add at once.
  const nextStep = useOrderStore((s) => orderFlowRedirect(s, true, 'buildOrder'));
  const choice = useOrderFulfilment();
  const ordering = tenant.settings.online_ordering && restaurant.settings.online_ordering;
  const accepting = isAcceptingOnlineOrdersAt(now, {
    regular_business_hours: restaurant.regular_business_hours,
    holiday_hours: hoursQuery.data?.holiday_hours,
    settings: restaurant.settings,
  });

  return (
    <MenuPageContainer>
      <div className="mb-6">
        <MenuHeading title={i18n._(TITLE)} restaurantName={restaurant.name} />
      </div>
      <OnlineMenus
        restaurant={restaurant}
        addVia={ordering ? (nextStep ?? 'dialog') : null}
        pickupAt={nextStep === null ? pickupInstantOf(choice, restaurant, now) : null}
        alsoPending={hoursQuery.isPending}
        signedIn={customer !== null}
        notice={
          !accepting && (
            <div className="mb-6">
              <ClosedNotice />
            </div>
          )
        }
      />
    </MenuPageContainer>
  );
}
