import type { ApiMenu, ApiMenuItem, ApiRestaurant } from '@storefront/domain';
import type { ReactNode } from 'react';
import { sectionsOfMenu, type BrowseSection } from './browse-sections';
import { MenuBrowser } from './menu-browser';
import { MenuIntro } from './menu-intro';
import type { ItemContext } from './menu-item-card';
import type { MenuTab } from './menu-tabs';
import { MenuMessage } from './page-parts';
import { PickedForYou } from './picked-for-you';
import { ReorderTab } from './reorder-panel';

interface MenuTabsOfOptions {
  restaurant: ApiRestaurant;
  context: ItemContext;
  /** Picked for you leads the first menu (the online menus only). */
  pickedForYou?: boolean;
  /** The menu the item was picked from; null from Picked for you, which draws on every menu. */
  onSelectItem?: (item: ApiMenuItem, menu: ApiMenu | null) => void;
}

/** One tab per menu: its intro, then its sections. */
export function menuTabsOf(
  menus: ApiMenu[],
  { restaurant, context, pickedForYou = false, onSelectItem }: MenuTabsOfOptions,
): MenuTab[] {
  return menus.map((menu, index) => ({
    key: menu._id,
    label: menu.name,
    render: () => (
      <MenuBrowser
        sections={sectionsOfMenu(menu)}
        label={menu.name}
        context={context}
        intro={
          pickedForYou ? (
            <>
              {index === 0 && (
                <PickedForYou
                  menus={menus}
                  context={context}
                  onSelectItem={onSelectItem && ((item) => onSelectItem(item, null))}
                />
              )}
              <MenuIntro menu={menu} restaurant={restaurant} />
            </>
          ) : (
            <MenuIntro menu={menu} restaurant={restaurant} />
          )
        }
        empty={<MenuMessage title="There is nothing on this menu yet." />}
        onSelectItem={onSelectItem && ((item) => onSelectItem(item, menu))}
      />
    ),
  }));
}

/** The Promotions tab, after the menus' tabs. */
export function promotionsTab(
  sections: readonly BrowseSection[],
  context: ItemContext,
  { empty, onSelectItem }: { empty?: ReactNode; onSelectItem?: (item: ApiMenuItem) => void } = {},
): MenuTab {
  return {
    key: 'promotions',
    label: 'Promotions',
    render: () => (
      <MenuBrowser
        sections={sections}
        label="Promotions"
        context={context}
        empty={empty}
        onSelectItem={onSelectItem}
      />
    ),
  };
}

/** The members' REORDER tab of the online menus. */
export function reorderTab(
  restaurant: ApiRestaurant,
  menus: readonly ApiMenu[],
  focusablePanel: boolean,
): MenuTab {
  return {
    key: 'reorder',
    label: 'REORDER',
    render: () => <ReorderTab restaurant={restaurant} menus={menus} />,
    focusablePanel,
  };
}
