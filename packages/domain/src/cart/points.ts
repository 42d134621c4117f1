/*
 * Spending loyalty points (issue 18 item 6, decision 0048). A tenant sets how many points take $1
 * off (`loyalty_points_per_dollar_off`, 0: points cannot be spent) and the fewest points spent at a
 * time (`loyalty_min_points_to_redeem`). Points are the restaurant's own discount: they come off the
 * food after its promotions and coupon, before tax (decision 0038), and never pay the delivery fee,
 * its tax or the tip. The server prices them; the balance moves with the order's own transaction.
 */
import type { TenantSettings } from '../contract/settings';
import type { Cents } from '../money';

export type PointsSettings = Pick<
  TenantSettings,
  'loyalty_reward_program' | 'loyalty_points_per_dollar_off' | 'loyalty_min_points_to_redeem'
>;

/** Points as a count: '1,250'. */
export const formatPoints = (points: number): string => Math.trunc(points).toLocaleString('en-US');

/** '1 point', '1,250 points'. */
export const pointsLabel = (points: number): string =>
  `${formatPoints(points)} ${Math.trunc(points) === 1 ? 'point' : 'points'}`;

/** Whether members of this tenant may spend points at all. */
export const canSpendPoints = (settings: PointsSettings): boolean =>
  settings.loyalty_reward_program && settings.loyalty_points_per_dollar_off > 0;

const whole = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** What `points` are worth, rounded down to the cent (0 where points cannot be spent). */
export function pointsValue(settings: PointsSettings, points: number): Cents {
  if (!canSpendPoints(settings)) return 0;
  return Math.floor((whole(points) * 100) / settings.loyalty_points_per_dollar_off);
}

/** The fewest points worth `cents`. */
function pointsWorth(settings: PointsSettings, cents: Cents): number {
  return Math.ceil((whole(cents) * settings.loyalty_points_per_dollar_off) / 100);
}

/** What a member can do with their points on a cart: the quote's `memberPoints`. */
export interface PointsOffer {
  balance: number;
  /** What the whole balance is worth. */
  balanceValue: Cents;
  /** The most points this cart can take (its food after discounts, and the balance, bound it). */
  usable: number;
  minimum: number;
  perDollarOff: number;
}

/**
 * What a member's balance can do on a cart whose food, after its discounts, costs `spendable`; null
 * where points cannot be spent.
 */
export function pointsOffer(settings: PointsSettings, balance: number, spendable: Cents): PointsOffer | null {
  if (!canSpendPoints(settings)) return null;
  const points = whole(balance);
  return {
    balance: points,
    balanceValue: pointsValue(settings, points),
    usable: Math.min(points, pointsWorth(settings, spendable)),
    minimum: settings.loyalty_min_points_to_redeem,
    perDollarOff: settings.loyalty_points_per_dollar_off,
  };
}

export const POINTS_MESSAGES = {
  signIn: 'Please sign in to use your points.',
  off: 'Points cannot be spent at this restaurant.',
  belowMinimum: (minimum: number) => `Please use at least ${pointsLabel(minimum)} at a time.`,
  notEnough: (balance: number) =>
    `You have ${pointsLabel(balance)}: fewer than this order asks for. Please use fewer points.`,
  nothingLeft: 'Nothing is left on this order for points to take off.',
  tooSmall: (minimum: number) =>
    `This order is too small to use points: at least ${pointsLabel(minimum)} must be used at a time.`,
} as const;

/** A reason the points asked for cannot be spent, with the status an order attempt gets for it. */
export interface PointsProblem {
  status: number;
  code: 'SIGN_IN_FOR_POINTS' | 'POINTS_OFF' | 'POINTS_BELOW_MINIMUM' | 'NOT_ENOUGH_POINTS';
  message: string;
}

/** The points a cart spends and the cents they take off. */
export interface PointsRedemption {
  points: number;
  amount: Cents;
}

export type PointsDecision =
  { ok: true; redemption: PointsRedemption | null } | { ok: false; problem: PointsProblem };

/**
 * The points a cart spends when the member asks for `requested` (0: none): never more than the
 * balance; worth at most the food after its discounts (`spendable`), so a larger request spends only
 * the fewest points that cover it; and at least the tenant's minimum. `balance` is null for a guest.
 */
export function redeemPoints(
  settings: PointsSettings,
  balance: number | null,
  requested: number,
  spendable: Cents,
): PointsDecision {
  const asked = whole(requested);
  if (asked === 0) return { ok: true, redemption: null };
  if (!canSpendPoints(settings))
    return { ok: false, problem: { status: 422, code: 'POINTS_OFF', message: POINTS_MESSAGES.off } };
  if (balance === null)
    return {
      ok: false,
      problem: { status: 401, code: 'SIGN_IN_FOR_POINTS', message: POINTS_MESSAGES.signIn },
    };
  // At least the tenant's minimum, and never fewer points than a cent's worth.
  const minimum = Math.max(settings.loyalty_min_points_to_redeem, pointsWorth(settings, 1));
  if (asked < minimum)
    return {
      ok: false,
      problem: { status: 422, code: 'POINTS_BELOW_MINIMUM', message: POINTS_MESSAGES.belowMinimum(minimum) },
    };
  if (asked > whole(balance))
    return {
      ok: false,
      problem: { status: 409, code: 'NOT_ENOUGH_POINTS', message: POINTS_MESSAGES.notEnough(whole(balance)) },
    };
  const left = whole(spendable);
  const amount = Math.min(pointsValue(settings, asked), left);
  // Compared by value, so rounding to the fewest points worth the amount never trips the minimum.
  if (amount < pointsValue(settings, minimum))
    return {
      ok: false,
      problem: {
        status: 422,
        code: 'POINTS_BELOW_MINIMUM',
        message: left === 0 ? POINTS_MESSAGES.nothingLeft : POINTS_MESSAGES.tooSmall(minimum),
      },
    };
  return { ok: true, redemption: { points: pointsWorth(settings, amount), amount } };
}
