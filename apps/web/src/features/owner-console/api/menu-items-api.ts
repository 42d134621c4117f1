import type { ApiStaff } from '@storefront/domain';
import { useQueries } from '@tanstack/react-query';
import { menuTreeQuery } from './menus-api';

/** A menu item as a promotion names it: by code (as a tenant document does) or by id. */
export interface MenuItemChoice {
  id: string;
  code: string;
  name: string;
  /** Its location's name, for an owner of several. */
  location: string;
}

/**
 * Every item of the owner's locations' menus (the console's menu trees, shared with the menu
 * editor's cache), for picking a promotion's items and naming them; `pending` while one loads.
 */
export function useMenuItemChoices(staff: ApiStaff): { items: MenuItemChoice[]; pending: boolean } {
  const trees = useQueries({ queries: staff.restaurants.map((r) => menuTreeQuery(r._id)) });
  const items = trees.flatMap((tree, index) =>
    (tree.data?.menus ?? []).flatMap((menu) =>
      menu.sections.flatMap((section) =>
        section.items.map((item) => ({
          id: item._id,
          code: item.code,
          name: item.name,
          location: staff.restaurants[index]!.name,
        })),
      ),
    ),
  );
  return { items, pending: trees.some((tree) => tree.isPending) };
}

/** Whether a promotion's list entry (an item's id or code) names the item. */
export const names = (entry: string, item: MenuItemChoice) => entry === item.id || entry === item.code;
