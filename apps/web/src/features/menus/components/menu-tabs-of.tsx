import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  filterMenuSections,
  isMenuFilterActive,
  NO_MENU_FILTER,
  type ApiMenu,
  type ApiMenuItem,
  type ApiMenus,
  type ApiRestaurant,
  type ApiTenant,
  type MenuFilter,
} from '@storefront/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  offeredPromotions,
  promotionItemsOf,
  promotionSections,
  sectionsOfMenu,
  type BrowseSection,
} from './browse-sections';
import { MenuBrowser } from './menu-browser';
import { MenuIntro } from './menu-intro';
import type { ItemContext } from './menu-item-card';
import type { MenuTab } from './menu-tabs';
import { MenuMessage } from './page-parts';
import { PickedForYou } from './picked-for-you';

// Members' past orders load when the REORDER tab is opened, not with the menus.
const ReorderTab = lazy(() => import('./reorder-panel').then((module) => ({ default: module.ReorderTab })));

interface MenuTabsOfOptions {
  /** The page's language, for the tabs' names. */
  i18n: I18n;
  restaurant: ApiRestaurant;
  context: ItemContext;
  /** Picked for you leads the first menu (the online menus only). */
  pickedForYou?: boolean;
  /** The menu the item was picked from; null from Picked for you, which draws on every menu. */
  onSelectItem?: (item: ApiMenuItem, menu: ApiMenu | null) => void;
  /** Whether selecting opens the add-to-cart dialog (not the order's first step). */
  opensDialog?: boolean;
  /** The search and dietary filters; only matching items show. */
  filter?: MenuFilter;
}

/** One tab per menu: its intro, then its sections. */
export function menuTabsOf(menus: ApiMenu[], options: MenuTabsOfOptions): MenuTab[] {
  const { restaurant, context, pickedForYou = false, onSelectItem, opensDialog, filter } = options;
  const filtering = filter !== undefined && isMenuFilterActive(filter);
  return menus.map((menu, index) => ({
    key: menu._id,
    label: menu.name,
    render: () => (
      <MenuBrowser
        sections={filterMenuSections(sectionsOfMenu(menu), filter ?? NO_MENU_FILTER)}
        label={menu.name}
        context={context}
        opensDialog={opensDialog}
        intro={
          // Picked for you is not filtered: it gives way while the diner searches.
          pickedForYou && !filtering ? (
            <>
              {index === 0 && (
                <PickedForYou
                  menus={menus}
                  context={context}
                  onSelectItem={onSelectItem && ((item) => onSelectItem(item, null))}
                  opensDialog={opensDialog}
                />
              )}
              <MenuIntro menu={menu} restaurant={restaurant} />
            </>
          ) : (
            <MenuIntro menu={menu} restaurant={restaurant} />
          )
        }
        empty={
          <MenuMessage
            title={
              filtering
                ? options.i18n._(msg`No dishes on this menu match.`)
                : options.i18n._(msg`There is nothing on this menu yet.`)
            }
          />
        }
        onSelectItem={onSelectItem && ((item) => onSelectItem(item, menu))}
      />
    ),
  }));
}

/** The Promotions tab, after the menus' tabs. */
export function promotionsTab(
  sections: readonly BrowseSection[],
  context: ItemContext,
  {
    i18n,
    ...browsing
  }: {
    i18n: I18n;
    empty?: ReactNode;
    onSelectItem?: (item: ApiMenuItem) => void;
    opensDialog?: boolean;
  },
): MenuTab {
  const label = i18n._(msg`Promotions`);
  return {
    key: 'promotions',
    label,
    render: () => <MenuBrowser sections={sections} label={label} context={context} {...browsing} />,
  };
}

/** The members' REORDER tab of the online menus. */
export function reorderTab(
  restaurant: ApiRestaurant,
  menus: readonly ApiMenu[],
  focusablePanel: boolean,
  i18n: I18n,
): MenuTab {
  return {
    key: 'reorder',
    label: i18n._(msg`REORDER`),
    render: () => (
      <Suspense
        fallback={
          <p role="status" className="p-8 text-center text-muted">
            <Trans>Loading…</Trans>
          </p>
        }
      >
        <ReorderTab restaurant={restaurant} menus={menus} />
      </Suspense>
    ),
    focusablePanel,
  };
}

interface OnlineMenuTabsOptions extends MenuTabsOfOptions {
  tenant: ApiTenant;
  /** The online menus (the promotion items are those of these menus). */
  menus: ApiMenu[];
  promotionItems: ApiMenus['promotion_items'];
  now: number;
  /** The REORDER tab's panel takes focus when it shows only the sign-in prompt. */
  signedIn: boolean;
}

/**
 * The tabs of the online menus (/menus and /buildorder): one per menu, Promotions when coupons are
 * on and something is on offer, REORDER for members.
 */
export function onlineMenuTabs({
  tenant,
  menus,
  promotionItems,
  now,
  signedIn,
  ...options
}: OnlineMenuTabsOptions): MenuTab[] {
  const { restaurant, context, onSelectItem, opensDialog, filter } = options;
  const tabs = menuTabsOf(menus, { ...options, pickedForYou: true });
  const promotionTab = filterMenuSections(
    promotionSections(
      promotionItemsOf(promotionItems, menus),
      offeredPromotions(tenant.promotions, restaurant, now),
      options.i18n._(msg`More Promotions`),
    ),
    filter ?? NO_MENU_FILTER,
  );
  if (tenant.settings.coupon && promotionTab.length > 0) {
    tabs.push(
      promotionsTab(promotionTab, context, {
        i18n: options.i18n,
        onSelectItem: onSelectItem && ((item) => onSelectItem(item, null)),
        opensDialog,
      }),
    );
  }
  if (tenant.settings.membership) tabs.push(reorderTab(restaurant, menus, signedIn, options.i18n));
  return tabs;
}
