import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_SETTINGS } from '../contract/defaults';
import { formatPoints, pointsOffer, pointsValue, redeemPoints, type PointsSettings } from './points';

// Golden Maple's rules: 100 points take $1 off, 500 at least.
const RULES: PointsSettings = {
  loyalty_reward_program: true,
  loyalty_points_per_dollar_off: 100,
  loyalty_min_points_to_redeem: 500,
};

describe('pointsValue', () => {
  it('is the points over the points per dollar, rounded down to the cent', () => {
    expect(pointsValue(RULES, 1250)).toBe(1250);
    expect(pointsValue({ ...RULES, loyalty_points_per_dollar_off: 10 }, 1250)).toBe(12_500);
    // 250 points a dollar: a point is 0.4 cents.
    expect(pointsValue({ ...RULES, loyalty_points_per_dollar_off: 250 }, 501)).toBe(200);
  });

  it('is nothing where points cannot be spent (the default, or the program off)', () => {
    expect(pointsValue({ ...DEFAULT_TENANT_SETTINGS, loyalty_reward_program: true }, 1000)).toBe(0);
    expect(pointsValue({ ...RULES, loyalty_reward_program: false }, 1000)).toBe(0);
  });
});

describe('redeemPoints', () => {
  it('spends the points asked for, worth a cent each here', () => {
    expect(redeemPoints(RULES, 1250, 800, 2500)).toEqual({
      ok: true,
      redemption: { points: 800, amount: 800 },
    });
  });

  it('spends nothing when none are asked for, whoever asks', () => {
    expect(redeemPoints(RULES, null, 0, 2500)).toEqual({ ok: true, redemption: null });
  });

  it('spends only the fewest points that pay for the food when more are asked for', () => {
    expect(redeemPoints(RULES, 5000, 5000, 1234)).toEqual({
      ok: true,
      redemption: { points: 1234, amount: 1234 },
    });
    // At 250 points a dollar, 501 points are worth $2.00, which 500 points buy.
    expect(redeemPoints({ ...RULES, loyalty_points_per_dollar_off: 250 }, 600, 501, 9999)).toEqual({
      ok: true,
      redemption: { points: 500, amount: 200 },
    });
  });

  it('refuses a guest, points that cannot be spent, too few and more than the balance', () => {
    const code = (decision: ReturnType<typeof redeemPoints>) => (decision.ok ? null : decision.problem);
    expect(code(redeemPoints(RULES, null, 500, 2500))).toMatchObject({
      status: 401,
      code: 'SIGN_IN_FOR_POINTS',
    });
    expect(code(redeemPoints({ ...RULES, loyalty_points_per_dollar_off: 0 }, 900, 500, 2500))).toMatchObject({
      status: 422,
      code: 'POINTS_OFF',
    });
    expect(code(redeemPoints(RULES, 900, 499, 2500))).toEqual({
      status: 422,
      code: 'POINTS_BELOW_MINIMUM',
      message: 'Please use at least 500 points at a time.',
    });
    expect(code(redeemPoints(RULES, 700, 800, 2500))).toEqual({
      status: 409,
      code: 'NOT_ENOUGH_POINTS',
      message: 'You have 700 points: fewer than this order asks for. Please use fewer points.',
    });
  });

  it('refuses an order too small for the minimum, or with nothing left to pay', () => {
    const small = redeemPoints(RULES, 900, 600, 300);
    expect(small.ok ? null : small.problem.message).toBe(
      'This order is too small to use points: at least 500 points must be used at a time.',
    );
    const free = redeemPoints(RULES, 900, 600, 0);
    expect(free.ok ? null : free.problem.message).toBe(
      'Nothing is left on this order for points to take off.',
    );
  });

  it('never spends fewer points than a cent is worth', () => {
    const rules = { ...RULES, loyalty_points_per_dollar_off: 250, loyalty_min_points_to_redeem: 0 };
    const one = redeemPoints(rules, 10, 1, 5000);
    expect(one.ok ? null : one.problem.message).toBe('Please use at least 3 points at a time.');
    expect(redeemPoints(rules, 10, 3, 5000)).toEqual({ ok: true, redemption: { points: 3, amount: 1 } });
  });

  it('never spends more than asked or than the balance, nor takes off more than the food costs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (perDollarOff, minimum, balance, asked, spendable) => {
          const rules = {
            ...RULES,
            loyalty_points_per_dollar_off: perDollarOff,
            loyalty_min_points_to_redeem: minimum,
          };
          const decision = redeemPoints(rules, balance, asked, spendable);
          if (!decision.ok || !decision.redemption) return;
          const { points, amount } = decision.redemption;
          expect(points).toBeLessThanOrEqual(Math.min(asked, balance));
          expect(amount).toBeLessThanOrEqual(spendable);
          expect(amount).toBeGreaterThan(0);
          // The points spent are worth the amount taken off.
          expect(pointsValue(rules, points)).toBeGreaterThanOrEqual(amount);
          expect(pointsValue(rules, points - 1)).toBeLessThan(amount);
        },
      ),
    );
  });
});

describe('pointsOffer', () => {
  it('says what the balance is worth and the most this cart can take', () => {
    expect(pointsOffer(RULES, 1250, 2500)).toEqual({
      balance: 1250,
      balanceValue: 1250,
      usable: 1250,
      minimum: 500,
      perDollarOff: 100,
    });
    expect(pointsOffer(RULES, 1250, 899)?.usable).toBe(899);
    expect(pointsOffer({ ...RULES, loyalty_reward_program: false }, 1250, 2500)).toBeNull();
  });

  it('formats points with thousands separators', () => {
    expect(formatPoints(1250)).toBe('1,250');
  });
});
