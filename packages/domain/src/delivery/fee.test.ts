import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DeliveryFeeTier, DeliveryOptions } from '../contract/settings';
import { DEFAULT_DELIVERY_OPTIONS } from '../contract/defaults';
import { deliveryFeeCents } from './fee';

const TIERS: DeliveryFeeTier[] = [
  { min_radius: 0, max_radius: 3, fee: 3.99 },
  { min_radius: 3, max_radius: 6, fee: 5.99 },
  { min_radius: 6, max_radius: 10, fee: 7.99 },
];

const TIERED: DeliveryOptions = { ...DEFAULT_DELIVERY_OPTIONS, delivery_fee: 4.99, delivery_fees: TIERS };
const FLAT: DeliveryOptions = { ...DEFAULT_DELIVERY_OPTIONS, delivery_fee: 4.99, delivery_fees: [] };

describe('deliveryFeeCents', () => {
  it.each([
    [0, 399],
    [1, 399],
    [2999, 399],
    [3000, 399],
    [3001, 599],
    [6000, 599],
    [6000.4, 799],
    [10_000, 799],
    [10_001, null],
    [50_000, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [-1, null],
  ])('tiered: %s m -> %s', (distance, expected) => {
    expect(deliveryFeeCents(TIERED, distance)).toBe(expected);
  });

  it.each([[0], [2500], [1_000_000], [null], [undefined]])('flat: %s m -> 499', (distance) => {
    expect(deliveryFeeCents(FLAT, distance)).toBe(499);
  });

  it.each([
    [0, 0],
    [-2, 0],
    [Number.NaN, 0],
    [0.1 + 0.2, 30],
  ])('flat fee of $%s is %i cents', (fee, cents) => {
    expect(deliveryFeeCents({ ...FLAT, delivery_fee: fee }, 100)).toBe(cents);
  });

  it('reads tiers in any stored order', () => {
    const shuffled = { ...TIERED, delivery_fees: [TIERS[2]!, TIERS[0]!, TIERS[1]!] };
    expect([0, 3000, 3001, 9000].map((d) => deliveryFeeCents(shuffled, d))).toEqual([399, 399, 599, 799]);
  });

  it('is not deliverable in a gap between tiers', () => {
    const gapped = {
      ...TIERED,
      delivery_fees: [
        { min_radius: 0, max_radius: 2, fee: 2 },
        { min_radius: 4, max_radius: 8, fee: 6 },
      ],
    };
    expect(deliveryFeeCents(gapped, 2000)).toBe(200);
    expect(deliveryFeeCents(gapped, 3000)).toBeNull();
    expect(deliveryFeeCents(gapped, 4000)).toBeNull();
    expect(deliveryFeeCents(gapped, 4001)).toBe(600);
  });

  it('puts 0 m only in a tier that starts at 0', () => {
    const fromOne = { ...TIERED, delivery_fees: [{ min_radius: 1, max_radius: 5, fee: 5 }] };
    expect(deliveryFeeCents(fromOne, 0)).toBeNull();
    expect(deliveryFeeCents(fromOne, 1000)).toBeNull();
    expect(deliveryFeeCents(fromOne, 1001)).toBe(500);
  });

  it('reads fractional km boundaries in whole metres', () => {
    const options = { ...TIERED, delivery_fees: [{ min_radius: 0, max_radius: 2.3, fee: 1.1 }] };
    expect(deliveryFeeCents(options, 2300)).toBe(110);
    expect(deliveryFeeCents(options, 2301)).toBeNull();
  });

  it('skips unreadable or inverted tiers, and falls back to the flat fee when none is usable', () => {
    const broken = {
      ...TIERED,
      delivery_fees: [
        { min_radius: Number.NaN, max_radius: 3, fee: 1 },
        { min_radius: 5, max_radius: 2, fee: 1 },
      ],
    };
    expect(deliveryFeeCents(broken, 1000)).toBe(499);
    const partly = {
      ...broken,
      delivery_fees: [...broken.delivery_fees, { min_radius: 0, max_radius: 4, fee: 3 }],
    };
    expect(deliveryFeeCents(partly, 1000)).toBe(300);
    expect(deliveryFeeCents(partly, 4500)).toBeNull();
  });

  it('does not mutate its inputs', () => {
    const tiers = Object.freeze(TIERS.map((t) => Object.freeze({ ...t })).reverse());
    const options = Object.freeze({ ...TIERED, delivery_fees: tiers as DeliveryFeeTier[] });
    expect(deliveryFeeCents(options, 4000)).toBe(599);
    expect(tiers.map((t) => t.min_radius)).toEqual([6, 3, 0]);
  });

  /** Contiguous tiers from 0 km with non-decreasing fees, as (boundary km, fee) steps. */
  const ladder = fc
    .array(fc.record({ width: fc.integer({ min: 1, max: 20 }), raise: fc.integer({ min: 0, max: 500 }) }), {
      minLength: 1,
      maxLength: 6,
    })
    .map((steps) => {
      let min = 0;
      let fee = 0;
      return steps.map(({ width, raise }) => {
        fee += raise;
        const tier = { min_radius: min, max_radius: min + width / 2, fee: fee / 100 };
        min += width / 2;
        return tier;
      });
    });

  it('is non-decreasing in distance when the tiers fees are', () => {
    fc.assert(
      fc.property(ladder, fc.nat(120_000), fc.nat(120_000), (tiers, x, y) => {
        const options = { ...TIERED, delivery_fees: tiers };
        const [near, far] = x <= y ? [x, y] : [y, x];
        const nearFee = deliveryFeeCents(options, near);
        const farFee = deliveryFeeCents(options, far);
        if (farFee !== null) {
          expect(nearFee).not.toBeNull();
          expect(nearFee!).toBeLessThanOrEqual(farFee);
        }
      }),
    );
  });

  it('prices every distance up to the last tier and none beyond it', () => {
    fc.assert(
      fc.property(ladder, fc.nat(120_000), (tiers, d) => {
        const fee = deliveryFeeCents({ ...TIERED, delivery_fees: tiers }, d);
        const last = Math.round(tiers.at(-1)!.max_radius * 1000);
        expect(fee === null).toBe(d > last);
        if (fee !== null) expect(tiers.map((t) => Math.round(t.fee * 100))).toContain(fee);
      }),
    );
  });

  it('does not depend on the order the tiers are stored in', () => {
    fc.assert(
      fc.property(
        ladder.chain((tiers) =>
          fc.tuple(fc.constant(tiers), fc.shuffledSubarray(tiers, { minLength: tiers.length })),
        ),
        fc.nat(120_000),
        ([tiers, shuffled], d) => {
          expect(deliveryFeeCents({ ...TIERED, delivery_fees: shuffled }, d)).toBe(
            deliveryFeeCents({ ...TIERED, delivery_fees: tiers }, d),
          );
        },
      ),
    );
  });
});
