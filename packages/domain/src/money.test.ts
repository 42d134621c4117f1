import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allocate,
  formatMoney,
  optionPriceLabel,
  percentOf,
  roundHalfAwayFromZero,
  toCents,
  toDollars,
} from './money';

// Up to ten billion dollars, far beyond any order, well inside exact double arithmetic.
const cents = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });

describe('roundHalfAwayFromZero', () => {
  it.each([
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [-0.5, -1],
    [-2.5, -3],
    [2.4999, 2],
    [-2.4999, -2],
  ])('%s -> %s', (value, expected) => {
    expect(roundHalfAwayFromZero(value)).toBe(expected);
  });
});

describe('toCents and toDollars', () => {
  it.each([
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [-1.005, -101],
    [0.004, 0],
    [0.005, 1],
    [1234.5, 123450],
  ])('toCents(%s) = %i', (dollars, expected) => {
    expect(toCents(dollars)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('toCents(%s) throws', (bad) => {
    expect(() => toCents(bad)).toThrow(RangeError);
  });

  it('round-trips cents through dollars', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(toCents(toDollars(c))).toBe(c);
      }),
    );
  });

  it('round-trips two-decimal dollars through cents', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const dollars = c / 100;
        expect(toDollars(toCents(dollars))).toBe(dollars);
      }),
    );
  });

  it('gives whole cents for any finite dollar amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (d) => {
        const c = toCents(d);
        expect(Number.isInteger(c)).toBe(true);
        expect(Math.abs(c - d * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('percentOf', () => {
  it.each([
    [1999, 5, 100], // 99.95
    [1999, 7, 140], // 139.93
    [1000, 12.5, 125],
    [1, 50, 1], // half a cent rounds away from zero
    [-1, 50, -1],
    [-1999, 5, -100],
    [1999, 0, 0],
  ])('%i cents at %s%% = %i', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  const percent = fc.double({ min: 0, max: 100, noNaN: true });

  it('is within half a cent of the exact value', () => {
    fc.assert(
      fc.property(cents, percent, (c, p) => {
        expect(Math.abs(percentOf(c, p) - (c * p) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('is the whole at 100%, nothing at 0%, and symmetric in sign', () => {
    fc.assert(
      fc.property(cents, percent, (c, p) => {
        expect(percentOf(c, 100)).toBe(c);
        expect(percentOf(c, 0) === 0).toBe(true);
        // `+ 0` folds -0 into 0: a tiny negative share rounds to -0, which is still no money.
        expect(percentOf(-c, p) + 0).toBe(-percentOf(c, p) + 0);
      }),
    );
  });

  it('never discounts more than the amount for a percentage up to 100', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000 }), percent, (c, p) => {
        const part = percentOf(c, p);
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(c);
      }),
    );
  });
});

describe('allocate', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [10, [3, 1], [8, 2]], // 7.5 and 2.5: the tie goes to the earlier part
    [5, [0, 0], [3, 2]], // all-zero weights split evenly
    [5, [0, 2], [0, 5]],
    [7, [-3, 1], [0, 7]], // a negative weight counts as zero
    [0, [1, 2], [0, 0]],
    [9, [], []],
  ])('allocate(%i, %j) = %j', (total, weights, expected) => {
    expect(allocate(total, weights)).toEqual(expected);
  });

  // Finite weights whose sum stays finite: allocate() gives wrong parts for NaN or infinite weights,
  // or weights that sum past Number.MAX_VALUE (allocate(1000, [1e308, 1e308]) is [1, 1]).
  const weights = fc.array(fc.double({ min: -1e3, max: 1e12, noNaN: true }), { minLength: 1, maxLength: 30 });

  it('sums exactly to the total, one whole-cent part per weight', () => {
    fc.assert(
      fc.property(cents, weights, (total, ws) => {
        const parts = allocate(total, ws);
        expect(parts).toHaveLength(ws.length);
        parts.forEach((p) => expect(Number.isInteger(p)).toBe(true));
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      }),
      { numRuns: 1000 },
    );
  });

  it('never gives a part the opposite sign of the total, nor to a weight of zero', () => {
    fc.assert(
      fc.property(cents, weights, (total, ws) => {
        const parts = allocate(total, ws);
        const anyPositive = ws.some((w) => w > 0);
        parts.forEach((p, i) => {
          if (total >= 0) expect(p).toBeGreaterThanOrEqual(0);
          else expect(p).toBeLessThanOrEqual(0);
          if (anyPositive && !((ws[i] ?? 0) > 0)) expect(p === 0).toBe(true);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps each part within one cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, ws) => {
          const sum = ws.reduce((a, b) => a + b, 0);
          allocate(total, ws).forEach((p, i) => {
            const exact = sum === 0 ? total / ws.length : (total * (ws[i] ?? 0)) / sum;
            expect(Math.abs(p - exact)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1999, '$19.99'],
    [100000, '$1,000.00'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-5, '-$0.05'],
    [-123456, '-$1,234.56'],
  ])('%i -> %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('reads back as the same number of cents', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const text = formatMoney(c);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        const value = Math.round(Number(text.replace(/[$,]/g, '')) * 100);
        expect(value).toBe(c);
      }),
    );
  });
});

describe('allocate with extreme weights', () => {
  it('still sums exactly when the weights overflow a double or are not finite', () => {
    expect(allocate(1000, [1e308, 1e308])).toEqual([500, 500]);
    expect(allocate(1000, [Number.NaN, 1])).toEqual([0, 1000]);
    expect(allocate(1000, [Number.POSITIVE_INFINITY, 1, 1])).toEqual([0, 500, 500]);
    expect(allocate(-7, [1, 1])).toEqual([-4, -3]);
  });
});

describe('optionPriceLabel', () => {
  it('is the price per unit with a plus, and nothing for a free option', () => {
    expect(optionPriceLabel(150)).toBe('+$1.50');
    expect(optionPriceLabel(0)).toBeNull();
    expect(optionPriceLabel(0.4)).toBeNull();
    expect(optionPriceLabel(Number.NaN)).toBeNull();
  });
});
