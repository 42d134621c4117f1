import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeTotals, type TotalsInput } from './totals';

const base: TotalsInput = { subtotal: 0, gstRate: 5, pstRate: 7, deliveryFee: 0, discounts: 0, giftCards: 0 };

describe('computeTotals', () => {
  it('taxes the subtotal at GST and PST, and the delivery fee at GST', () => {
    expect(computeTotals({ ...base, subtotal: 1999, deliveryFee: 499 })).toEqual({
      subtotal: 1999,
      gst: 100, // 99.95
      pst: 140, // 139.93
      tax: 240,
      deliveryFee: 499,
      deliveryGst: 25, // 24.95
      discountTotal: 0,
      giftCardTotal: 0,
      tip: 0,
      total: 1999 + 240 + 499 + 25,
    });
  });

  it("taxes what is left after the restaurant's discounts, and takes gift cards off after tax (decision 0038)", () => {
    // A $103.00 order with $10.25 off: tax on $92.75, not on $103.00 ($1.23 less at 12 %).
    expect(computeTotals({ ...base, subtotal: 10_300, discounts: 1_025 })).toMatchObject({
      gst: 464, // 463.75
      pst: 649, // 649.25
      tax: 1_113,
      discountTotal: 1_025,
      total: 10_300 - 1_025 + 1_113,
    });
    // A gift card is a payment: the tax is the same with or without it.
    const paid = computeTotals({ ...base, subtotal: 10_000, discounts: 1_000, giftCards: 2_500 });
    expect(paid).toMatchObject({
      tax: 1_080,
      discountTotal: 1_000,
      giftCardTotal: 2_500,
      total: 10_000 - 1_000 + 1_080 - 2_500,
    });
    expect(computeTotals({ ...base, subtotal: 10_000, discounts: 1_000 }).tax).toBe(paid.tax);
  });

  it("takes a free delivery off as the fee and its GST, without touching the items' tax", () => {
    expect(
      computeTotals({ ...base, subtotal: 2_000, deliveryFee: 500, deliveryDiscount: 900 }),
    ).toMatchObject({ tax: 240, deliveryGst: 25, discountTotal: 525, total: 2_240 });
  });

  it.each([
    // [subtotal, discounts, giftCards, discountTotal, giftCardTotal, total]
    [1_000, 5_000, 0, 1_000, 0, 0],
    [1_000, 500, 5_000, 500, 560, 0],
    [1_000, 0, 5_000, 0, 1_120, 0],
    [1_000, 0, 100, 0, 100, 1_020],
    [0, 500, 500, 0, 0, 0],
  ])(
    'caps at what there is: subtotal %i, discounts %i, gift cards %i',
    (subtotal, discounts, giftCards, d, g, total) => {
      expect(computeTotals({ ...base, subtotal, discounts, giftCards })).toMatchObject({
        discountTotal: d,
        giftCardTotal: g,
        total,
      });
    },
  );

  it('reads negative or missing amounts and rates as 0', () => {
    expect(
      computeTotals({
        subtotal: -500,
        gstRate: -5,
        pstRate: Number.NaN,
        deliveryFee: -1,
        discounts: -100,
        giftCards: -1,
        tip: -300,
      }),
    ).toEqual({
      subtotal: 0,
      gst: 0,
      pst: 0,
      tax: 0,
      deliveryFee: 0,
      deliveryGst: 0,
      discountTotal: 0,
      giftCardTotal: 0,
      tip: 0,
      total: 0,
    });
  });

  const money = fc.integer({ min: 0, max: 10_000_000 });
  const percent = fc.double({ min: 0, max: 20, noNaN: true });
  const input = fc.record({
    subtotal: money,
    gstRate: percent,
    pstRate: percent,
    deliveryFee: fc.integer({ min: 0, max: 10_000 }),
    discounts: money,
    deliveryDiscount: fc.integer({ min: 0, max: 20_000 }),
    giftCards: money,
  });

  it('adds up exactly, never goes below 0, and applies no more than asked or owed', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeTotals(i);
        const gross = t.subtotal + t.tax + t.deliveryFee + t.deliveryGst;
        expect(t.tax).toBe(t.gst + t.pst);
        expect(t.total).toBe(gross - t.discountTotal - t.giftCardTotal);
        expect(t.total).toBeGreaterThanOrEqual(0);
        for (const value of Object.values(t)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(t.discountTotal).toBeLessThanOrEqual(i.discounts + i.deliveryDiscount);
        expect(t.discountTotal).toBeLessThanOrEqual(gross);
        expect(t.giftCardTotal).toBeLessThanOrEqual(i.giftCards);
        expect(t.giftCardTotal).toBeLessThanOrEqual(gross - t.discountTotal);
        // Tax is on the subtotal less the discounts it can take, whatever the gift cards.
        const taxable = t.subtotal - Math.min(i.discounts, i.subtotal);
        expect(t.tax).toBe(computeTotals({ ...i, subtotal: taxable, discounts: 0, giftCards: 0 }).tax);
        // Whatever is not capped is applied in full.
        if (i.discounts <= i.subtotal && i.deliveryDiscount <= t.deliveryFee + t.deliveryGst) {
          expect(t.discountTotal).toBe(i.discounts + i.deliveryDiscount);
        }
        if (t.giftCardTotal < i.giftCards) expect(t.total).toBe(0);
        // The inputs come back as given.
        expect([t.subtotal, t.deliveryFee]).toEqual([i.subtotal, i.deliveryFee]);
      }),
    );
  });

  it('never charges more for a bigger discount or gift card', () => {
    fc.assert(
      fc.property(input, money, (i, more) => {
        const t = computeTotals(i);
        expect(computeTotals({ ...i, discounts: i.discounts + more }).total).toBeLessThanOrEqual(t.total);
        expect(computeTotals({ ...i, giftCards: i.giftCards + more }).total).toBeLessThanOrEqual(t.total);
      }),
    );
  });
});
