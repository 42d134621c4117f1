import {
  isAllergen,
  translated,
  type Locale,
  toDollars,
  type ApiMenu,
  type ApiMenuItem,
  type ApiMenus,
  type ItemSize,
  type OptionGroup,
  type Photo,
  type SubItem,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { MenuItemsTable, MenuSectionsTable, MenusTable } from '../../db/schema';
import { bool, fromJson } from '../../http/json';
import { translationsOf } from '../../db/translations';

/** The fields of each level the storefront shows in the request's language (issue 31). */
const NAMED = ['name', 'description'] as const;

/** An option group and its options in `locale`, without the translations the diner has no use for. */
function optionGroupIn({ translations, items, ...group }: OptionGroup, locale: Locale): OptionGroup {
  return {
    ...translated(group, translations, ['name', 'information'], locale),
    items: items.map(({ translations: words, ...option }) => translated(option, words, ['name'], locale)),
  };
}

/** An item as the storefront shows it, its words in `locale` where translated, else the default's. */
export function presentMenuItem(raw: Selectable<MenuItemsTable>, locale: Locale): ApiMenuItem {
  const row = translated(raw, translationsOf(raw.translations), NAMED, locale);
  const options = fromJson<OptionGroup[]>(row.options, [])
    .filter((group) => !group.hidden_from_public)
    .map((group) =>
      optionGroupIn({ ...group, items: group.items.filter((item) => !item.hidden_from_public) }, locale),
    );
  return {
    _id: row.id,
    cd: row.cd,
    name: row.name,
    printName: row.print_name,
    description: row.description,
    price: toDollars(row.price_cents),
    // Sizes and sub-items too, without their translations.
    sizes: fromJson<ItemSize[]>(row.sizes, []).map(({ translations, ...size }) =>
      translated(size, translations, ['name'], locale),
    ),
    options,
    photos: fromJson<Photo[]>(row.photos, []),
    tags: fromJson<string[]>(row.tags, []),
    sub_items: fromJson<SubItem[]>(row.sub_items, []).map(({ translations, ...sub }) =>
      translated(sub, translations, ['name'], locale),
    ),
    allergens: fromJson<unknown[]>(row.allergens, []).filter(isAllergen),
    sold_out_until: row.sold_out_until,
  };
}

export function presentMenus(
  tree: {
    menus: Selectable<MenusTable>[];
    sections: Selectable<MenuSectionsTable>[];
    items: Selectable<MenuItemsTable>[];
  },
  onlineOrderingOnly: boolean,
  locale: Locale,
): ApiMenus {
  const inLocale = <R extends { name: string; description: string | null; translations: string }>(row: R) =>
    translated(row, translationsOf(row.translations), NAMED, locale);
  const itemsBySection = new Map<string, ApiMenuItem[]>();
  for (const row of tree.items) {
    const list = itemsBySection.get(row.section_id) ?? [];
    list.push(presentMenuItem(row, locale));
    itemsBySection.set(row.section_id, list);
  }
  const menus: ApiMenu[] = tree.menus
    .filter((menu) => !onlineOrderingOnly || bool(menu.online_ordering))
    .map(inLocale)
    .map((menu) => ({
      _id: menu.id,
      name: menu.name,
      description: menu.description,
      duration: {
        name: menu.duration_name,
        time_start: menu.duration_time_start,
        time_end: menu.duration_time_end,
      },
      online_ordering: bool(menu.online_ordering),
      sections: tree.sections
        .filter((section) => section.menu_id === menu.id)
        .map(inLocale)
        .map((section) => ({
          _id: section.id,
          name: section.name,
          description: section.description,
          is_promotion: bool(section.is_promotion),
          promotion: section.promotion_id,
          items: itemsBySection.get(section.id) ?? [],
        })),
    }));
  const promotion_items = menus.flatMap((menu) =>
    menu.sections
      .filter((section) => section.is_promotion)
      .map((section) => ({
        promotion: section.promotion,
        section: section._id,
        name: section.name,
        items: section.items,
      })),
  );
  return { menus, promotion_items };
}
