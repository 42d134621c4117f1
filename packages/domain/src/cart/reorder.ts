/*
 * Reorder (ordering-core §4 Reorder): a past order's lines go back into the cart with their options,
 * priced and timed from the current menus. A line whose item, size or options are no longer offered
 * is skipped (and named), never added in a shape the menu no longer allows. A line finds its size by
 * the id it kept (decision 0099), so a menu read in another language than the order's still has it;
 * a line placed before it kept one, by the size's name.
 */
import type { ApiMenu, ApiMenuItem } from '../contract/api';
import { menuItemIndex, selectionOf } from './menu-lookup';
import type { ApiOrderItem } from '../contract/orders';
import { priceSelection, type ItemSelection, type SelectionSettings } from './selection';
import { toCartDuration, type CartLine } from './types';

/** What a past order line needs for reorder (ApiOrderItem's identity and choices). */
export type ReorderSource = Pick<
  ApiOrderItem,
  'menuItem' | 'cd' | 'name' | 'quantity' | 'size' | 'size_id' | 'specialInstructions' | 'options'
>;

export type ReorderSkipReason = 'not_on_menu' | 'size_unavailable' | 'options_unavailable';

export interface ReorderResult {
  /** Lines ready for the cart (without uuid), in the order's order. */
  lines: Omit<CartLine, 'uuid'>[];
  /** The past lines that could not be added, by name, with why. */
  skipped: { name: string; reason: ReorderSkipReason }[];
}

/** The selection that reproduces a past line on the current item, or the reason it cannot. */
function selectionFor(
  source: ReorderSource,
  item: ApiMenuItem,
): { ok: true; selection: ItemSelection } | { ok: false; reason: ReorderSkipReason } {
  const { selection, unknownOptions, sizeMissing } = selectionOf(item, source);
  if (sizeMissing) return { ok: false, reason: 'size_unavailable' };
  if (unknownOptions.length > 0) return { ok: false, reason: 'options_unavailable' };
  return { ok: true, selection };
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
  const index = menuItemIndex(menus);
  for (const source of items) {
    const found = index.find(source.menuItem, source.cd);
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
