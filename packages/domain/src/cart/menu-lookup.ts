/*
 * Which menu item a cart line is, and the selection its choices make on that item: one lookup for
 * the server's price of a cart and for reorder. Items are found by id first, else by their code
 * (menus are rebuilt, codes stay); sizes by id or name; options by id, each in the group holding it.
 */
import type { ApiMenu, ApiMenuItem } from '../contract/api';
import type { ItemSelection } from './selection';

export interface FoundItem {
  item: ApiMenuItem;
  menu: ApiMenu;
}

const codeKey = (cd: string | null | undefined): string => cd?.trim().toLowerCase() ?? '';
const sizeKey = (name: string | null | undefined): string => name?.trim().toLowerCase() ?? '';

/**
 * The menus' items by id and by code, built once per cart (the first placement of each wins). The
 * code index is built on the first line not found by id (an order's hot path rarely needs it).
 */
export function menuItemIndex(menus: readonly ApiMenu[]) {
  const byId = new Map<string, FoundItem>();
  for (const menu of menus) {
    for (const section of menu.sections) {
      for (const item of section.items) if (!byId.has(item._id)) byId.set(item._id, { item, menu });
    }
  }
  let byCd: Map<string, FoundItem> | null = null;
  const codeIndex = () => {
    byCd = new Map();
    for (const found of byId.values()) {
      const cd = codeKey(found.item.cd);
      if (cd !== '' && !byCd.has(cd)) byCd.set(cd, found);
    }
    return byCd;
  };
  return {
    find(id: string | null | undefined, cd: string | null | undefined): FoundItem | undefined {
      const found = id ? byId.get(id) : undefined;
      if (found) return found;
      const key = codeKey(cd);
      return key === '' ? undefined : (byCd ?? codeIndex()).get(key);
    },
  };
}

/** What a cart line (or a past order's line) chose: a size by id or name, options by id. */
export interface LineChoices {
  size?: string | null;
  size_id?: string | null;
  options: readonly { option_id: string | null }[];
  quantity: number;
  specialInstructions?: string | null;
}

/**
 * The selection `choices` make on `item`. `unknownOptions` names the options the item no longer has;
 * a size it no longer has is `sizeMissing` (and an id no size has, so pricing refuses it).
 */
export function selectionOf(
  item: ApiMenuItem,
  choices: LineChoices,
): { selection: ItemSelection; unknownOptions: (string | null)[]; sizeMissing: boolean } {
  const groupOf = new Map<string, string>();
  for (const group of item.options) for (const option of group.items) groupOf.set(option._id, group._id);
  const groups = new Map<string, string[]>();
  const unknownOptions: (string | null)[] = [];
  for (const { option_id } of choices.options) {
    const groupId = option_id ? groupOf.get(option_id) : undefined;
    if (!groupId || !option_id) unknownOptions.push(option_id);
    else groups.set(groupId, [...(groups.get(groupId) ?? []), option_id]);
  }
  // By id first: its name may be another language's than the menu's (issue 31).
  const wanted = sizeKey(choices.size);
  const size =
    item.sizes.find((s) => choices.size_id && s._id === choices.size_id) ??
    (wanted === ''
      ? undefined
      : item.sizes.find((s) => s._id === choices.size || sizeKey(s.name) === wanted));
  const chose = wanted !== '' || Boolean(choices.size_id);
  const sizeMissing = chose ? size === undefined : item.sizes.length > 0;
  return {
    unknownOptions,
    sizeMissing,
    selection: {
      sizeId: chose ? (size?._id ?? `unknown:${choices.size ?? choices.size_id ?? ''}`) : null,
      options: [...groups].map(([groupId, itemIds]) => ({ groupId, itemIds })),
      quantity: choices.quantity,
      specialInstructions: choices.specialInstructions ?? '',
    },
  };
}
