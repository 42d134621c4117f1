import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canCheckout,
  minimumOrderCents,
  minimumOrderProgress,
  minimumOrderShortfall,
  type CheckoutInputs,
} from './minimum';

const MIN_20 = { minimum_order_amount: 20 };
const NO_MIN = { minimum_order_amount: 0 };

const cents = fc.integer({ min: 0, max: 10_000_000 });
const dollars = fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100);

describe('minimumOrderCents', () => {
  it.each([
    [20, 2000],
    [19.99, 1999],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
  ])('$%s -> %i', (amount, expected) => {
    expect(minimumOrderCents({ minimum_order_amount: amount })).toBe(expected);
  });
});

describe('minimumOrderShortfall and minimumOrderProgress', () => {
  it.each([
    [0, 2000, 0],
    [500, 1500, 0.25],
    [1999, 1, 0.9995],
    [2000, 0, 1],
    [3500, 0, 1],
    [-100, 2000, 0],
  ])('subtotal %i with a $20 minimum: short %i, progress %s', (subtotal, shortfall, progress) => {
    expect(minimumOrderShortfall(subtotal, MIN_20)).toBe(shortfall);
    expect(minimumOrderProgress(subtotal, MIN_20)).toBeCloseTo(progress, 10);
  });

  it('needs nothing and is full without a minimum', () => {
    expect(minimumOrderShortfall(0, NO_MIN)).toBe(0);
    expect(minimumOrderProgress(0, NO_MIN)).toBe(1);
  });

  it('adds up to the minimum while short, and is 0 once met', () => {
    fc.assert(
      fc.property(cents, dollars, (subtotal, minimum) => {
        const options = { minimum_order_amount: minimum };
        const shortfall = minimumOrderShortfall(subtotal, options);
        expect(Number.isInteger(shortfall)).toBe(true);
        expect(shortfall).toBeGreaterThanOrEqual(0);
        if (shortfall > 0) expect(subtotal + shortfall).toBe(minimumOrderCents(options));
        else expect(subtotal).toBeGreaterThanOrEqual(minimumOrderCents(options));
      }),
    );
  });

  it('gives progress in 0..1, full exactly when nothing is short', () => {
    fc.assert(
      fc.property(cents, dollars, (subtotal, minimum) => {
        const options = { minimum_order_amount: minimum };
        const progress = minimumOrderProgress(subtotal, options);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(1);
        expect(progress === 1).toBe(minimumOrderShortfall(subtotal, options) === 0);
      }),
    );
  });

  it('is monotone in the subtotal', () => {
    fc.assert(
      fc.property(cents, cents, dollars, (x, y, minimum) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const options = { minimum_order_amount: minimum };
        expect(minimumOrderShortfall(hi, options)).toBeLessThanOrEqual(minimumOrderShortfall(lo, options));
        expect(minimumOrderProgress(hi, options)).toBeGreaterThanOrEqual(minimumOrderProgress(lo, options));
      }),
    );
  });
});

describe('canCheckout', () => {
  const pickup = (subtotal: number): CheckoutInputs => ({
    deliveryMethod: 'Pickup',
    subtotal,
    hasAddress: false,
    options: MIN_20,
  });
  const delivery = (subtotal: number, hasAddress = true): CheckoutInputs => ({
    deliveryMethod: 'Delivery',
    subtotal,
    hasAddress,
    options: MIN_20,
  });

  it.each([
    ['pickup with items', pickup(1), { ok: true }],
    ['pickup below the delivery minimum', pickup(500), { ok: true }],
    ['pickup, empty', pickup(0), { ok: false, reason: 'empty' }],
    ['pickup, negative', pickup(-1), { ok: false, reason: 'empty' }],
    ['pickup, NaN', pickup(Number.NaN), { ok: false, reason: 'empty' }],
    ['delivery at the minimum', delivery(2000), { ok: true }],
    ['delivery above the minimum', delivery(2500), { ok: true }],
    ['delivery below the minimum', delivery(1250), { ok: false, reason: 'below-minimum', shortfall: 750 }],
    ['delivery a cent short', delivery(1999), { ok: false, reason: 'below-minimum', shortfall: 1 }],
    ['delivery without address', delivery(2500, false), { ok: false, reason: 'address-missing' }],
    [
      'delivery without address, below minimum',
      delivery(100, false),
      { ok: false, reason: 'address-missing' },
    ],
    ['delivery, empty', delivery(0), { ok: false, reason: 'empty' }],
    ['delivery, empty, no address', delivery(0, false), { ok: false, reason: 'empty' }],
  ])('%s', (_label, inputs, expected) => {
    expect(canCheckout(inputs)).toEqual(expected);
  });

  it('lets delivery with no minimum through with any items', () => {
    expect(canCheckout({ ...delivery(1), options: NO_MIN })).toEqual({ ok: true });
  });

  it('allows delivery exactly when pickup would be allowed, an address exists and nothing is short', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 10_000 }),
        fc.boolean(),
        dollars,
        (subtotal, hasAddress, minimum) => {
          const options = { minimum_order_amount: minimum };
          const result = canCheckout({ deliveryMethod: 'Delivery', subtotal, hasAddress, options });
          const pickupOk = canCheckout({ deliveryMethod: 'Pickup', subtotal, hasAddress, options }).ok;
          expect(result.ok).toBe(pickupOk && hasAddress && minimumOrderShortfall(subtotal, options) === 0);
          if (!result.ok && result.reason === 'below-minimum') {
            expect(result.shortfall).toBe(minimumOrderShortfall(subtotal, options));
          }
        },
      ),
    );
  });
});
