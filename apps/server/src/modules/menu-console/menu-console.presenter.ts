import {
  RELATIVE_INSTANT_PATTERN,
  isAllergen,
  toCents,
  toDollars,
  type ConsoleMenu,
  type ConsoleMenuItem,
  type ConsoleMenuSection,
  type ItemFields,
  type ItemSize,
  type MenuFields,
  type MenuTag,
  type OptionGroup,
  type Photo,
  type SectionFields,
  type SubItem,
} from '@storefront/domain';
import type { Selectable, Updateable } from 'kysely';
import { newId } from '../../db/ids';
import type { MenuItemsTable, MenuSectionsTable, MenusTable } from '../../db/schema';
import { bool, fromJson } from '../../http/json';
import { translationsColumn, translationsOf } from '../../db/translations';

/*
 * Rows to the console's shapes and back. The shapes are the tenant document's (contract/tenant/menu.ts)
 * with ids, so a change is audited field by field in the words of the document.
 */

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

export function menuFieldsOf(row: Selectable<MenusTable>): MenuFields {
  const windowed = row.duration_time_start !== null && row.duration_time_end !== null;
  return {
    name: row.name,
    description: row.description,
    translations: translationsOf(row.translations),
    duration: windowed
      ? { name: row.duration_name, start: row.duration_time_start!, end: row.duration_time_end! }
      : null,
    online_ordering: bool(row.online_ordering),
    hidden_from_public: bool(row.hidden_from_public),
    disabled: bool(row.disabled),
  };
}

/** A menu's columns of its fields: the console's writes and a tenant document's import alike. */
export function menuColumns(fields: MenuFields) {
  return {
    name: fields.name,
    description: fields.description,
    translations: translationsColumn(fields.translations),
    duration_name: fields.duration?.name ?? 'all',
    duration_time_start: fields.duration?.start ?? null,
    duration_time_end: fields.duration?.end ?? null,
    online_ordering: flag(fields.online_ordering),
    hidden_from_public: flag(fields.hidden_from_public),
    disabled: flag(fields.disabled),
  } satisfies Updateable<MenusTable>;
}

export function sectionFieldsOf(row: Selectable<MenuSectionsTable>): SectionFields {
  return {
    name: row.name,
    description: row.description,
    translations: translationsOf(row.translations),
    hidden_from_public: bool(row.hidden_from_public),
    disabled: bool(row.disabled),
    station: row.station,
  };
}

/** A section's columns of its fields: the console's writes and a tenant document's import alike. */
export function sectionColumns(fields: SectionFields) {
  return {
    name: fields.name,
    description: fields.description,
    translations: translationsColumn(fields.translations),
    hidden_from_public: flag(fields.hidden_from_public),
    disabled: flag(fields.disabled),
    station: fields.station,
  } satisfies Updateable<MenuSectionsTable>;
}

export function presentItem(row: Selectable<MenuItemsTable>): ConsoleMenuItem {
  return {
    _id: row.id,
    code: row.cd ?? '',
    name: row.name,
    print_name: row.print_name,
    description: row.description,
    translations: translationsOf(row.translations),
    price: toDollars(row.price_cents),
    sizes: fromJson<ItemSize[]>(row.sizes, []),
    options: fromJson<OptionGroup[]>(row.options, []),
    photos: fromJson<Photo[]>(row.photos, []),
    tags: fromJson<MenuTag[]>(row.tags, []),
    allergens: fromJson<unknown[]>(row.allergens, []).filter(isAllergen),
    station: row.station,
    sub_items: fromJson<SubItem[]>(row.sub_items, []),
    sold_out_until: row.sold_out_until,
    hidden_from_public: bool(row.hidden_from_public),
    disabled: bool(row.disabled),
  };
}

/** 'now', 'now+2d' (the tenant document's relative instants) as of `now`; an instant as itself. */
export function resolveInstant(value: string, now: Date): string {
  const relative = RELATIVE_INSTANT_PATTERN.exec(value);
  if (!relative) return new Date(value).toISOString();
  const days = Number(relative[1] ?? 0);
  return new Date(now.getTime() + days * 86_400_000).toISOString();
}

/**
 * Gives each of `incoming` the id of the `existing` one of the same name (each id once), else a new
 * id: what carts and 86's name it by survives an edit of its price or its options.
 */
function keepIds<T extends { name: string }, E extends { _id: string; name: string }>(
  incoming: readonly T[],
  existing: readonly E[],
): (T & { _id: string; was?: E })[] {
  const free = new Map<string, E[]>();
  for (const e of existing) free.set(e.name, [...(free.get(e.name) ?? []), e]);
  return incoming.map((entry) => {
    const was = free.get(entry.name)?.shift();
    return { ...entry, _id: was?._id ?? newId(), was };
  });
}

export function itemColumns(
  fields: ItemFields,
  before: { sizes: ItemSize[]; options: OptionGroup[] },
  now: Date,
): Updateable<MenuItemsTable> {
  const sizes = keepIds(fields.sizes, before.sizes).map(({ _id, name, translations, price }) => ({
    _id,
    name,
    translations,
    price,
  }));
  const options = keepIds(fields.options, before.options).map(({ was, items, ...group }) => ({
    ...group,
    items: keepIds(items, was?.items ?? []).map(({ was: _, sold_out_until, ...option }) => ({
      ...option,
      sold_out_until: sold_out_until ? resolveInstant(sold_out_until, now) : null,
    })),
  }));
  return {
    cd: fields.code,
    name: fields.name,
    print_name: fields.print_name,
    description: fields.description,
    translations: translationsColumn(fields.translations),
    price_cents: toCents(fields.price),
    sizes: JSON.stringify(sizes),
    options: JSON.stringify(options),
    tags: JSON.stringify(fields.tags),
    allergens: JSON.stringify(fields.allergens),
    station: fields.station,
    sub_items: JSON.stringify(fields.sub_items),
    sold_out_until: fields.sold_out_until ? resolveInstant(fields.sold_out_until, now) : null,
    hidden_from_public: flag(fields.hidden_from_public),
    disabled: flag(fields.disabled),
  };
}

export function presentTree(tree: {
  menus: Selectable<MenusTable>[];
  sections: Selectable<MenuSectionsTable>[];
  items: Selectable<MenuItemsTable>[];
}): ConsoleMenu[] {
  return tree.menus.map((menu) => ({
    _id: menu.id,
    ...menuFieldsOf(menu),
    sections: tree.sections
      .filter((section) => section.menu_id === menu.id)
      .map((section): ConsoleMenuSection => ({
        _id: section.id,
        ...sectionFieldsOf(section),
        promotion_id: section.promotion_id,
        items: tree.items.filter((item) => item.section_id === section.id).map(presentItem),
      })),
  }));
}
