import { describe, expect, it } from 'vitest';
import type { CartDiscount, CartPromotion } from '../contract/promotions';
import { nextOrderCouponLabel, nextOrderCoupons, orderNextOrderCoupons, savingLines } from './savings';

const promotion = (over: Partial<CartPromotion> = {}): CartPromotion => ({
  promotionId: 'bogo',
  promotionName: 'Two-for-one Handhelds',
  quantity: 1,
  amount: 16.5,
  discountAmount: 16.5,
  couponCode: null,
  discountedItems: ['line-2'],
  uuid: 'promo-1',
  ...over,
});

const discount = (over: Partial<CartDiscount> = {}): CartDiscount => ({
  promotion_id: 'welcome',
  discount_name: 'Welcome 10% off',
  coupon_code: 'WELCOME10',
  discount_amount: 3.2,
  is_next_order_coupon: false,
  coupon_amount: 0,
  coupon_code_expire_in: null,
  coupon_code_expire_unit: null,
  ...over,
});

const nextOrder = discount({
  promotion_id: 'next',
  discount_name: '$5 off your next order',
  coupon_code: null,
  discount_amount: 0,
  is_next_order_coupon: true,
  coupon_amount: 5,
  coupon_code_expire_in: 30,
  coupon_code_expire_unit: 'days',
});

describe('savingLines', () => {
  it('lists item promotions, then the discounts taken off, in cents, with their coupon codes', () => {
    expect(
      savingLines([promotion()], [discount(), nextOrder]).map(({ label, amount }) => [label, amount]),
    ).toEqual([
      ['Two-for-one Handhelds', 1650],
      ['Welcome 10% off (WELCOME10)', 320],
    ]);
  });

  it('leaves out next-order coupons and anything worth nothing', () => {
    expect(
      savingLines([promotion({ discountAmount: 0 })], [nextOrder, discount({ discount_amount: 0 })]),
    ).toEqual([]);
  });

  it('does not repeat a code the name already shows', () => {
    expect(savingLines([], [discount({ discount_name: 'Coupon WELCOME10' })])[0]?.label).toBe(
      'Coupon WELCOME10',
    );
  });

  it('gives every line its own key', () => {
    const lines = savingLines([promotion(), promotion()], [discount(), discount()]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(4);
  });
});

describe('savingLines: loyalty points', () => {
  it('lists the points spent last, as what they took off', () => {
    const lines = savingLines([promotion()], [], { points: 1250, amount: 12.5 });
    expect(lines.map((l) => [l.label, l.amount])).toEqual([
      ['Two-for-one Handhelds', 1650],
      ['Loyalty points (1,250 points)', 1250],
    ]);
  });
});

describe('nextOrderCoupons', () => {
  it('lists the coupons the order issues, with their terms', () => {
    const coupons = nextOrderCoupons([discount(), nextOrder]);
    expect(coupons).toHaveLength(1);
    expect(nextOrderCouponLabel(coupons[0]!)).toBe('A $5.00 coupon for your next order (good for 30 days)');
  });

  it('says a single unit and leaves out a missing term', () => {
    const [one] = nextOrderCoupons([
      { ...nextOrder, coupon_code_expire_in: 1, coupon_code_expire_unit: 'weeks' },
    ]);
    expect(nextOrderCouponLabel(one!)).toBe('A $5.00 coupon for your next order (good for 1 week)');
    const [open] = nextOrderCoupons([
      { ...nextOrder, coupon_code_expire_in: null, coupon_code_expire_unit: null },
    ]);
    expect(nextOrderCouponLabel(open!)).toBe('A $5.00 coupon for your next order');
  });
});

// Issue 27 item 8: a cancelled or rejected order's next-order coupon is void; its pages stop offering it.
describe('orderNextOrderCoupons', () => {
  it.each([
    ['Received', 1],
    ['Accepted', 1],
    ['Fulfilled', 1],
    ['Cancelled', 0],
    ['Rejected', 0],
  ] as const)('an order %s offers %i', (status, count) => {
    expect(orderNextOrderCoupons({ status, discounts: [discount(), nextOrder] })).toHaveLength(count);
  });
});
