import { describe, expect, it } from 'vitest';
import { orderLoyaltyPoints, referralLoyaltyPoints } from './loyalty';

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
