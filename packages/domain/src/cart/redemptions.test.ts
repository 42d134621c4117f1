import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from '../money';
import {
  canApplyCoupon,
  canRedeemGiftCard,
  couponApplyDecision,
  giftCardAlreadyRedeemedMessage,
  isGiftCardRedeemed,
  maskGiftCardNumber,
  parseDollarAmount,
  sameCouponCode,
  suggestedRedeemAmount,
} from './redemptions';

describe('coupons', () => {
  it.each([
    // [code, email, applied, enabled]
    ['WELCOME10', 'a@example.com', false, true],
    ['', 'a@example.com', false, false],
    ['WELCOME10', '', false, false],
    ['  ', 'a@example.com', false, false],
    ['WELCOME10', '   ', false, false],
    ['WELCOME10', 'a@example.com', true, false],
  ])('Apply with code %j, email %j, applied %j: enabled %j', (code, email, applied, enabled) => {
    expect(canApplyCoupon({ code, email, applied })).toBe(enabled);
  });

  it('compares codes in any case and without surrounding spaces', () => {
    expect(sameCouponCode('welcome10', ' WELCOME10 ')).toBe(true);
    expect(sameCouponCode('WELCOME10', 'WELCOME1')).toBe(false);
  });

  it('applies into an empty cart, ignores the same code, refuses a second coupon', () => {
    expect(couponApplyDecision(null, 'WELCOME10')).toBe('apply');
    expect(couponApplyDecision({ couponCode: 'WELCOME10' }, 'Welcome10')).toBe('ignore');
    expect(couponApplyDecision({ couponCode: 'WELCOME10' }, 'GMFLYER10')).toBe('one-per-order');
  });
});

describe('gift cards', () => {
  it('says a card was already redeemed in the spec words', () => {
    expect(giftCardAlreadyRedeemedMessage('4111222233334444')).toBe(
      'Gift card #4111222233334444 has already been redeemed.',
    );
  });

  it('knows a card already redeemed in the cart, however it is typed', () => {
    const holds = [{ giftCardNumber: '4111222233334444' }];
    expect(isGiftCardRedeemed(holds, '4111 2222 3333 4444')).toBe(true);
    expect(isGiftCardRedeemed(holds, '4111-2222-3333-4444')).toBe(true);
    expect(isGiftCardRedeemed(holds, '4111222233335555')).toBe(false);
    expect(isGiftCardRedeemed(holds, '')).toBe(false);
    expect(isGiftCardRedeemed([], '4111222233334444')).toBe(false);
  });

  it('masks all but the last four digits', () => {
    expect(maskGiftCardNumber('4111 2222 3333 4444')).toBe('•••• 4444');
    expect(maskGiftCardNumber('123')).toBe('123');
  });

  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['$12.50', 1250],
    ['$ 7', 700],
    ['1,200', 120_000],
    ['1,200.99', 120_099],
    ['.75', 75],
    ['0', 0],
    [' 3.10 ', 310],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDollarAmount(text)).toBe(cents);
  });

  it.each(['', '.', '$', 'abc', '12.345', '-5', '1,20', '12,00.5', '1e3', '12.5.1'])(
    'refuses %j as an amount',
    (text) => {
      expect(parseDollarAmount(text)).toBeNull();
    },
  );

  it('reads back every amount it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(parseDollarAmount(formatMoney(cents))).toBe(cents);
      }),
    );
  });

  it.each([
    // [amount in cents, pending balance in dollars, enabled]
    [2000, 50, true],
    [5000, 50, true],
    [5001, 50, false],
    [0, 50, false],
    [null, 50, false],
    [1, 0, false],
    [3275, 32.75, true],
    [3276, 32.75, false],
  ])('Redeem %j of a pending balance of %j: enabled %j', (amount, pending, enabled) => {
    expect(canRedeemGiftCard(amount, pending)).toBe(enabled);
  });

  it('suggests what the card can pay of what is due, never below zero', () => {
    expect(suggestedRedeemAmount(5000, 3275)).toBe(3275);
    expect(suggestedRedeemAmount(2000, 3275)).toBe(2000);
    expect(suggestedRedeemAmount(2000, -10)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: -1e7, max: 1e7 }), (pending, due) => {
        const amount = suggestedRedeemAmount(pending, due);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(pending);
        expect(amount).toBeLessThanOrEqual(Math.max(0, due));
      }),
    );
  });
});
