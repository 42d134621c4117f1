import type { ApiMenu, ApiMenuItem, ApiRestaurant } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { restaurantMenusQuery } from '../../api/queries';
import { useTenant } from '../../lib/tenant-context';
import { paths } from '../../config/paths';
import { AddToCartModal, type AddToCartTarget } from './components/add-to-cart-modal';
import { OrderBanner } from '../../components/cart/order-banner';
import { useNow } from '../../lib/hooks';
import { pickupInstantOf, useOrderRestaurant } from '../../lib/order-context';
import { orderFlowRedirect, useOrderStore } from '../../stores/order-store';
import { offeredPromotions, promotionItemsOf, promotionSections } from './components/browse-sections';
import { MenuPageContainer } from './components/menu-location-gate';
import { MenuTabs } from './components/menu-tabs';
import { menuTabsOf, promotionsTab, reorderTab } from './components/menu-tabs-of';
import { itemContextOf } from './components/menu-item-card';
import { MenuHeading, LoadedMenus, MenuMessage } from './components/page-parts';

const TITLE = 'Build Your Order';

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
  const tenant = useTenant();
  const now = useNow();
  const menusQuery = useQuery(restaurantMenusQuery(restaurant._id, true));
  const choice = useOrderStore(
    useShallow((s) => ({
      deliveryMethod: s.deliveryMethod,
      pickupTimeType: s.pickupTimeType,
      pickupDate: s.pickupDate,
      pickupTime: s.pickupTime,
    })),
  );
  const pickupAt = pickupInstantOf(choice, restaurant, now);
  const [target, setTarget] = useState<AddToCartTarget | null>(null);
  const [added, setAdded] = useState('');

  const menus = useMemo(
    () => menusQuery.data?.menus.filter((menu) => menu.online_ordering) ?? [],
    [menusQuery.data],
  );
  /** The menu an item is served from (promotion items come from any of them). */
  const menuOf = useCallback(
    (item: ApiMenuItem): ApiMenu | null =>
      menus.find((menu) => menu.sections.some((section) => section.items.some((i) => i._id === item._id))) ??
      null,
    [menus],
  );
  const open = useCallback(
    (item: ApiMenuItem, menu: ApiMenu | null) => {
      setAdded('');
      setTarget({ item, menu: menu ?? menuOf(item) });
    },
    [menuOf],
  );

  // Sold-out notes on the cards are for the time the order is for.
  const context = itemContextOf(restaurant, pickupAt);

  const body = (
    <LoadedMenus query={menusQuery}>
      {(data) => {
        const promotionItems = promotionItemsOf(data.promotion_items, menus);
        const tabs = menuTabsOf(menus, { restaurant, context, pickedForYou: true, onSelectItem: open });
        const promotionTab = promotionSections(
          promotionItems,
          offeredPromotions(tenant.promotions, restaurant, now),
        );
        if (tenant.settings.coupon && promotionTab.length > 0) {
          tabs.push(promotionsTab(promotionTab, context, { onSelectItem: (item) => open(item, null) }));
        }
        if (tenant.settings.membership) {
          tabs.push(reorderTab(restaurant, menus, true));
        }
        return menus.length === 0 ? (
          <MenuMessage title="No menu is available at this location right now." />
        ) : (
          <MenuTabs tabs={tabs} label="Menus" />
        );
      }}
    </LoadedMenus>
  );

  return (
    <MenuPageContainer>
      <div className="pb-20 lg:pb-0">
        <div className="mb-4">
          <MenuHeading title={TITLE} restaurantName={restaurant.name} />
        </div>
        <OrderBanner restaurant={restaurant} />
        <p role="status" className="sr-only">
          {added}
        </p>
        <div className="mt-6">{body}</div>
      </div>
      <AddToCartModal
        target={target}
        restaurant={restaurant}
        pickupAt={pickupAt}
        onClose={() => setTarget(null)}
        onAdded={(name, quantity) => setAdded(`Added ${quantity} × ${name} to your cart.`)}
      />
    </MenuPageContainer>
  );
}
