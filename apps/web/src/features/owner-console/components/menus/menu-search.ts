import { matchesSearch, type ConsoleMenu } from '@storefront/domain';

/*
 * The menu editor's search (issue 33 item 4): a tree of forty items is found by a word, not by
 * scrolling. A match keeps its ancestors, so the owner still sees where it sits.
 */

/**
 * The menus narrowed to what `query` names: an item by its name or code (with its section and menu),
 * a section by its name (whole, with its menu), a menu by its name (whole). Empty: every menu.
 */
export function searchMenuTree(menus: readonly ConsoleMenu[], query: string): ConsoleMenu[] {
  return menus.flatMap((menu) => {
    if (matchesSearch(menu.name, query)) return [menu];
    const sections = menu.sections.flatMap((section) => {
      if (matchesSearch(section.name, query)) return [section];
      const items = section.items.filter((item) => matchesSearch(`${item.code} ${item.name}`, query));
      return items.length > 0 ? [{ ...section, items }] : [];
    });
    return sections.length > 0 ? [{ ...menu, sections }] : [];
  });
}
