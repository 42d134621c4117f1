import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addLine,
  cartItemCount,
  cartSubtotal,
  changeQuantity,
  isSameLine,
  lineAtQuantity,
  removeLine,
  setQuantity,
} from './lines';
import { deepFreeze, line } from './test-fixtures';
import type { CartLine, CartOption } from './types';

const opt = (
  option_name: string,
  option_id: string,
  option_price: number,
  option_quantity = 1,
): CartOption => ({
  option_name,
  option_value: option_id.toUpperCase(),
  option_id,
  option_quantity,
  option_price,
  option_total: option_price * option_quantity,
});

/** A line with options priced consistently for its quantity (one of each option per unit). */
function withOptions(over: Partial<CartLine>, options: CartOption[]): CartLine {
  return lineAtQuantity(line({ ...over, options }), over.quantity ?? 1);
}

/** Every total of a line follows from its unit prices and quantity. */
function expectConsistent(l: CartLine) {
  expect(l.baseTotal).toBe(l.basePrice * l.quantity);
  expect(l.extraTotal).toBe(l.options.reduce((s, o) => s + o.option_total, 0));
  expect(l.extraTotal).toBe(l.extraPrice * l.quantity);
  for (const o of l.options) expect(o.option_total).toBe(o.option_price * o.option_quantity);
}

const SPICY_MILD = opt('Spicy', 'mild', 0);
const SPICY_HOT = opt('spicy', 'hot', 0);
const EGG = opt('Add-ons', 'egg', 125);
const CHEESE = opt('Add-ons', 'cheese', 100);

describe('addLine', () => {
  const first = withOptions(
    { uuid: 'a', quantity: 2, duration: { name: 'Lunch', timeStart: '11:00', timeEnd: '15:00' } },
    [SPICY_MILD, EGG],
  );

  it('appends a different item', () => {
    const other = line({ uuid: 'b', id: 'i-2', cd: 'C2' });
    expect(addLine([first], other)).toEqual([first, other]);
  });

  it('merges the same line: quantities add up, the totals and option lines scale, the first line stays', () => {
    const again = withOptions({ uuid: 'b', quantity: 3, duration: null }, [EGG, SPICY_MILD]);
    const result = addLine([first], again);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({
      uuid: 'a',
      duration: { name: 'Lunch' },
      quantity: 5,
      baseTotal: 5000,
      extraPrice: 125,
      extraTotal: 625,
    });
    expect(result[0]!.options.map((o) => [o.option_id, o.option_quantity, o.option_total])).toEqual([
      ['mild', 5, 0],
      ['egg', 5, 625],
    ]);
    expectConsistent(result[0]!);
  });

  it("ignores the 'Spicy' group (any case) and keeps the first line's choice", () => {
    const hot = withOptions({ uuid: 'b' }, [SPICY_HOT, EGG]);
    const result = addLine([first], hot);
    expect(result).toHaveLength(1);
    expect(result[0]!.options.map((o) => o.option_id)).toEqual(['mild', 'egg']);
    const noSpice = withOptions({ uuid: 'c' }, [EGG]);
    expect(addLine([first], noSpice)).toHaveLength(1);
  });

  it('compares special instructions trimmed', () => {
    const a = line({ uuid: 'a', specialInstructions: 'no onions' });
    expect(addLine([a], line({ uuid: 'b', specialInstructions: ' no onions  ' }))).toHaveLength(1);
    expect(addLine([a], line({ uuid: 'b', specialInstructions: 'No onions' }))).toHaveLength(2);
  });

  it.each<[string, Partial<CartLine>, Partial<CartLine>, boolean]>([
    ['same id', { id: 'x', cd: 'A' }, { id: 'x', cd: 'B' }, true],
    ['different ids, same code', { id: 'x', cd: 'A' }, { id: 'y', cd: 'A' }, false],
    ['one id missing, same code', { id: '', cd: 'A' }, { id: 'y', cd: 'A' }, true],
    ['one id missing, different codes', { id: '', cd: 'A' }, { id: 'y', cd: 'B' }, false],
    ['no id and no code', { id: '', cd: null }, { id: '', cd: null }, false],
    ['different sizes', { size: 'Small' }, { size: 'Large' }, false],
    ['size and no size', { size: 'Small' }, { size: null }, false],
    ['different unit prices', { basePrice: 1000 }, { basePrice: 1100 }, false],
  ])('%s: merged = %s', (_, a, b, merged) => {
    expect(isSameLine(line({ uuid: 'a', ...a }), line({ uuid: 'b', ...b }))).toBe(merged);
    expect(addLine([line({ uuid: 'a', ...a })], line({ uuid: 'b', ...b }))).toHaveLength(merged ? 1 : 2);
  });

  it('does not merge different options, in any order', () => {
    expect(addLine([first], withOptions({ uuid: 'b' }, [SPICY_MILD, CHEESE]))).toHaveLength(2);
    expect(addLine([first], withOptions({ uuid: 'b' }, [SPICY_MILD, EGG, CHEESE]))).toHaveLength(2);
    expect(addLine([first], withOptions({ uuid: 'b' }, [SPICY_MILD]))).toHaveLength(2);
    expect(
      addLine([withOptions({ uuid: 'a' }, [EGG, CHEESE])], withOptions({ uuid: 'b' }, [CHEESE, EGG])),
    ).toHaveLength(1);
  });

  it('caps a merged line at 99', () => {
    expect(addLine([line({ quantity: 98 })], line({ uuid: 'b', quantity: 5 }))[0]!.quantity).toBe(99);
  });
});

describe('quantity changes', () => {
  const lines = [withOptions({ uuid: 'a', quantity: 2 }, [EGG]), line({ uuid: 'b', id: 'i-2' })];

  it('removes by uuid', () => {
    expect(removeLine(lines, 'a')).toEqual([lines[1]]);
    expect(removeLine(lines, 'zzz')).toEqual(lines);
  });

  it('changes by one, scaling options, never below 1', () => {
    const up = changeQuantity(lines, 'a', 1);
    expect(up[0]).toMatchObject({ quantity: 3, baseTotal: 3000, extraTotal: 375 });
    expect(up[0]!.options[0]).toMatchObject({ option_quantity: 3, option_total: 375 });
    expect(up[1]).toBe(lines[1]);
    const down = changeQuantity(changeQuantity(lines, 'a', -1), 'a', -1);
    expect(down[0]).toMatchObject({ quantity: 1, baseTotal: 1000, extraTotal: 125 });
    expect(changeQuantity(lines, 'zzz', 1)).toEqual(lines);
    expect(() => changeQuantity(lines, 'a', 0.5)).toThrow(RangeError);
  });

  it('sets a quantity within 1..99', () => {
    expect(setQuantity(lines, 'b', 7)[1]).toMatchObject({ quantity: 7, baseTotal: 7000 });
    expect(setQuantity(lines, 'b', 0)[1]!.quantity).toBe(1);
    expect(setQuantity(lines, 'b', 500)[1]!.quantity).toBe(99);
    expect(() => setQuantity(lines, 'b', Number.NaN)).toThrow(RangeError);
  });

  it('keeps an option counted more than once per unit (a line from the wire)', () => {
    const twoEggs = line({
      quantity: 2,
      options: [opt('Add-ons', 'egg', 125, 4)],
      extraPrice: 250,
      extraTotal: 500,
    });
    const three = lineAtQuantity(twoEggs, 3);
    expect(three.options[0]).toMatchObject({ option_quantity: 6, option_total: 750 });
    expect(three).toMatchObject({ extraPrice: 250, extraTotal: 750 });
  });
});

describe('cartSubtotal and cartItemCount', () => {
  it('sums base and extra totals, and units', () => {
    const lines = [withOptions({ quantity: 2 }, [EGG]), line({ uuid: 'b', basePrice: 550, quantity: 3 })];
    expect(cartSubtotal(lines)).toBe(2000 + 250 + 1650);
    expect(cartItemCount(lines)).toBe(5);
    expect(cartSubtotal([])).toBe(0);
    expect(cartItemCount([])).toBe(0);
  });
});

// Lines drawn from a few ids, sizes, options and notes, so that merges happen often.
const arbLine = (uuid: string) =>
  fc
    .record({
      id: fc.constantFrom('i-1', 'i-2', ''),
      cd: fc.constantFrom('C1', 'C2', null),
      size: fc.constantFrom('Small', 'Large', null),
      options: fc.subarray([SPICY_MILD, SPICY_HOT, EGG, CHEESE]),
      specialInstructions: fc.constantFrom('', ' no onions', 'no onions '),
      quantity: fc.integer({ min: 1, max: 5 }),
      basePrice: fc.constantFrom(1000, 1250),
    })
    .map(({ options, ...rest }) => withOptions({ uuid, ...rest }, options));

const arbLines = fc
  .array(fc.integer({ min: 0, max: 1e6 }), { maxLength: 12 })
  .chain((ids) => fc.tuple(...ids.map((_, i) => arbLine(`u-${i}`))));

describe('line properties', () => {
  it('adding keeps totals consistent and additive, and never changes its inputs', () => {
    fc.assert(
      fc.property(arbLines, (toAdd) => {
        let cart: CartLine[] = [];
        for (const l of toAdd) {
          const before = deepFreeze(cart);
          const next = addLine(before, deepFreeze(l));
          expect(next.length - before.length).toBeOneOf([0, 1]);
          expect(cartItemCount(next)).toBe(cartItemCount(before) + l.quantity);
          expect(cartSubtotal(next)).toBe(cartSubtotal(before) + l.baseTotal + l.extraTotal);
          next.forEach(expectConsistent);
          cart = next;
        }
        // No two lines of the cart are the same line.
        cart.forEach((a, i) => cart.slice(i + 1).forEach((b) => expect(isSameLine(a, b)).toBe(false)));
      }),
    );
  });

  it('quantity changes stay within 1..99 and keep totals consistent', () => {
    fc.assert(
      fc.property(
        arbLines,
        fc.array(fc.tuple(fc.nat(11), fc.integer({ min: -3, max: 3 }))),
        (lines, steps) => {
          let cart = deepFreeze(lines.map((l) => ({ ...l })));
          for (const [index, delta] of steps) {
            cart = deepFreeze(changeQuantity(cart, `u-${index}`, delta));
          }
          expect(cart.map((l) => l.uuid)).toEqual(lines.map((l) => l.uuid));
          for (const l of cart) {
            expect(l.quantity).toBeGreaterThanOrEqual(1);
            expect(l.quantity).toBeLessThanOrEqual(99);
            expectConsistent(l);
          }
        },
      ),
    );
  });
});
