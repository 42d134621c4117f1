/*
 * The menus' Promotions tab (ordering-core §2, Menus: "A promotions tab lists promotion items and
 * promotion cards"): which promotions a restaurant offers today, and how the menus response's
 * promotion_items and those promotions are grouped on the tab.
 */
import { isPromotionVisible, type PromotionWindow } from '../promotions/visibility';
import type { InstantLike } from '../time/zoned';
import type { PromotionItemsEntry } from './dine-in';

export interface OfferablePromotion extends PromotionWindow {
  _id: string;
  disabled: boolean;
  rules: { restaurants: readonly string[] };
}

/**
 * The promotions on offer at a restaurant today, in the given order: not disabled, visible today in
 * the restaurant's zone, and for every restaurant (an empty list) or for this one.
 */
export function promotionsOffered<P extends OfferablePromotion>(
  promotions: readonly P[],
  restaurantId: string,
  now: InstantLike,
  timeZone: string,
): P[] {
  return promotions.filter(
    (p) =>
      !p.disabled &&
      isPromotionVisible(p, now, timeZone) &&
      (p.rules.restaurants.length === 0 || p.rules.restaurants.includes(restaurantId)),
  );
}

export interface MenuPromotionGroup<P, I> {
  /** The promotion's id, or 'section:{id}' for a promotion section tied to no promotion. */
  key: string;
  /** The promotion, or null for a section tied to none (its name then heads the group). */
  promotion: P | null;
  name: string;
  /** Each item once, in the order the sections list them. */
  items: I[];
}

export interface MenuPromotions<P, I> {
  /** The promotions with items on these menus, then the promotion sections tied to no promotion. */
  groups: MenuPromotionGroup<P, I>[];
  /** The promotions on offer with no items here (cart discounts, free delivery, coupons): cards only. */
  cards: P[];
}

/**
 * Groups the Promotions tab. `promotionItems` are those of the menus shown; `offered` the promotions
 * on offer (see promotionsOffered), in display order. Items of a promotion not on offer are left
 * out. Inputs are not mutated.
 */
export function groupMenuPromotions<P extends { _id: string; name: string }, I extends { _id: string }>(
  promotionItems: readonly PromotionItemsEntry<I>[],
  offered: readonly P[],
): MenuPromotions<P, I> {
  const byId = new Map<string, P>();
  for (const p of offered) if (!byId.has(p._id)) byId.set(p._id, p);
  const unique = [...byId.values()];
  const groups = new Map<string, MenuPromotionGroup<P, I>>();
  for (const entry of promotionItems) {
    const promotion = entry.promotion === null ? null : byId.get(entry.promotion);
    if (promotion === undefined || entry.items.length === 0) continue;
    const key = promotion ? promotion._id : `section:${entry.section}`;
    const group = groups.get(key) ?? { key, promotion, name: promotion?.name ?? entry.name, items: [] };
    groups.set(key, group);
    for (const item of entry.items) {
      if (!group.items.some((known) => known._id === item._id)) group.items.push(item);
    }
  }
  // Promotion groups in the promotions' display order, then the sections tied to none.
  const ordered = [
    ...unique.flatMap((p) => groups.get(p._id) ?? []),
    ...[...groups.values()].filter((g) => g.promotion === null),
  ];
  const cards = unique.filter((p) => !groups.has(p._id));
  return { groups: ordered, cards };
}
