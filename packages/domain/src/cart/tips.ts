/*
 * Tips on online payments (issue 14 item 6, decision 0032): none, 10%, 15%, 20% or a custom amount.
 * A percentage is of the subtotal before discounts (what the food cost, not what a coupon left), a
 * tip is never taxed, and only an order paid online carries one: at the counter the diner tips there.
 */
import { formatMoney, percentOf, toCents, type Cents } from '../money';
import type { PaymentMethod } from '../contract/orders';

/** The percentages offered, in the order the tip choice lists them. */
export const TIP_PERCENTAGES = [10, 15, 20] as const;
export type TipPercentage = (typeof TIP_PERCENTAGES)[number];

/** The largest custom tip, in cents: a typo such as 2000 for 20.00 is refused, not charged. */
export const MAX_CUSTOM_TIP_CENTS = 50_000;

/** The tip a diner chose (amount in dollars, as the wire carries money). */
export type TipChoice =
  { kind: 'none' } | { kind: 'percent'; percent: TipPercentage } | { kind: 'custom'; amount: number };

export const NO_TIP: TipChoice = { kind: 'none' };

export const TIP_MESSAGES = {
  onlineOnly: 'A tip can be added only when paying online.',
  customRange: `Please enter a tip between $0.00 and ${formatMoney(MAX_CUSTOM_TIP_CENTS)}.`,
} as const;

/** Whether a choice adds anything (a custom $0 tip is no tip). */
export function isTipping(choice: TipChoice | null | undefined): boolean {
  if (!choice || choice.kind === 'none') return false;
  return choice.kind === 'percent' || toCents(choice.amount) > 0;
}

/** Whether a custom tip of `amount` dollars can be charged: whole cents, 0 to the maximum. */
export function isValidCustomTip(amount: number): boolean {
  return (
    Number.isFinite(amount) &&
    amount >= 0 &&
    Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6 &&
    toCents(amount) <= MAX_CUSTOM_TIP_CENTS
  );
}

/**
 * The tip in cents for a subtotal (before discounts) in cents. An invalid custom amount counts as no
 * tip here; requests are validated before they are priced.
 */
export function tipCents(choice: TipChoice | null | undefined, subtotal: Cents): Cents {
  if (!choice) return 0;
  switch (choice.kind) {
    case 'none':
      return 0;
    case 'percent':
      return (TIP_PERCENTAGES as readonly number[]).includes(choice.percent)
        ? percentOf(Math.max(0, subtotal), choice.percent)
        : 0;
    case 'custom':
      return isValidCustomTip(choice.amount) ? toCents(choice.amount) : 0;
  }
}

/** Only an online payment carries a tip. */
export function tipAllowed(paymentMethod: PaymentMethod): boolean {
  return paymentMethod === 'Online';
}

/** The label of a choice, as the tip picker and the summaries name it. */
export function tipLabel(choice: TipChoice): string {
  if (choice.kind === 'none') return 'No tip';
  if (choice.kind === 'percent') return `${choice.percent}%`;
  return 'Custom';
}
