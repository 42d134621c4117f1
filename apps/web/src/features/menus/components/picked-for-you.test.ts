import type { ApiMenuItem } from '@storefront/domain';
import { menu as menuOf, menuItem } from '@storefront/domain/test-fixtures';
import { describe, expect, it } from 'vitest';
import { picksOnMenus } from './picked-for-you';

const item = (_id: string, cd: string | null): ApiMenuItem =>
  menuItem({ _id, cd, name: _id, printName: null, price: 10, sizes: [], options: [] });

const menu = (items: ApiMenuItem[]) => menuOf({ _id: 'm', name: 'Menu' }, items);

describe('picksOnMenus', () => {
  const menus = [menu([item('a', 'A1'), item('b', 'B1'), item('c', null), item('d', 'D1'), item('e', 'E1')])];

  it('keeps the server order, matches by id then by code, drops what is gone, once each', () => {
    const picks = picksOnMenus(
      [
        { item: 'gone', cd: 'b1' }, // recreated item: found by its code
        { item: 'a', cd: 'A1' },
        { item: 'missing', cd: 'ZZ' },
        { item: 'b', cd: 'B1' }, // the same item again
        { item: 'c', cd: null },
      ],
      menus,
    );
    expect(picks.map((p) => p._id)).toEqual(['b', 'a', 'c']);
  });

  it('shows at most four', () => {
    const picks = picksOnMenus(
      ['a', 'b', 'c', 'd', 'e'].map((id) => ({ item: id, cd: null })),
      menus,
    );
    expect(picks).toHaveLength(4);
  });
});
