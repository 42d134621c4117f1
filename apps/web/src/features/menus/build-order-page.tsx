import type { ApiRestaurant } from '@storefront/domain';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { OrderBanner } from '../../components/cart/order-banner';
import { useNow } from '../../lib/hooks';
import { pickupInstantOf, useOrderRestaurant } from '../../lib/order-context';
import { orderFlowRedirect, useOrderFulfilment, useOrderStore } from '../../stores/order-store';
import { BuildOrderFrame } from './components/build-order-frame';
import { OnlineMenus } from './components/online-menus';

/**
 * /buildorder (ordering-core §2): the online-ordering menus, where each item opens the add-to-cart
 * modal, under a banner with the order's details and Checkout. Without a restaurant, an order type
 * or a delivery method the diner goes back to /orderonline; a delivery without an address to
 * /deliveryaddress; a scheduled order without date or time to /pickuptime.
 */
export default function BuildOrderPage() {
  const restaurant = useOrderRestaurant();
  const redirect = useOrderStore((s) => orderFlowRedirect(s, restaurant !== null, 'buildOrder'));
  if (redirect || !restaurant) return <Navigate to={redirect ?? paths.orderOnline} replace />;
  return <BuildOrder restaurant={restaurant} />;
}

function BuildOrder({ restaurant }: { restaurant: ApiRestaurant }) {
  const now = useNow();
  const choice = useOrderFulfilment();

  return (
    <BuildOrderFrame restaurant={restaurant}>
      <OrderBanner restaurant={restaurant} />
      <div className="mt-6">
        {/* Sold-out notes and "+ Add" are for the time the order is for. */}
        <OnlineMenus
          restaurant={restaurant}
          addVia="dialog"
          pickupAt={pickupInstantOf(choice, restaurant, now)}
          signedIn
        />
      </div>
    </BuildOrderFrame>
  );
}
