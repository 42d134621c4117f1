import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ApiMenuItem } from '../contract/api';
import {
  defaultSelection,
  groupLimits,
  priceSelection,
  type ItemSelection,
  type SelectionError,
  type SelectionSettings,
} from './selection';
import { selectionOf } from './menu-lookup';
import { ADDONS, RAMEN, SPICY, deepFreeze, group, menuItem } from './test-fixtures';

const OFF: SelectionSettings = { menu_extra_option: false };
const ON: SelectionSettings = { menu_extra_option: true };

const select = (options: Record<string, string[]>, over: Partial<ItemSelection> = {}): ItemSelection => ({
  sizeId: null,
  options: Object.entries(options).map(([groupId, itemIds]) => ({ groupId, itemIds })),
  quantity: 1,
  ...over,
});

function errorsOf(item: ApiMenuItem, selection: ItemSelection, settings = OFF): SelectionError[] {
  const result = priceSelection(item, selection, settings);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

describe('defaultSelection', () => {
  it('starts at quantity 1, the first size, every Single group on its first item', () => {
    expect(defaultSelection(RAMEN)).toEqual({
      sizeId: 's-small',
      options: [
        { groupId: 'g-spicy', itemIds: ['o-mild'] },
        { groupId: 'g-protein', itemIds: ['o-chicken'] }, // Single, even when optional (spec §4)
        { groupId: 'g-addons', itemIds: [] },
      ],
      quantity: 1,
      specialInstructions: '',
    });
  });

  it('includes extra groups only when menu_extra_option is on', () => {
    expect(defaultSelection(RAMEN, ON).options.map((o) => o.groupId)).toEqual([
      'g-spicy',
      'g-protein',
      'g-addons',
      'g-extra',
    ]);
  });

  it('skips hidden items when choosing the first one', () => {
    const item = menuItem({
      sizes: [],
      options: [
        {
          ...SPICY,
          items: [{ ...SPICY.items[0]!, hidden_from_public: true }, ...SPICY.items.slice(1)],
        },
      ],
    });
    expect(defaultSelection(item)).toMatchObject({
      sizeId: null,
      options: [{ groupId: 'g-spicy', itemIds: ['o-medium'] }],
    });
  });

  it('prices cleanly for an item whose groups need no more than the defaults', () => {
    const result = priceSelection(RAMEN, defaultSelection(RAMEN), OFF);
    expect(result).toEqual({
      ok: true,
      line: {
        id: 'i-ramen',
        cd: 'R1',
        name: 'Ramen',
        printName: 'RAMEN',
        size: 'Small',
        size_id: 's-small',
        options: [
          {
            option_name: 'Spicy',
            option_value: 'Mild',
            option_id: 'o-mild',
            option_quantity: 1,
            option_price: 0,
            option_total: 0,
          },
          {
            option_name: 'Protein',
            option_value: 'Chicken',
            option_id: 'o-chicken',
            option_quantity: 1,
            option_price: 200,
            option_total: 200,
          },
        ],
        quantity: 1,
        basePrice: 950,
        baseTotal: 950,
        extraPrice: 200,
        extraTotal: 200,
        specialInstructions: '',
      },
    });
  });
});

describe('priceSelection', () => {
  it('prices size, options and quantity; the first free options are the first in group order', () => {
    const result = priceSelection(
      RAMEN,
      select(
        // Bacon clicked before Egg: Egg still comes first in the group, so Egg is the free one.
        { 'g-spicy': ['o-hot'], 'g-protein': ['o-beef'], 'g-addons': ['o-bacon', 'o-egg'] },
        { sizeId: 's-large', quantity: 2 },
      ),
      OFF,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(
      result.line.options.map((o) => [o.option_name, o.option_value, o.option_price, o.option_total]),
    ).toEqual([
      ['Spicy', 'Hot', 50, 100],
      ['Protein', 'Beef', 300, 600],
      ['Add-ons', 'Egg', 0, 0],
      ['Add-ons', 'Bacon', 250, 500],
    ]);
    expect(result.line.options.every((o) => o.option_quantity === 2)).toBe(true);
    expect(result.line).toMatchObject({
      size: 'Large',
      quantity: 2,
      basePrice: 1250,
      baseTotal: 2500,
      extraPrice: 600,
      extraTotal: 1200,
    });
  });

  it('uses the item price when the item has no sizes', () => {
    const result = priceSelection(
      menuItem({ sizes: [], price: 11.99 }),
      select({ 'g-spicy': ['o-mild'] }),
      OFF,
    );
    expect(result).toMatchObject({ ok: true, line: { size: null, basePrice: 1199, baseTotal: 1199 } });
  });

  it('allows extra groups only when menu_extra_option is on', () => {
    const selection = select({ 'g-spicy': ['o-mild'], 'g-extra': ['o-noodles'] });
    expect(errorsOf(RAMEN, selection).map((e) => e.code)).toEqual(['extra_not_allowed']);
    expect(priceSelection(RAMEN, selection, ON)).toMatchObject({ ok: true, line: { extraPrice: 300 } });
    // An empty extra group is simply nothing chosen.
    expect(priceSelection(RAMEN, select({ 'g-spicy': ['o-mild'], 'g-extra': [] }), OFF).ok).toBe(true);
  });

  it('trims special instructions, and drops them when special requests are not allowed', () => {
    const selection = select({ 'g-spicy': ['o-mild'] }, { specialInstructions: '  no onions \n' });
    expect(priceSelection(RAMEN, selection, OFF)).toMatchObject({
      line: { specialInstructions: 'no onions' },
    });
    expect(priceSelection(RAMEN, selection, { ...OFF, menu_special_request_allowed: false })).toMatchObject({
      line: { specialInstructions: '' },
    });
  });

  it.each([
    ['quantity 0', select({ 'g-spicy': ['o-mild'] }, { quantity: 0 }), 'invalid_quantity'],
    ['quantity 1.5', select({ 'g-spicy': ['o-mild'] }, { quantity: 1.5 }), 'invalid_quantity'],
    ['quantity 100', select({ 'g-spicy': ['o-mild'] }, { quantity: 100 }), 'invalid_quantity'],
    ['quantity NaN', select({ 'g-spicy': ['o-mild'] }, { quantity: Number.NaN }), 'invalid_quantity'],
    ['an unknown size', select({ 'g-spicy': ['o-mild'] }, { sizeId: 's-huge' }), 'unknown_size'],
    ['an unknown group', select({ 'g-spicy': ['o-mild'], 'g-nope': [] }), 'unknown_group'],
    ['a hidden group', select({ 'g-spicy': ['o-mild'], 'g-hidden': ['o-staff'] }), 'unknown_group'],
    ['an unknown item', select({ 'g-spicy': ['o-mild'], 'g-addons': ['o-nope'] }), 'unknown_option'],
    ['a hidden item', select({ 'g-spicy': ['o-mild'], 'g-addons': ['o-secret'] }), 'unknown_option'],
    ['an item of another group', select({ 'g-spicy': ['o-mild', 'o-egg'] }), 'unknown_option'],
    ['an item twice', select({ 'g-spicy': ['o-mild'], 'g-addons': ['o-egg', 'o-egg'] }), 'duplicate_option'],
  ])('rejects %s', (_, selection, code) => {
    expect(errorsOf(RAMEN, selection).map((e) => e.code)).toEqual([code]);
  });

  it('rejects a group listed twice', () => {
    const selection: ItemSelection = {
      options: [
        { groupId: 'g-spicy', itemIds: ['o-mild'] },
        { groupId: 'g-spicy', itemIds: ['o-hot'] },
      ],
      quantity: 1,
    };
    expect(errorsOf(RAMEN, selection)).toEqual([
      { code: 'duplicate_group', groupId: 'g-spicy', message: 'Spicy is listed twice.' },
    ]);
  });

  it('rejects a size on an item without sizes', () => {
    expect(
      errorsOf(menuItem({ sizes: [] }), select({ 'g-spicy': ['o-mild'] }, { sizeId: 's-small' })),
    ).toEqual([{ code: 'unknown_size', sizeId: 's-small', message: 'This item has no sizes.' }]);
  });

  it("gives the spec's message beyond a group's max", () => {
    const item = menuItem({ options: [{ ...ADDONS, max_selected: 2 }] });
    expect(errorsOf(item, select({ 'g-addons': ['o-egg', 'o-cheese', 'o-bacon'] }))).toEqual([
      { code: 'too_many', groupId: 'g-addons', max: 2, message: 'You can only select 2 options.' },
    ]);
  });

  it('takes at most one item in a Single group, and exactly one when it is required', () => {
    expect(errorsOf(RAMEN, select({ 'g-spicy': ['o-mild', 'o-hot'] }))).toEqual([
      { code: 'too_many', groupId: 'g-spicy', max: 1, message: 'You can only select 1 options.' },
    ]);
    expect(
      errorsOf(RAMEN, select({ 'g-spicy': ['o-mild'], 'g-protein': ['o-beef', 'o-chicken'] })),
    ).toMatchObject([{ code: 'too_many', groupId: 'g-protein' }]);
    // The required Spicy group is checked even when the selection does not mention it.
    expect(errorsOf(RAMEN, select({}))).toEqual([
      {
        code: 'too_few',
        groupId: 'g-spicy',
        min: 1,
        message: 'Please select at least 1 option(s) for Spicy',
      },
    ]);
  });

  it('needs min_selected items in a Multiple group; max 0 means no limit', () => {
    const sauce = group({
      _id: 'g-sauce',
      name: 'Sauce',
      min_selected: 2,
      items: ['a', 'b', 'c', 'd', 'e'].map((x) => ({
        _id: x,
        name: x,
        additional_cost: 0.25,
        hidden_from_public: false,
      })),
    });
    const item = menuItem({ sizes: [], options: [sauce] });
    expect(errorsOf(item, select({ 'g-sauce': ['a'] }))).toEqual([
      {
        code: 'too_few',
        groupId: 'g-sauce',
        min: 2,
        message: 'Please select at least 2 option(s) for Sauce',
      },
    ]);
    expect(priceSelection(item, select({ 'g-sauce': ['a', 'b', 'c', 'd', 'e'] }), OFF)).toMatchObject({
      ok: true,
      line: { extraPrice: 125 },
    });
  });

  it('caps a minimum at the number of visible items, and ignores groups not offered', () => {
    const twoVisible = group({
      _id: 'g-two',
      name: 'Two',
      min_selected: 3,
      items: [
        { _id: 'a', name: 'A', additional_cost: 0, hidden_from_public: false },
        { _id: 'b', name: 'B', additional_cost: 0, hidden_from_public: false },
        { _id: 'c', name: 'C', additional_cost: 0, hidden_from_public: true },
      ],
    });
    expect(groupLimits(twoVisible)).toEqual({ min: 2, max: Infinity });
    const required = { ...twoVisible, min_selected: 1 };
    const item = menuItem({
      options: [
        twoVisible,
        { ...required, _id: 'g-x', is_extra: true },
        { ...required, _id: 'g-h', hidden_from_public: true },
      ],
    });
    expect(priceSelection(item, select({ 'g-two': ['a', 'b'] }), OFF).ok).toBe(true);
  });

  it('reports every error at once', () => {
    const codes = errorsOf(
      RAMEN,
      select({ 'g-addons': ['o-nope'], 'g-extra': ['o-noodles'] }, { quantity: 0, sizeId: 'x' }),
    ).map((e) => e.code);
    expect(codes).toEqual([
      'invalid_quantity',
      'unknown_size',
      'extra_not_allowed',
      'too_few',
      'unknown_option',
    ]);
  });

  it('makes every free option free, and never more than were chosen', () => {
    const item = menuItem({ options: [{ ...ADDONS, number_of_free_options: 5 }] });
    expect(priceSelection(item, select({ 'g-addons': ['o-bacon', 'o-cheese'] }), OFF)).toMatchObject({
      line: { extraPrice: 0 },
    });
  });
});

// Random items: Multiple groups of priced items, some free, and a random choice in each.
const costCents = fc.integer({ min: 0, max: 5_000 });
const arbItemAndSelection = fc
  .array(
    fc.record({
      costs: fc.array(costCents, { minLength: 0, maxLength: 6 }),
      free: fc.integer({ min: 0, max: 4 }),
    }),
    { minLength: 0, maxLength: 4 },
  )
  .chain((groups) => {
    const item = menuItem({
      sizes: [],
      options: groups.map((g, gi) =>
        group({
          _id: `g${gi}`,
          name: `Group ${gi}`,
          number_of_free_options: g.free,
          items: g.costs.map((c, ii) => ({
            _id: `g${gi}-o${ii}`,
            name: `Option ${ii}`,
            additional_cost: c / 100,
            hidden_from_public: false,
          })),
        }),
      ),
    });
    return fc.record({
      item: fc.constant(item),
      picks: fc.tuple(...item.options.map((g) => fc.shuffledSubarray(g.items.map((o) => o._id)))),
      quantity: fc.integer({ min: 1, max: 99 }),
      price: costCents,
    });
  });

describe('priceSelection properties', () => {
  it('totals add up, the first N in group order are free, and click order does not matter', () => {
    fc.assert(
      fc.property(arbItemAndSelection, ({ item: baseItem, picks, quantity, price }) => {
        const item = deepFreeze({ ...baseItem, price: price / 100 });
        const options = item.options.map((g, gi) => ({ groupId: g._id, itemIds: picks[gi] ?? [] }));
        const selection = deepFreeze({ options, quantity });
        const result = priceSelection(item, selection, OFF);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const { line } = result;
        expect(line.baseTotal).toBe(price * quantity);
        expect(line.extraTotal).toBe(line.options.reduce((s, o) => s + o.option_total, 0));
        expect(line.extraPrice * quantity).toBe(line.extraTotal);
        expect(line.options).toHaveLength(options.reduce((n, o) => n + o.itemIds.length, 0));
        let expectedExtra = 0;
        item.options.forEach((g, gi) => {
          const chosen = g.items.filter((o) => (picks[gi] ?? []).includes(o._id));
          chosen.forEach((o, index) => {
            if (index >= g.number_of_free_options) expectedExtra += Math.round(o.additional_cost * 100);
          });
        });
        expect(line.extraPrice).toBe(expectedExtra);
        const reversed = {
          ...selection,
          options: options.map((o) => ({ ...o, itemIds: [...o.itemIds].reverse() })),
        };
        expect(priceSelection(item, reversed, OFF)).toEqual(result);
      }),
    );
  });

  it('never prices a selection beyond a max', () => {
    fc.assert(
      fc.property(arbItemAndSelection, fc.integer({ min: 1, max: 3 }), ({ item, picks }, max) => {
        const limited = { ...item, options: item.options.map((g) => ({ ...g, max_selected: max })) };
        const options = item.options.map((g, gi) => ({ groupId: g._id, itemIds: picks[gi] ?? [] }));
        const result = priceSelection(limited, { options, quantity: 1 }, OFF);
        const over = options.filter((o) => o.itemIds.length > max).map((o) => o.groupId);
        expect(result.ok).toBe(over.length === 0);
        if (!result.ok) expect(result.errors.map((e) => e.code === 'too_many' && e.groupId)).toEqual(over);
      }),
    );
  });
});

describe('a line chosen from a menu in another language (issue 31)', () => {
  it('finds its size by id on the restaurant’s own menu, whatever its name was shown as', () => {
    const french = menuItem({
      sizes: [
        { _id: 's-small', name: 'Petit', price: 9.5 },
        { _id: 's-large', name: 'Grand', price: 12.5 },
      ],
    });
    const chosen = priceSelection(french, { ...defaultSelection(french), sizeId: 's-large' }, OFF);
    if (!chosen.ok) throw new Error('the French line does not price');
    expect(chosen.line).toMatchObject({ size: 'Grand', size_id: 's-large' });
    // The server prices it on its English menu: the size is the same one, named there in English.
    const english = selectionOf(menuItem(), { ...chosen.line, options: [] });
    expect(english).toMatchObject({ sizeMissing: false, selection: { sizeId: 's-large' } });
    // Without its id (a line saved before), a name the menu does not have is a size it lacks.
    expect(selectionOf(menuItem(), { size: 'Grand', options: [], quantity: 1 }).sizeMissing).toBe(true);
    expect(selectionOf(menuItem(), { size: 'large', options: [], quantity: 1 }).sizeMissing).toBe(false);
  });
});
