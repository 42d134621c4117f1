/*
 * The cart's coupon and gift card entry rules (ordering-core §4 Cart, §5; accounts-and-extras §5):
 * one coupon per order, the same code again (any case) ignored, Apply only with a code and an email;
 * Check Balance only with a number, Redeem only with a positive amount not above the pending balance,
 * and a gift card already redeemed in the cart not added again. The server decides what a coupon or
 * a card is worth; these decide what the diner may ask for.
 */
import { toCents, type Cents } from '../money';

/** A coupon code as compared: without surrounding spaces, in any case. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

/** Whether two coupon codes are the same code (case-insensitive). */
export const sameCouponCode = (a: string, b: string): boolean =>
  normalizeCouponCode(a) === normalizeCouponCode(b);

/** Apply is enabled only when both a code and an email are entered and no coupon is applied. */
export function canApplyCoupon(input: { code: string; email: string; applied: boolean }): boolean {
  return !input.applied && input.code.trim() !== '' && input.email.trim() !== '';
}

/**
 * What applying `code` does to a cart holding `applied`: 'apply' it, 'ignore' it (the same code is
 * already in the cart), or refuse it because only one coupon may be applied per order.
 */
export type CouponApplyDecision = 'apply' | 'ignore' | 'one-per-order';

export function couponApplyDecision(
  applied: { couponCode: string } | null,
  code: string,
): CouponApplyDecision {
  if (applied === null) return 'apply';
  return sameCouponCode(applied.couponCode, code) ? 'ignore' : 'one-per-order';
}

/** The spec's message when a card is redeemed twice (ordering-core §8). */
export const giftCardAlreadyRedeemedMessage = (giftCardNumber: string): string =>
  `Gift card #${giftCardNumber} has already been redeemed.`;

/** A gift card number as compared and sent: the spaces and dashes people type dropped. */
export const normalizeGiftCardNumber = (giftCardNumber: string): string =>
  giftCardNumber.replace(/[\s-]/g, '');

/** Whether the card is already among the cart's gift card redemptions. */
export function isGiftCardRedeemed(
  redemptions: readonly { giftCardNumber: string }[],
  giftCardNumber: string,
): boolean {
  const wanted = normalizeGiftCardNumber(giftCardNumber);
  return wanted !== '' && redemptions.some((r) => normalizeGiftCardNumber(r.giftCardNumber) === wanted);
}

/** A card number shown without all its digits: '•••• 4821'. */
export function maskGiftCardNumber(giftCardNumber: string): string {
  const digits = normalizeGiftCardNumber(giftCardNumber);
  return digits.length <= 4 ? digits : `•••• ${digits.slice(-4)}`;
}

const AMOUNT_PATTERN = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/;

/**
 * An amount of dollars as a person types it ('12', '12.5', '$12.50', '1,200', '.75') in cents, or
 * null when it is not one.
 */
export function parseDollarAmount(text: string): Cents | null {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const dollars = Number((match[1] ?? '0').replace(/,/g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** Redeem is enabled only when the amount is positive and not above the pending balance (dollars). */
export function canRedeemGiftCard(amount: Cents | null, pendingBalance: number): boolean {
  return amount !== null && amount > 0 && amount <= toCents(pendingBalance);
}

/** The amount Redeem starts with: what the card can pay of what is still due, never below zero. */
export function suggestedRedeemAmount(pendingBalance: Cents, due: Cents): Cents {
  return Math.max(0, Math.min(pendingBalance, due));
}
