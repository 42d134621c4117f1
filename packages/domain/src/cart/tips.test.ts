import { describe, expect, it } from 'vitest';
import { tipChoiceSchema } from '../contract/orders';
import { RESTAURANT } from '../time/test-fixtures';
import { pricedPaymentMethod } from './price-cart';
import { isTipping, isValidCustomTip, MAX_CUSTOM_TIP_CENTS, TIP_MESSAGES, tipCents } from './tips';
import { computeTotals } from './totals';

describe('tipCents', () => {
  it('is a percentage of the subtotal before discounts, rounded half away from zero', () => {
    expect(tipCents({ kind: 'percent', percent: 10 }, 2345)).toBe(235); // 234.5
    expect(tipCents({ kind: 'percent', percent: 15 }, 2345)).toBe(352); // 351.75
    expect(tipCents({ kind: 'percent', percent: 20 }, 2345)).toBe(469);
  });

  it('is the custom amount in cents, none for no tip, and never a percentage not offered', () => {
    expect(tipCents({ kind: 'custom', amount: 7.25 }, 2345)).toBe(725);
    expect(tipCents({ kind: 'none' }, 2345)).toBe(0);
    expect(tipCents(null, 2345)).toBe(0);
    expect(tipCents({ kind: 'percent', percent: 50 as 10 }, 2345)).toBe(0);
    expect(tipCents({ kind: 'custom', amount: -1 }, 2345)).toBe(0);
  });

  it('custom tips are whole cents from $0 to the maximum', () => {
    expect(isValidCustomTip(0)).toBe(true);
    expect(isValidCustomTip(0.1 + 0.2)).toBe(true); // 0.30000000000000004 is 30 cents
    expect(isValidCustomTip(MAX_CUSTOM_TIP_CENTS / 100)).toBe(true);
    expect(isValidCustomTip(MAX_CUSTOM_TIP_CENTS / 100 + 0.01)).toBe(false);
    expect(isValidCustomTip(1.005)).toBe(false);
    expect(isValidCustomTip(Number.NaN)).toBe(false);
    expect(isTipping({ kind: 'custom', amount: 0 })).toBe(false);
    expect(isTipping({ kind: 'percent', percent: 10 })).toBe(true);
  });
});

describe('tipChoiceSchema', () => {
  it('takes the offered choices and refuses anything else with a message', () => {
    expect(tipChoiceSchema.safeParse({ kind: 'percent', percent: 15 }).success).toBe(true);
    expect(tipChoiceSchema.safeParse({ kind: 'custom', amount: 4.5 }).success).toBe(true);
    expect(tipChoiceSchema.safeParse({ kind: 'none' }).success).toBe(true);
    expect(tipChoiceSchema.safeParse({ kind: 'percent', percent: 12 }).success).toBe(false);
    expect(tipChoiceSchema.safeParse({ kind: 'cash' }).success).toBe(false);
    const tooMuch = tipChoiceSchema.safeParse({ kind: 'custom', amount: 5000 });
    expect(tooMuch.success).toBe(false);
    expect(tooMuch.error?.issues[0]?.message).toBe(TIP_MESSAGES.customRange);
    expect(tipChoiceSchema.safeParse({ kind: 'custom', amount: '5' }).success).toBe(false);
  });
});

describe('the tip in the totals', () => {
  const base = { subtotal: 10_000, gstRate: 5, pstRate: 7, deliveryFee: 0, discounts: 0, giftCards: 0 };

  it('is added untaxed after the discounts, which never reduce it', () => {
    const totals = computeTotals({ ...base, discounts: 2_000, tip: 1_500 });
    // Taxes are on the discounted subtotal (decision 0038); the tip is not taxed at all.
    expect(totals).toMatchObject({ tax: 960, tip: 1_500, total: 10_000 - 2_000 + 960 + 1_500 });
  });

  it('can be paid by a gift card', () => {
    const totals = computeTotals({ ...base, tip: 1_500, giftCards: 100_000 });
    expect(totals).toMatchObject({ giftCardTotal: 11_200 + 1_500, total: 0 });
  });
});

describe('pricedPaymentMethod', () => {
  const accepting = {
    online_payment_settings: { ...RESTAURANT.online_payment_settings, accept_online_payment: true },
  };
  const notAccepting = {
    online_payment_settings: { ...RESTAURANT.online_payment_settings, accept_online_payment: false },
  };

  it('is Online only where the restaurant takes online payment', () => {
    expect(pricedPaymentMethod(accepting, 'Online')).toBe('Online');
    expect(pricedPaymentMethod(notAccepting, 'Online')).toBe('Offline');
    expect(pricedPaymentMethod(accepting, 'Offline')).toBe('Offline');
    expect(pricedPaymentMethod(accepting, undefined)).toBe('Offline');
  });
});
