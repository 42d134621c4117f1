import { describe, expect, it } from 'vitest';
import {
  allergensOf,
  dishCount,
  filterMenuSections,
  isMenuFilterActive,
  matchesMenuFilter,
  matchingItemCount,
  NO_MENU_FILTER,
  type FilterableItem,
  type MenuFilter,
} from './menu-filter';

const item = (over: Partial<FilterableItem> = {}): FilterableItem => ({
  name: 'Dish',
  description: null,
  tags: [],
  allergens: [],
  sub_items: [],
  ...over,
});
const filter = (over: Partial<MenuFilter>): MenuFilter => ({ ...NO_MENU_FILTER, ...over });

const TOURTIERE = item({
  name: 'Tourtière Bites',
  description: 'Flaky mini meat pies with spiced pork',
  allergens: ['wheat', 'egg'],
});
const SALAD = item({ name: 'Kale Salad', tags: ['vegetarian', 'gluten_friendly'], allergens: ['sesame'] });
const DAN_DAN = item({ name: 'Dan Dan Noodles', tags: ['peanut', 'spicy_medium'], allergens: ['wheat'] });
const PLATTER = item({ name: 'Platter', sub_items: [{ name: 'Chili wings', spicy: 2 }] });

describe('matchesMenuFilter', () => {
  it.each([
    ['tourtiere', TOURTIERE, true],
    ['PORK pies', TOURTIERE, true],
    ['pork salad', TOURTIERE, false],
    ['wings', PLATTER, true],
    ['  ', SALAD, true],
  ])('search %j over name, description and sub-items, without case or accents', (query, dish, expected) => {
    expect(matchesMenuFilter(dish, filter({ query }))).toBe(expected);
  });

  it('keeps items meeting every chosen diet; spicy counts levels and spicy sub-items', () => {
    const all = [TOURTIERE, SALAD, DAN_DAN, PLATTER];
    const pick = (f: MenuFilter) => all.filter((i) => matchesMenuFilter(i, f)).map((i) => i.name);
    expect(pick(filter({ diets: ['vegetarian', 'gluten_friendly'] }))).toEqual(['Kale Salad']);
    expect(pick(filter({ diets: ['spicy'] }))).toEqual(['Dan Dan Noodles', 'Platter']);
    expect(pick(filter({ diets: ['not_spicy'] }))).toEqual(['Tourtière Bites', 'Kale Salad']);
    expect(pick(filter({ diets: ['new'] }))).toEqual([]);
  });

  it('drops items containing an avoided allergen, the peanut tag counting as peanuts', () => {
    expect(matchesMenuFilter(DAN_DAN, filter({ avoid: ['peanut'] }))).toBe(false);
    expect(matchesMenuFilter(TOURTIERE, filter({ avoid: ['egg'] }))).toBe(false);
    expect(matchesMenuFilter(SALAD, filter({ avoid: ['wheat', 'milk'] }))).toBe(true);
    expect(allergensOf(DAN_DAN)).toEqual(['wheat', 'peanut']);
    expect(allergensOf(item({ allergens: ['peanut', 'not-an-allergen'], tags: ['peanut'] }))).toEqual([
      'peanut',
    ]);
  });
});

describe('filterMenuSections', () => {
  const sections = [
    { key: 'a', items: [TOURTIERE, SALAD] },
    { key: 'b', items: [DAN_DAN] },
  ];

  it('keeps the matching items and drops sections left empty', () => {
    expect(filterMenuSections(sections, filter({ diets: ['vegetarian'] }))).toEqual([
      { key: 'a', items: [SALAD] },
    ]);
  });

  it('returns every section unchanged without a filter', () => {
    expect(isMenuFilterActive(NO_MENU_FILTER)).toBe(false);
    expect(filterMenuSections(sections, NO_MENU_FILTER)).toEqual(sections);
  });
});

it('counts dishes in words', () => {
  expect([dishCount(1), dishCount(0), dishCount(12)]).toEqual(['1 dish', '0 dishes', '12 dishes']);
});

it('counts the matching items of menus once each', () => {
  const menus = [
    {
      sections: [
        {
          items: [
            { ...SALAD, _id: 's' },
            { ...DAN_DAN, _id: 'd' },
          ],
        },
      ],
    },
    { sections: [{ items: [{ ...SALAD, _id: 's' }] }] },
  ];
  expect(matchingItemCount(menus, filter({ diets: ['vegetarian'] }))).toBe(1);
  expect(matchingItemCount(menus, NO_MENU_FILTER)).toBe(2);
});
