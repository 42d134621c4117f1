/*
 * The menus' search and dietary filters (issue 18): a search over an item's name, description and
 * sub-items, the spec's tags as diets (ordering-core §2, Menus: vegetarian, gluten_friendly, the
 * spicy levels, new) and allergens to avoid. Pure, so the list and its count agree everywhere.
 */
import { ALLERGENS, MENU_TAG_LABELS, type Allergen } from '../contract/settings';

/** What a diner may ask an item to be; 'spicy' is any of the spec's spicy levels. */
export const DIET_FILTERS = ['vegetarian', 'gluten_friendly', 'spicy', 'not_spicy', 'new'] as const;
export type DietFilter = (typeof DIET_FILTERS)[number];

/** A diet that is a tag says what the tag says; the spicy pair is the filter's own. */
export const DIET_FILTER_LABELS: Record<DietFilter, string> = {
  vegetarian: MENU_TAG_LABELS.vegetarian,
  gluten_friendly: MENU_TAG_LABELS.gluten_friendly,
  spicy: 'Spicy',
  not_spicy: 'Not Spicy',
  new: MENU_TAG_LABELS.new,
};

export interface MenuFilter {
  query: string;
  diets: readonly DietFilter[];
  /** Allergens the items must not contain. */
  avoid: readonly Allergen[];
}

export const NO_MENU_FILTER: MenuFilter = { query: '', diets: [], avoid: [] };

export interface FilterableItem {
  name: string;
  description: string | null;
  tags: readonly string[];
  allergens: readonly string[];
  sub_items: readonly { name: string; spicy: number }[];
}

/** Lower case without accents: 'Tourtière' is found by 'tourtiere'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const words = (query: string): string[] => fold(query).split(/\s+/).filter(Boolean);

/** Every word of `query` is in `text`, accents and case aside (an empty query matches everything). */
export function matchesSearch(text: string, query: string): boolean {
  const folded = fold(text);
  return words(query).every((word) => folded.includes(word));
}

export function isMenuFilterActive(filter: MenuFilter): boolean {
  return words(filter.query).length > 0 || filter.diets.length > 0 || filter.avoid.length > 0;
}

const isSpicy = (item: FilterableItem): boolean =>
  item.tags.some((tag) => tag.startsWith('spicy_')) || item.sub_items.some((sub) => sub.spicy > 0);

const DIET_TESTS: Record<DietFilter, (item: FilterableItem) => boolean> = {
  vegetarian: (item) => item.tags.includes('vegetarian'),
  gluten_friendly: (item) => item.tags.includes('gluten_friendly'),
  spicy: isSpicy,
  not_spicy: (item) => !isSpicy(item),
  new: (item) => item.tags.includes('new'),
};

/** A list with `value` taken out if it was in, else put at the end (a checkbox or a toggle chip). */
export const toggled = <T>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** The allergens an item declares, in the list's order, with the spec's 'peanut' tag counted as peanuts. */
export function allergensOf(item: Pick<FilterableItem, 'tags' | 'allergens'>): Allergen[] {
  const peanutTag = item.tags.includes('peanut');
  return ALLERGENS.filter((a) => item.allergens.includes(a) || (a === 'peanut' && peanutTag));
}

/** Every search word is in the item's text, it meets every chosen diet and contains no avoided allergen. */
export function matchesMenuFilter(item: FilterableItem, filter: MenuFilter): boolean {
  const text = [item.name, item.description ?? '', ...item.sub_items.map((s) => s.name)].join(' ');
  if (!matchesSearch(text, filter.query)) return false;
  if (!filter.diets.every((diet) => DIET_TESTS[diet](item))) return false;
  const contains = allergensOf(item);
  return !filter.avoid.some((allergen) => contains.includes(allergen));
}

/** The sections with only their matching items, and none left empty by the filter. */
export function filterMenuSections<I extends FilterableItem, S extends { items: readonly I[] }>(
  sections: readonly S[],
  filter: MenuFilter,
): S[] {
  if (!isMenuFilterActive(filter)) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => matchesMenuFilter(item, filter)),
    }))
    .filter((section) => section.items.length > 0);
}

/** '1 dish' / '12 dishes'. */
export const dishCount = (n: number): string => `${n} ${n === 1 ? 'dish' : 'dishes'}`;

/** How many of the menus' items match (an item listed in several sections or menus counts once). */
export function matchingItemCount(
  menus: readonly { sections: readonly { items: readonly (FilterableItem & { _id: string })[] }[] }[],
  filter: MenuFilter,
): number {
  const ids = new Set<string>();
  for (const menu of menus) {
    for (const section of menu.sections) {
      for (const item of section.items) if (matchesMenuFilter(item, filter)) ids.add(item._id);
    }
  }
  return ids.size;
}
