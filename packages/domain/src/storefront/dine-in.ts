/*
 * The dine-in menu's promotion grouping (ordering-core §2, Menus): promotions of type 'Buy one, get
 * one free' and '% discount on selected items' are each shown as their own group with their items;
 * every other promotion goes into one extra pseudo-group called 'Other'.
 */
import type { PromotionType } from '../contract/settings';

/** The promotion types that get a group of their own on the dine-in menu. */
export const DINE_IN_GROUPED_PROMOTION_TYPES: readonly PromotionType[] = [
  'Buy one, get one free',
  '% discount on selected items',
];

/** The title (and key) of the pseudo-group holding all other promotions. */
export const OTHER_PROMOTIONS_GROUP = 'Other';

/** One entry of the menus response's promotion_items: a promotion section and its items. */
export interface PromotionItemsEntry<I> {
  promotion: string | null;
  section: string;
  name: string;
  items: readonly I[];
}

export interface GroupablePromotion {
  _id: string;
  name: string;
  type: string;
}

export interface DineInPromotionGroup<P, I> {
  /** The promotion's id, or 'Other' for the pseudo-group. */
  key: string;
  /** The promotion's name, or 'Other'. */
  name: string;
  /** True for the 'Other' pseudo-group. */
  isOther: boolean;
  /** The group's promotion; for 'Other', every promotion of another type, in the given order. */
  promotions: P[];
  /** The items of the group's promotion sections, each item once. */
  items: I[];
}

const isGroupedType = (type: string) => (DINE_IN_GROUPED_PROMOTION_TYPES as readonly string[]).includes(type);

/**
 * Groups the dine-in promotions and their items. `promotions` are the ones on offer, in display
 * order (the caller drops disabled, out-of-date or other-location ones). Items of a section tied to
 * a promotion that is not on offer are left out; items of a promotion section tied to no promotion
 * go into 'Other'. 'Other' comes last and only when it has promotions or items. Inputs are not
 * mutated.
 */
export function groupDineInPromotions<P extends GroupablePromotion, I extends { _id: string }>(
  promotionItems: readonly PromotionItemsEntry<I>[],
  promotions: readonly P[],
): DineInPromotionGroup<P, I>[] {
  const groups = new Map<string, DineInPromotionGroup<P, I>>();
  const other: DineInPromotionGroup<P, I> = {
    key: OTHER_PROMOTIONS_GROUP,
    name: OTHER_PROMOTIONS_GROUP,
    isOther: true,
    promotions: [],
    items: [],
  };
  const offered = new Set<string>();

  for (const promotion of promotions) {
    if (offered.has(promotion._id)) continue;
    offered.add(promotion._id);
    if (isGroupedType(promotion.type)) {
      groups.set(promotion._id, {
        key: promotion._id,
        name: promotion.name,
        isOther: false,
        promotions: [promotion],
        items: [],
      });
    } else {
      other.promotions.push(promotion);
    }
  }

  for (const entry of promotionItems) {
    let target: DineInPromotionGroup<P, I>;
    if (entry.promotion === null) target = other;
    else if (!offered.has(entry.promotion)) continue;
    else target = groups.get(entry.promotion) ?? other;
    for (const item of entry.items) {
      if (!target.items.some((known) => known._id === item._id)) target.items.push(item);
    }
  }

  const result = [...groups.values()];
  if (other.promotions.length > 0 || other.items.length > 0) result.push(other);
  return result;
}
