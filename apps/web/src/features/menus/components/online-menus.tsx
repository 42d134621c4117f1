import {
  matchingItemCount,
  NO_MENU_FILTER,
  type ApiMenu,
  type ApiMenuItem,
  type ApiRestaurant,
  type MenuFilter,
} from '@storefront/domain';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { restaurantMenusQuery } from '../../../api/queries';
import { useTenant } from '../../../lib/tenant-context';
import { useNow, useWantedOnce } from '../../../lib/hooks';
import { useOrderStore } from '../../../stores/order-store';
import { MenuFilterBar } from './menu-filter-bar';
import { itemContextOf } from './menu-item-card';
import { MenuTabs } from './menu-tabs';
import { onlineMenuTabs } from './menu-tabs-of';
import { LoadedMenus, MenuMessage } from './page-parts';
import { useAddToCart } from './use-add-to-cart';

// The dialog (options, pricing, the cart) loads when a diner first opens an item, not with the menus.
const AddToCartModal = lazy(() =>
  import('../../../components/menu/add-to-cart-modal').then((module) => ({ default: module.AddToCartModal })),
);

interface OnlineMenusProps {
  restaurant: ApiRestaurant;
  /**
   * Where "+ Add" leads: 'dialog' opens the add-to-cart dialog (the order's method, address and time
   * are chosen); a path starts the order at that step first, and the item waits there (issue 18);
   * null: nothing can be ordered here (online ordering is off).
   */
  addVia: 'dialog' | string | null;
  /** The order's chosen time (epoch ms): items are checked against it; null: none chosen yet. */
  pickupAt: number | null;
  /** Something else the page waits for before it draws the menus. */
  alsoPending?: boolean;
  /** Above the filters (the closed-now notice). */
  notice?: ReactNode;
  signedIn: boolean;
}

/**
 * The online menus of /menus and /buildorder: search and dietary filters, the menus' tabs, and
 * "+ Add" on each item orderable at the order's time (ordering-core §2 Menus; issue 18).
 */
export function OnlineMenus({
  restaurant,
  addVia,
  pickupAt,
  alsoPending,
  notice,
  signedIn,
}: OnlineMenusProps) {
  const tenant = useTenant();
  const { t, i18n } = useLingui();
  const now = useNow();
  const navigate = useNavigate();
  const menusQuery = useQuery(restaurantMenusQuery(restaurant._id, true));
  const [filter, setFilter] = useState<MenuFilter>(NO_MENU_FILTER);
  const menus = useMemo(
    () => menusQuery.data?.menus.filter((menu) => menu.online_ordering) ?? [],
    [menusQuery.data],
  );
  const dialog = useAddToCart(menus);
  const { openById } = dialog;
  const pendingItem = useOrderStore((s) => s.pendingItem);
  const dialogMounted = useWantedOnce(dialog.target !== null);

  // "+ Add" pressed before the order's steps: the item opens once they are done.
  useEffect(() => {
    if (addVia !== 'dialog' || !pendingItem || menus.length === 0) return;
    useOrderStore.getState().setPendingItem(null);
    openById(pendingItem.itemId);
  }, [addVia, pendingItem, menus, openById]);

  // Before a time is chosen, items are refused only for being sold out now.
  const context = itemContextOf(restaurant, pickupAt ?? now, {
    menus: pickupAt === null ? undefined : menus,
    showCodes: tenant.settings.show_item_codes,
  });

  const select =
    addVia === null
      ? undefined
      : (item: ApiMenuItem, menu: ApiMenu | null) => {
          if (addVia === 'dialog') return dialog.open(item, menu);
          useOrderStore.getState().setPendingItem({ itemId: item._id, name: item.name });
          void navigate(addVia);
        };

  return (
    <>
      <LoadedMenus query={menusQuery} alsoPending={alsoPending}>
        {(data) => {
          if (menus.length === 0) {
            return <MenuMessage title={t`No menu is available at this location right now.`} />;
          }
          const tabs = onlineMenuTabs({
            i18n,
            tenant,
            restaurant,
            menus,
            promotionItems: data.promotion_items,
            now,
            signedIn,
            context,
            onSelectItem: select,
            opensDialog: addVia === 'dialog',
            filter,
          });
          return (
            <>
              {notice}
              <MenuFilterBar
                filter={filter}
                onChange={setFilter}
                matches={matchingItemCount(menus, filter)}
              />
              <MenuTabs tabs={tabs} label={t`Menus`} />
            </>
          );
        }}
      </LoadedMenus>
      <p role="status" className="sr-only">
        {dialog.added}
      </p>
      {dialogMounted && (
        <Suspense fallback={null}>
          <AddToCartModal
            target={dialog.target}
            restaurant={restaurant}
            pickupAt={pickupAt ?? now}
            onClose={dialog.close}
            onAdded={dialog.onAdded}
          />
        </Suspense>
      )}
    </>
  );
}
