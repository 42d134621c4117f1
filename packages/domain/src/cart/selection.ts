/*
 * The add-to-cart modal's rules (ordering-core §4 Add-to-cart modal, §5 Add-to-cart): what a diner
 * may choose for an item, and what it costs. Both the storefront (instant feedback) and the server
 * (the authority) price a selection with `priceSelection`.
 */
import type { ApiMenuItem } from '../contract/api';
import type { OptionGroup, OptionItem } from '../contract/settings';
import { toCents, type Cents } from '../money';
import { MAX_LINE_QUANTITY, type CartLine, type CartOption } from './types';

/** What the modal holds: the chosen size, the chosen option items per group, quantity and notes. */
export interface ItemSelection {
  /** A size's _id; null or missing picks the item's first size. */
  sizeId?: string | null;
  options: { groupId: string; itemIds: string[] }[];
  quantity: number;
  specialInstructions?: string;
}

export interface SelectionSettings {
  /** Extra-option groups (is_extra) are offered only when this is on. */
  menu_extra_option: boolean;
  /** When explicitly false, special instructions are dropped (the modal does not show the field). */
  menu_special_request_allowed?: boolean;
}

/** A selection priced as a cart line, before it gets its uuid and its menu's duration. */
export type PricedLine = Omit<CartLine, 'uuid' | 'duration'>;

export type SelectionError =
  | { code: 'invalid_quantity'; quantity: number; message: string }
  | { code: 'unknown_size'; sizeId: string; message: string }
  | { code: 'unknown_group'; groupId: string; message: string }
  | { code: 'duplicate_group'; groupId: string; message: string }
  | { code: 'extra_not_allowed'; groupId: string; message: string }
  | { code: 'unknown_option'; groupId: string; itemId: string; message: string }
  | { code: 'duplicate_option'; groupId: string; itemId: string; message: string }
  | { code: 'too_many'; groupId: string; max: number; message: string }
  | { code: 'too_few'; groupId: string; min: number; message: string };

export type PriceSelectionResult = { ok: true; line: PricedLine } | { ok: false; errors: SelectionError[] };

/** The spec's alert when a group's max is exceeded (ordering-core §5). */
export const tooManyOptionsMessage = (max: number) => `You can only select ${max} options.`;
/** Shown when a group needs more choices. */
export const tooFewOptionsMessage = (min: number, group: string) =>
  `Please select at least ${min} option(s) for ${group}`;

const visible = <T extends { hidden_from_public: boolean }>(xs: readonly T[]): T[] =>
  xs.filter((x) => !x.hidden_from_public);

/** Whether the modal shows a group at all: not hidden, and not an extra group while extras are off. */
function isOffered(group: OptionGroup, settings: SelectionSettings): boolean {
  return !group.hidden_from_public && (!group.is_extra || settings.menu_extra_option);
}

/**
 * How many items a group needs and allows. Single: at most one, exactly one when min_selected >= 1.
 * Multiple: min_selected to max_selected (0 = no limit). A minimum is capped at the number of visible
 * items, so hidden option items never make an item impossible to order.
 */
export function groupLimits(group: OptionGroup): { min: number; max: number } {
  const available = visible(group.items).length;
  const declaredMin = Math.max(0, Math.floor(group.min_selected || 0));
  if (group.selection_type === 'Single') {
    return { min: Math.min(declaredMin >= 1 ? 1 : 0, available), max: 1 };
  }
  const declaredMax = Math.max(0, Math.floor(group.max_selected || 0));
  return { min: Math.min(declaredMin, available), max: declaredMax === 0 ? Infinity : declaredMax };
}

/**
 * The modal's start state: quantity 1, the first size, each offered Single group with
 * min_selected >= 1 set to its first visible item, every other offered group empty. Extra groups
 * are left out unless `settings.menu_extra_option` is on (off when not given), so the result always
 * prices cleanly under those settings.
 */
export function defaultSelection(
  item: ApiMenuItem,
  settings: SelectionSettings = { menu_extra_option: false },
): ItemSelection {
  return {
    sizeId: item.sizes[0]?._id ?? null,
    options: item.options
      .filter((group) => isOffered(group, settings))
      .map((group) => {
        const first = visible(group.items)[0];
        // Spec §4: each single-choice group starts with its first item selected.
        const preselect = group.selection_type === 'Single' && first;
        return { groupId: group._id, itemIds: preselect ? [first._id] : [] };
      }),
    quantity: 1,
    specialInstructions: '',
  };
}

function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;
}

/**
 * Validates a selection against its item and prices it as a line (all errors at once, or the line).
 *
 * - Base price: the chosen size's price (the first size by default), or the item's price.
 * - Each chosen option costs its additional_cost, except that in each group the first
 *   `number_of_free_options` chosen items are free, "first" meaning in the order the items appear in
 *   the group (not the order of clicking, and not the most expensive): the result does not depend on
 *   how the diner clicked, and the menu's author decides which ones come free.
 * - Options are listed in the item's group order, then the group's item order; each is counted once
 *   per unit, so option_quantity = quantity and option_total = option_price x quantity.
 * - extraPrice is the per-unit sum of option prices; baseTotal and extraTotal are unit x quantity.
 * - specialInstructions is trimmed (and dropped when special requests are explicitly not allowed).
 */
export function priceSelection(
  item: ApiMenuItem,
  selection: ItemSelection,
  settings: SelectionSettings,
): PriceSelectionResult {
  const errors: SelectionError[] = [];
  const { quantity } = selection;
  if (!isValidQuantity(quantity)) {
    errors.push({
      code: 'invalid_quantity',
      quantity,
      message: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
    });
  }

  // Size.
  let size: { id: string | null; name: string | null; price: Cents } = { id: null, name: null, price: 0 };
  const sizeId = selection.sizeId ?? null;
  if (item.sizes.length === 0) {
    if (sizeId !== null) {
      errors.push({ code: 'unknown_size', sizeId, message: 'This item has no sizes.' });
    } else {
      size = { id: null, name: null, price: toCents(item.price) };
    }
  } else {
    const chosen = sizeId === null ? item.sizes[0] : item.sizes.find((s) => s._id === sizeId);
    if (chosen) size = { id: chosen._id, name: chosen.name, price: toCents(chosen.price) };
    else errors.push({ code: 'unknown_size', sizeId: sizeId ?? '', message: 'Unknown size.' });
  }

  // Which groups were chosen from, each at most once, each a group the modal shows.
  const chosenByGroup = new Map<string, readonly string[]>();
  for (const entry of selection.options) {
    const group = item.options.find((g) => g._id === entry.groupId);
    if (!group || group.hidden_from_public) {
      errors.push({ code: 'unknown_group', groupId: entry.groupId, message: 'Unknown option group.' });
      continue;
    }
    if (chosenByGroup.has(group._id)) {
      errors.push({ code: 'duplicate_group', groupId: group._id, message: `${group.name} is listed twice.` });
      continue;
    }
    if (group.is_extra && !settings.menu_extra_option && entry.itemIds.length > 0) {
      errors.push({
        code: 'extra_not_allowed',
        groupId: group._id,
        message: `${group.name} is not available.`,
      });
      continue;
    }
    chosenByGroup.set(group._id, entry.itemIds);
  }

  const options: CartOption[] = [];
  for (const group of item.options) {
    if (!isOffered(group, settings)) continue;
    const itemIds = chosenByGroup.get(group._id) ?? [];
    const picked = new Set<string>();
    let groupOk = true;
    for (const itemId of itemIds) {
      const option = group.items.find((o) => o._id === itemId);
      if (!option || option.hidden_from_public) {
        errors.push({ code: 'unknown_option', groupId: group._id, itemId, message: 'Unknown option.' });
        groupOk = false;
      } else if (picked.has(itemId)) {
        errors.push({
          code: 'duplicate_option',
          groupId: group._id,
          itemId,
          message: `${option.name} is selected twice.`,
        });
        groupOk = false;
      } else {
        picked.add(itemId);
      }
    }
    const { min, max } = groupLimits(group);
    if (picked.size > max) {
      errors.push({ code: 'too_many', groupId: group._id, max, message: tooManyOptionsMessage(max) });
      groupOk = false;
    } else if (picked.size < min) {
      errors.push({
        code: 'too_few',
        groupId: group._id,
        min,
        message: tooFewOptionsMessage(min, group.name),
      });
      groupOk = false;
    }
    if (groupOk) options.push(...priceGroup(group, picked, isValidQuantity(quantity) ? quantity : 1));
  }

  if (errors.length > 0) return { ok: false, errors };

  const extraPrice = options.reduce((sum, o) => sum + o.option_price, 0);
  const specialInstructions =
    settings.menu_special_request_allowed === false ? '' : (selection.specialInstructions ?? '').trim();
  return {
    ok: true,
    line: {
      id: item._id,
      cd: item.cd,
      name: item.name,
      printName: item.printName,
      size: size.name,
      size_id: size.id,
      options,
      quantity,
      basePrice: size.price,
      baseTotal: size.price * quantity,
      extraPrice,
      extraTotal: extraPrice * quantity,
      specialInstructions,
    },
  };
}

/** The chosen items of one group as option lines, in the group's order, the first N of them free. */
function priceGroup(group: OptionGroup, picked: ReadonlySet<string>, quantity: number): CartOption[] {
  const free = Math.max(0, Math.floor(group.number_of_free_options || 0));
  return group.items
    .filter((o: OptionItem) => picked.has(o._id))
    .map((o, index) => {
      const price = index < free ? 0 : toCents(o.additional_cost);
      return {
        option_name: group.name,
        option_value: o.name,
        option_id: o._id,
        option_quantity: quantity,
        option_price: price,
        option_total: price * quantity,
      };
    });
}
