import {
  groupMenuPromotions,
  promotionsOffered,
  type ApiMenu,
  type ApiMenuItem,
  type ApiMenus,
  type ApiPromotion,
  type ApiRestaurant,
  type DineInPromotionGroup,
} from '@storefront/domain';

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

/** The promotions the restaurant offers now (not disabled, visible today, for it). */
export const offeredPromotions = (
  promotions: readonly ApiPromotion[],
  restaurant: ApiRestaurant,
  now: number,
) => promotionsOffered(promotions, restaurant._id, now, restaurant.settings.time_zone);

/**
 * The Promotions tab (ordering-core §2, Menus): the promotion items grouped per promotion on offer,
 * each group headed by its promotion's card (a section tied to no promotion by its own name), then
 * the cards of the promotions on offer that list no items here (cart discounts, free delivery,
 * coupons), titled `moreTitle` ('More Promotions' in the page's language).
 */
export function promotionSections(
  promotionItems: PromotionItems,
  offered: readonly ApiPromotion[],
  moreTitle: string,
): BrowseSection[] {
  const { groups, cards } = groupMenuPromotions(promotionItems, offered);
  const sections: BrowseSection[] = groups.map((group) => ({
    key: group.key,
    title: group.name,
    description: null,
    asPromotion: true,
    promotion: group.promotion,
    promotions: [],
    items: group.items,
  }));
  if (cards.length > 0)
    sections.push({
      key: 'more-promotions',
      title: moreTitle,
      description: null,
      asPromotion: false,
      promotion: null,
      promotions: cards,
      items: [],
    });
  return sections;
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
