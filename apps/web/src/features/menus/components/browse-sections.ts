import type { ApiMenu, ApiMenuItem, ApiMenus, ApiPromotion, DineInPromotionGroup } from '@storefront/domain';

/** One block of the scrollable menu: a menu section, or a group of promotion items. */
export interface BrowseSection {
  key: string;
  title: string;
  description: string | null;
  /** Headed by a promotion card (name and description) instead of a plain heading. */
  asPromotion: boolean;
  /** The heading card's promotion, when the group belongs to one. */
  promotion: ApiPromotion | null;
  /** Promotion cards listed under the heading (the dine-in 'Other' group). */
  promotions: ApiPromotion[];
  items: ApiMenuItem[];
}

type PromotionItems = ApiMenus['promotion_items'];

const uniqueById = (items: readonly ApiMenuItem[]) => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item._id) && Boolean(seen.add(item._id)));
};

/** A menu's sections that have something to show. */
export function sectionsOfMenu(menu: ApiMenu): BrowseSection[] {
  return menu.sections
    .filter((section) => section.items.length > 0)
    .map((section) => ({
      key: section._id,
      title: section.name,
      description: section.description,
      asPromotion: false,
      promotion: null,
      promotions: [],
      items: section.items,
    }));
}

/** The promotion items of the given menus only (the response lists those of every menu it holds). */
export function promotionItemsOf(promotionItems: PromotionItems, menus: readonly ApiMenu[]): PromotionItems {
  const sectionIds = new Set(menus.flatMap((menu) => menu.sections.map((section) => section._id)));
  return promotionItems.filter((entry) => sectionIds.has(entry.section) && entry.items.length > 0);
}

/**
 * The Promotions tab: the promotion items grouped per promotion, each group headed by its
 * promotion's card (name and description from the tenant's promotions; the section name when the
 * promotion is not among them). A section tied to no promotion is a group of its own.
 */
export function promotionSections(
  promotionItems: PromotionItems,
  promotions: readonly ApiPromotion[],
): BrowseSection[] {
  const groups = new Map<string, BrowseSection>();
  for (const entry of promotionItems) {
    const key = entry.promotion ?? `section:${entry.section}`;
    const existing = groups.get(key);
    if (existing) {
      existing.items = uniqueById([...existing.items, ...entry.items]);
      continue;
    }
    const promotion = entry.promotion ? (promotions.find((p) => p._id === entry.promotion) ?? null) : null;
    groups.set(key, {
      key,
      title: promotion?.name ?? entry.name,
      description: null,
      asPromotion: true,
      promotion,
      promotions: [],
      items: uniqueById(entry.items),
    });
  }
  return [...groups.values()];
}

/** The dine-in Promotions tab: one block per grouped promotion, then the 'Other' pseudo-group. */
export function dineInPromotionSections(
  groups: readonly DineInPromotionGroup<ApiPromotion, ApiMenuItem>[],
): BrowseSection[] {
  return groups.map((group) =>
    group.isOther
      ? {
          key: group.key,
          title: group.name,
          description: null,
          asPromotion: false,
          promotion: null,
          promotions: group.promotions,
          items: group.items,
        }
      : {
          key: group.key,
          title: group.name,
          description: null,
          asPromotion: true,
          promotion: group.promotions[0] ?? null,
          promotions: [],
          items: group.items,
        },
  );
}
