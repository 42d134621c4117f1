/*
 * Reorder (ordering-core §4 Reorder): a past order's lines go back into the cart with their options,
 * priced and timed from the current menus. A line whose item, size or options are no longer offered
 * is skipped (and named), never added in a shape the menu no longer allows.
 */
import type { ApiMenu, ApiMenuItem } from '../contract/api';
import type { ApiOrderItem } from '../contract/orders';
import { priceSelection, type ItemSelection, type SelectionSettings } from './selection';
import { toCartDuration, type CartLine } from './types';

/** What a past order line needs for reorder (ApiOrderItem's identity and choices). */
export type ReorderSource = Pick<
  ApiOrderItem,
  'menuItem' | 'cd' | 'name' | 'quantity' | 'size' | 'specialInstructions' | 'options'
>;

export type ReorderSkipReason = 'not_on_menu' | 'size_unavailable' | 'options_unavailable';

export interface ReorderResult {
  /** Lines ready for the cart (without uuid), in the order's order. */
  lines: Omit<CartLine, 'uuid'>[];
  /** The past lines that could not be added, by name, with why. */
  skipped: { name: string; reason: ReorderSkipReason }[];
}

interface Found {
  item: ApiMenuItem;
  menu: ApiMenu;
}

/** The item on the current menus: by menu item id first, else by its code (menus are rebuilt, codes stay). */
function findItem(source: ReorderSource, menus: readonly ApiMenu[]): Found | null {
  const all: Found[] = menus.flatMap((menu) =>
    menu.sections.flatMap((section) => section.items.map((item) => ({ item, menu }))),
  );
  if (source.menuItem) {
    const byId = all.find((f) => f.item._id === source.menuItem);
    if (byId) return byId;
  }
  const cd = source.cd?.trim();
  if (cd) return all.find((f) => f.item.cd?.trim().toLowerCase() === cd.toLowerCase()) ?? null;
  return null;
}

/**
 * The selection that reproduces a past line on the current item, or the reason it cannot. Options
 * are matched by option id (each group holding the id gets it), the size by name.
 */
function selectionFor(
  source: ReorderSource,
  item: ApiMenuItem,
): { ok: true; selection: ItemSelection } | { ok: false; reason: ReorderSkipReason } {
  let sizeId: string | null = null;
  if (item.sizes.length > 0) {
    const wanted = source.size?.trim().toLowerCase();
    const size = wanted ? item.sizes.find((s) => s.name.trim().toLowerCase() === wanted) : undefined;
    if (!size) return { ok: false, reason: 'size_unavailable' };
    sizeId = size._id;
  } else if (source.size) {
    return { ok: false, reason: 'size_unavailable' };
  }

  const byGroup = new Map<string, string[]>();
  for (const option of source.options) {
    const group = option.option_id
      ? item.options.find((g) => g.items.some((o) => o._id === option.option_id))
      : undefined;
    if (!group || !option.option_id) return { ok: false, reason: 'options_unavailable' };
    byGroup.set(group._id, [...(byGroup.get(group._id) ?? []), option.option_id]);
  }
  return {
    ok: true,
    selection: {
      sizeId,
      options: [...byGroup].map(([groupId, itemIds]) => ({ groupId, itemIds })),
      quantity: source.quantity,
      specialInstructions: source.specialInstructions ?? '',
    },
  };
}

/**
 * Turns a past order's lines into cart lines against the current menus. Prices come from the
 * current menus (the server prices again anyway); each line carries the duration of the menu its
 * item is on now. A line is skipped when its item is gone, its size is gone, or its options are no
 * longer offered or no longer satisfy the item's rules (a new required group, a lower maximum).
 */
export function reorderLines(
  items: readonly ReorderSource[],
  menus: readonly ApiMenu[],
  settings: SelectionSettings,
): ReorderResult {
  const result: ReorderResult = { lines: [], skipped: [] };
  for (const source of items) {
    const found = findItem(source, menus);
    if (!found) {
      result.skipped.push({ name: source.name, reason: 'not_on_menu' });
      continue;
    }
    const selection = selectionFor(source, found.item);
    if (!selection.ok) {
      result.skipped.push({ name: source.name, reason: selection.reason });
      continue;
    }
    const priced = priceSelection(found.item, selection.selection, settings);
    if (!priced.ok) {
      result.skipped.push({ name: source.name, reason: 'options_unavailable' });
      continue;
    }
    result.lines.push({ ...priced.line, duration: toCartDuration(found.menu.duration) });
  }
  return result;
}

/** The message naming what could not be reordered, or null when everything was added. */
export function reorderSkippedMessage(skipped: ReorderResult['skipped']): string | null {
  if (skipped.length === 0) return null;
  const names = [...new Set(skipped.map((s) => s.name))];
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${list} ${names.length === 1 ? 'is' : 'are'} no longer available as ordered and ${
    names.length === 1 ? 'was' : 'were'
  } not added to your cart.`;
}
