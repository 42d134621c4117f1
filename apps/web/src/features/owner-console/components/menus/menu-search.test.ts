import type { ConsoleMenu } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { searchMenuTree } from './menu-search';

const item = (name: string, code = '') => ({ _id: name, name, code });
const tree = [
  {
    _id: 'm1',
    name: 'All Day',
    sections: [
      { _id: 's1', name: 'Handhelds', items: [item('Prairie Poutine', 'P3'), item('Tourtière Melt')] },
      { _id: 's2', name: 'Sweet Endings', items: [item('Saskatoon Berry Pie')] },
    ],
  },
  {
    _id: 'm2',
    name: 'Brunch',
    sections: [{ _id: 's3', name: 'Eggs', items: [item('Lumberjack Breakfast')] }],
  },
] as unknown as ConsoleMenu[];

/** The tree as names: menu > section > items. */
const outline = (menus: ConsoleMenu[]) =>
  menus.flatMap((m) =>
    m.sections.map((s) => `${m.name} > ${s.name}: ${s.items.map((i) => i.name).join(', ')}`),
  );

describe('searchMenuTree', () => {
  it('keeps every menu for an empty search', () => {
    expect(searchMenuTree(tree, '  ')).toEqual(tree);
  });

  it('keeps a matching item with its section and menu, and drops the rest', () => {
    expect(outline(searchMenuTree(tree, 'poutine'))).toEqual(['All Day > Handhelds: Prairie Poutine']);
  });

  it('finds an item by its code, and by its name without the accents', () => {
    expect(outline(searchMenuTree(tree, 'p3'))).toEqual(['All Day > Handhelds: Prairie Poutine']);
    expect(outline(searchMenuTree(tree, 'tourtiere'))).toEqual(['All Day > Handhelds: Tourtière Melt']);
  });

  it('keeps a matching section whole, and every word must match', () => {
    expect(outline(searchMenuTree(tree, 'sweet'))).toEqual(['All Day > Sweet Endings: Saskatoon Berry Pie']);
    expect(outline(searchMenuTree(tree, 'berry pie'))).toEqual([
      'All Day > Sweet Endings: Saskatoon Berry Pie',
    ]);
    expect(searchMenuTree(tree, 'berry poutine')).toEqual([]);
  });

  it('keeps a matching menu whole', () => {
    expect(outline(searchMenuTree(tree, 'brunch'))).toEqual(['Brunch > Eggs: Lumberjack Breakfast']);
  });
});
