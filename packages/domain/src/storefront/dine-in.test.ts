import { describe, expect, it } from 'vitest';
import { groupDineInPromotions, OTHER_PROMOTIONS_GROUP, type PromotionItemsEntry } from './dine-in';

const bogo = { _id: 'p-bogo', name: 'Two for One Tuesdays', type: 'Buy one, get one free' };
const selected = { _id: 'p-sel', name: '20% off noodles', type: '% discount on selected items' };
const cart = { _id: 'p-cart', name: '10% off your order', type: '% discount on cart' };
const delivery = { _id: 'p-del', name: 'Free delivery', type: 'Free delivery' };
const item = (id: string) => ({ _id: id, name: `Item ${id}` });

const entry = (
  promotion: string | null,
  section: string,
  ids: string[],
): PromotionItemsEntry<{ _id: string; name: string }> => ({
  promotion,
  section,
  name: `Section ${section}`,
  items: ids.map(item),
});

describe('groupDineInPromotions', () => {
  it("gives each 'Buy one, get one free' and '% discount on selected items' promotion its own group", () => {
    const groups = groupDineInPromotions(
      [entry('p-sel', 's2', ['c']), entry('p-bogo', 's1', ['a', 'b'])],
      [bogo, selected],
    );
    expect(groups.map((g) => [g.key, g.name, g.isOther])).toEqual([
      ['p-bogo', 'Two for One Tuesdays', false],
      ['p-sel', '20% off noodles', false],
    ]);
    expect(groups[0]!.promotions).toEqual([bogo]);
    expect(groups[0]!.items.map((i) => i._id)).toEqual(['a', 'b']);
    expect(groups[1]!.items.map((i) => i._id)).toEqual(['c']);
  });

  it("puts every other promotion, with its items, into one pseudo-group 'Other', last", () => {
    const groups = groupDineInPromotions(
      [entry('p-cart', 's3', ['d']), entry('p-bogo', 's1', ['a'])],
      [cart, bogo, delivery],
    );
    expect(groups.map((g) => g.name)).toEqual(['Two for One Tuesdays', OTHER_PROMOTIONS_GROUP]);
    const other = groups[1]!;
    expect(other).toMatchObject({ key: 'Other', name: 'Other', isOther: true });
    expect(other.promotions).toEqual([cart, delivery]);
    expect(other.items.map((i) => i._id)).toEqual(['d']);
  });

  it('merges several sections of one promotion and lists each item once', () => {
    const [group] = groupDineInPromotions(
      [entry('p-bogo', 's1', ['a', 'b']), entry('p-bogo', 's4', ['b', 'e'])],
      [bogo],
    );
    expect(group!.items.map((i) => i._id)).toEqual(['a', 'b', 'e']);
  });

  it('keeps a grouped promotion without items on these menus as a group of its own', () => {
    expect(groupDineInPromotions([], [selected])).toEqual([
      { key: 'p-sel', name: '20% off noodles', isOther: false, promotions: [selected], items: [] },
    ]);
  });

  it('sends items of a section with no promotion to Other and drops those of a promotion not on offer', () => {
    const groups = groupDineInPromotions([entry(null, 's5', ['f']), entry('p-gone', 's6', ['g'])], [bogo]);
    expect(groups.map((g) => g.key)).toEqual(['p-bogo', 'Other']);
    expect(groups[1]!.promotions).toEqual([]);
    expect(groups[1]!.items.map((i) => i._id)).toEqual(['f']);
  });

  it("has no 'Other' when nothing belongs there, and nothing at all for no promotions", () => {
    expect(groupDineInPromotions([entry('p-bogo', 's1', ['a'])], [bogo]).map((g) => g.key)).toEqual([
      'p-bogo',
    ]);
    expect(groupDineInPromotions([], [])).toEqual([]);
  });

  it('does not mutate its inputs', () => {
    const items = [entry('p-bogo', 's1', ['a'])];
    const promotions = [bogo, cart];
    const before = JSON.stringify({ items, promotions });
    groupDineInPromotions(items, promotions);
    expect(JSON.stringify({ items, promotions })).toBe(before);
  });
});
