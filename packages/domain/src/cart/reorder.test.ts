import { describe, expect, it } from 'vitest';
import { reorderLines, reorderSkippedMessage, type ReorderSource } from './reorder';
import type { SelectionSettings } from './selection';
import { deepFreeze, menu, menuItem, RAMEN } from './test-fixtures';

const OFF: SelectionSettings = { menu_extra_option: false };

const past = (over: Partial<ReorderSource> = {}): ReorderSource => ({
  menuItem: 'i-ramen',
  cd: 'R1',
  name: 'Ramen',
  quantity: 2,
  size: 'Large',
  // An order placed before its lines kept their size's id (migration 0050): matched by name.
  size_id: null,
  specialInstructions: 'No onions',
  options: [
    { option_id: 'o-hot', name: 'Spicy', value: 'Hot', quantity: 2, price: 0.5, total: 1 },
    { option_id: 'o-egg', name: 'Add-ons', value: 'Egg', quantity: 2, price: 0, total: 0 },
    { option_id: 'o-bacon', name: 'Add-ons', value: 'Bacon', quantity: 2, price: 2.5, total: 5 },
  ],
  ...over,
});

const LUNCH = menu({ _id: 'lunch', duration: { name: 'Lunch', time_start: '11:00', time_end: '15:00' } }, [
  RAMEN,
]);
const DRINK = menuItem({ _id: 'i-tea', cd: 'D1', name: 'Tea', price: 2, sizes: [], options: [] });
const DRINKS = menu({ _id: 'drinks' }, [DRINK]);

describe('reorderLines', () => {
  it('puts a past line back with its size, options, notes and quantity, priced from the current menu', () => {
    const { lines, skipped } = reorderLines(deepFreeze([past()]), deepFreeze([DRINKS, LUNCH]), OFF);
    expect(skipped).toEqual([]);
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toMatchObject({
      id: 'i-ramen',
      cd: 'R1',
      size: 'Large',
      quantity: 2,
      basePrice: 1250,
      baseTotal: 2500,
      specialInstructions: 'No onions',
      // The duration of the menu the item is on now.
      duration: { name: 'Lunch', timeStart: '11:00', timeEnd: '15:00' },
    });
    expect(line.options.map((o) => [o.option_id, o.option_quantity, o.option_total])).toEqual([
      ['o-hot', 2, 100],
      ['o-egg', 2, 0], // the first add-on is free
      ['o-bacon', 2, 500],
    ]);
    expect(line.extraTotal).toBe(600);
  });

  it('finds an item by its code when the menu item was recreated under a new id', () => {
    const moved = menuItem({ _id: 'i-ramen-2' });
    const { lines } = reorderLines([past()], [menu({ _id: 'm' }, [moved])], OFF);
    expect(lines[0]?.id).toBe('i-ramen-2');
  });

  it('matches codes ignoring case and spaces, and items without a menu item id', () => {
    const { lines } = reorderLines(
      [{ ...past(), menuItem: null, cd: ' d1 ', size: null, options: [], name: 'Tea' }],
      [DRINKS],
      OFF,
    );
    expect(lines.map((l) => l.id)).toEqual(['i-tea']);
  });

  it('skips, and names, lines whose item, size or options are gone, keeping the rest', () => {
    const { lines, skipped } = reorderLines(
      [
        past({ menuItem: 'i-gone', cd: 'GONE', name: 'Old Soup' }),
        past({ size: 'Huge', name: 'Ramen (huge)' }),
        past({
          name: 'Ramen (retired option)',
          options: [{ option_id: 'o-retired', name: 'X', value: 'Y', quantity: 2, price: 0, total: 0 }],
        }),
        past({ menuItem: 'i-tea', cd: 'D1', name: 'Tea', size: null, options: [] }),
      ],
      [LUNCH, DRINKS],
      OFF,
    );
    expect(lines.map((l) => l.name)).toEqual(['Tea']);
    expect(skipped).toEqual([
      { name: 'Old Soup', reason: 'not_on_menu' },
      { name: 'Ramen (huge)', reason: 'size_unavailable' },
      { name: 'Ramen (retired option)', reason: 'options_unavailable' },
    ]);
  });

  it('skips a line that no longer satisfies the item rules (a group became required)', () => {
    // The past line had no spice level; Spicy is required on the current menu.
    const { lines, skipped } = reorderLines(
      [
        past({
          options: [{ option_id: 'o-egg', name: 'Add-ons', value: 'Egg', quantity: 2, price: 0, total: 0 }],
        }),
      ],
      [LUNCH],
      OFF,
    );
    expect(lines).toEqual([]);
    expect(skipped).toEqual([{ name: 'Ramen', reason: 'options_unavailable' }]);
  });

  it('finds a size by the id its line kept, on a menu read in another language; an older line by name', () => {
    const french = menu({ _id: 'lunch' }, [
      { ...RAMEN, sizes: RAMEN.sizes.map((s) => ({ ...s, name: s._id === 's-large' ? 'Grand' : 'Petit' })) },
    ]);
    const { lines, skipped } = reorderLines([past({ size_id: 's-large' })], [french], OFF);
    expect(skipped).toEqual([]);
    expect(lines[0]).toMatchObject({ size: 'Grand', size_id: 's-large', basePrice: 1250 });
    expect(reorderLines([past()], [french], OFF).skipped).toEqual([
      { name: 'Ramen', reason: 'size_unavailable' },
    ]);
    // A size gone since is skipped, whatever its id.
    expect(reorderLines([past({ size: 'Huge', size_id: 's-huge' })], [LUNCH], OFF).skipped).toEqual([
      { name: 'Ramen', reason: 'size_unavailable' },
    ]);
  });

  it('skips an extra option while the restaurant has extras off, and adds it when on', () => {
    const withExtra = past({
      options: [
        { option_id: 'o-mild', name: 'Spicy', value: 'Mild', quantity: 2, price: 0, total: 0 },
        { option_id: 'o-noodles', name: 'Extra', value: 'Extra noodles', quantity: 2, price: 3, total: 6 },
      ],
    });
    expect(reorderLines([withExtra], [LUNCH], OFF).skipped).toHaveLength(1);
    expect(reorderLines([withExtra], [LUNCH], { menu_extra_option: true }).lines).toHaveLength(1);
  });
});

describe('reorderSkippedMessage', () => {
  it('names what was not added, once each', () => {
    expect(reorderSkippedMessage([])).toBeNull();
    expect(reorderSkippedMessage([{ name: 'Old Soup', reason: 'not_on_menu' }])).toBe(
      'Old Soup is no longer available as ordered and was not added to your cart.',
    );
    expect(
      reorderSkippedMessage([
        { name: 'A', reason: 'not_on_menu' },
        { name: 'B', reason: 'size_unavailable' },
        { name: 'A', reason: 'not_on_menu' },
        { name: 'C', reason: 'options_unavailable' },
      ]),
    ).toBe('A, B and C are no longer available as ordered and were not added to your cart.');
  });
});
