/*
 * Why a coupon is refused, in words the cart's danger alert shows (ordering-core §5: one coupon per
 * order, paper coupons are not accepted online, an email is required). The server sends these; the
 * client shows the server's message.
 */
import type { DeliveryMethod } from '../contract/settings';
import type { RuleFailure } from './rules';

export const COUPON_MESSAGES = {
  codeRequired: 'Please enter a coupon code.',
  emailRequired: 'Please enter your email address to apply a coupon.',
  paper: 'Paper coupons are not accepted online. Please bring your coupon to the restaurant.',
  used: 'This coupon has already been used.',
  expired: 'This coupon has expired.',
  notYetValid: 'This coupon is not valid yet.',
  /** A next-order coupon whose order was cancelled or rejected. */
  voided: 'This coupon is no longer valid: the order it came with was cancelled.',
  otherCustomer: 'This coupon belongs to another customer. Please enter the email address it was sent to.',
  /** A member's next-order coupon, entered by a guest or by another member (issue 27 item 3). */
  memberOnly: 'This coupon belongs to a member account. Please sign in to the account it was sent to.',
  /** A next-order coupon whose order can still be cancelled: it is earned once that order is fulfilled. */
  notEarnedYet: 'This coupon can be used once the order it came with has been picked up or delivered.',
  /** Two orders raced for one single-use coupon and this one lost. */
  takenByAnotherOrder: 'This coupon has just been used for another order. Please remove it and try again.',
  /** A first-order promotion (WELCOME10) for an email or member that has ordered here before. */
  firstOrderOnly:
    'This coupon is for your first order only, and it has already been used with this email or account.',
} as const;

/**
 * What a stored coupon is to its holder (accounts-and-extras §2 My Coupons), one state at a time and
 * by the rules the server applies when the code is entered (`resolveCoupon`): once used it is
 * Redeemed (whoever placed the order, so also a guest's); else past its valid-until instant it is
 * Expired; else Available.
 */
export type CouponStatus = 'Available' | 'Redeemed' | 'Expired';

export function couponStatus(
  coupon: { redeemedAt: string | null; validUntil: string | null },
  now: Date,
): CouponStatus {
  if (coupon.redeemedAt !== null) return 'Redeemed';
  if (coupon.validUntil !== null && coupon.validUntil < now.toISOString()) return 'Expired';
  return 'Available';
}

/** The coupon's state as a refusal of its code shows it (the problem codes `resolveCoupon` gives). */
export function couponStatusOfProblem(problemCode: string | null): CouponStatus {
  if (problemCode === 'COUPON_USED') return 'Redeemed';
  if (problemCode === 'COUPON_EXPIRED') return 'Expired';
  return 'Available';
}

export const unknownCouponMessage = (code: string): string => `The coupon code ${code} is not valid.`;

/**
 * A rule failure that refuses a coupon, or null for those the diner can still fix in the cart (the
 * minimum order amount: the cart hints how much more; the payment method: chosen at checkout).
 */
export function couponRefusalMessage(
  failure: RuleFailure,
  allowedDeliveryMethod: DeliveryMethod | 'Any type',
): string | null {
  switch (failure) {
    case 'minimum':
    case 'payment-method':
      return null;
    case 'disabled':
      return 'This coupon is no longer valid.';
    case 'not-yet-available':
      return COUPON_MESSAGES.notYetValid;
    case 'no-longer-available':
      return COUPON_MESSAGES.expired;
    case 'restaurant':
      return 'This coupon is not valid at this location.';
    case 'channel':
      return 'This coupon is not valid for online orders.';
    case 'delivery-method':
      return `This coupon is valid for ${allowedDeliveryMethod === 'Any type' ? 'Delivery' : allowedDeliveryMethod} orders only.`;
    case 'weekday':
      return 'This coupon is not valid at your pickup time.';
    case 'delivery-area':
      return 'This coupon is not valid for your delivery address.';
  }
}
