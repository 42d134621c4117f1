import { describe, expect, it } from 'vitest';
import { memberCodeOf, orderLoyaltyPoints, parseMemberLookup, referralLoyaltyPoints } from './loyalty';

const on = {
  loyalty_reward_program: true,
  loyalty_points_per_order: 10,
  loyalty_points_per_dollar: 2,
  loyalty_points_per_referral: 50,
};

describe('loyalty points', () => {
  it.each([
    [0, 10],
    [99, 10],
    [100, 12],
    [4_599, 100],
    [-500, 10],
  ])('an order spending %i cents earns %i points', (spent, points) => {
    expect(orderLoyaltyPoints(on, spent)).toBe(points);
  });

  it('earns nothing while the program is off', () => {
    const off = { ...on, loyalty_reward_program: false };
    expect(orderLoyaltyPoints(off, 10_000)).toBe(0);
    expect(referralLoyaltyPoints(off)).toBe(0);
    expect(referralLoyaltyPoints(on)).toBe(50);
  });
});

describe('parseMemberLookup (the counter’s one search box)', () => {
  const id = '65f0c0ffee0000000000abcd';
  it.each([
    [memberCodeOf(id), { by: 'code', customerId: id }],
    [` CUSTOMER:${id.toUpperCase()} `, { by: 'code', customerId: id }],
    [id, { by: 'code', customerId: id }],
    ['Demo@Example.com ', { by: 'email', email: 'demo@example.com' }],
    ['(306) 555-0123', { by: 'phone', telephone: '306-555-0123' }],
    ['1 306 555 0123', { by: 'phone', telephone: '306-555-0123' }],
    ['+1-306-555-0123', { by: 'phone', telephone: '306-555-0123' }],
  ])('reads %j', (text, lookup) => {
    expect(parseMemberLookup(text)).toEqual(lookup);
  });

  it.each(['', 'Jordan', '555-0123', 'customer:123', '2 306 555 0123', 'demo@example'])(
    'refuses %j',
    (text) => {
      expect(parseMemberLookup(text)).toBeNull();
    },
  );
});
