/*
 * The order's totals (ordering-core §9): taxes are two rates on the subtotal, delivery GST is the GST
 * rate on the delivery fee, discounts come off the end, an online payment's tip is added untaxed, and
 * gift cards pay what is left.
 */
import { percentOf, roundHalfAwayFromZero, type Cents } from '../money';

export interface TotalsInput {
  /** Items plus promotions. */
  subtotal: Cents;
  /** Percentages, e.g. 5 for 5 %. */
  gstRate: number;
  pstRate: number;
  /** 0 for pickup. */
  deliveryFee: Cents;
  /** Discounts that are not next-order coupons, plus coupons. */
  discounts: Cents;
  /** Gift card amounts to redeem. */
  giftCards: Cents;
  /** The tip of an online payment (cart/tips.ts): never taxed, never discounted. */
  tip?: Cents;
}

export interface Totals {
  subtotal: Cents;
  gst: Cents;
  pst: Cents;
  /** gst + pst. */
  tax: Cents;
  deliveryFee: Cents;
  deliveryGst: Cents;
  /** The discount actually applied: at most what was asked, at most what there is to discount. */
  discountTotal: Cents;
  /** The gift card amount actually used: at most what was asked, at most what is left to pay. */
  giftCardTotal: Cents;
  tip: Cents;
  /** subtotal + tax + deliveryFee + deliveryGst - discountTotal + tip - giftCardTotal, never below 0. */
  total: Cents;
}

/** A money input as whole, non-negative cents: a negative or missing amount counts as 0. */
const amount = (cents: Cents): Cents =>
  Number.isFinite(cents) && cents > 0 ? roundHalfAwayFromZero(cents) : 0;
const rate = (percent: number): number => (Number.isFinite(percent) && percent > 0 ? percent : 0);

/**
 * Computes the totals. Taxes are on the subtotal before discounts (the spec's formula). Discounts
 * are applied first, then gift cards pay what is left; each is capped so the total never goes below
 * zero, and the applied amounts are reported. Negative inputs count as 0.
 */
export function computeTotals(input: TotalsInput): Totals {
  const subtotal = amount(input.subtotal);
  const deliveryFee = amount(input.deliveryFee);
  const gstRate = rate(input.gstRate);
  const gst = percentOf(subtotal, gstRate);
  const pst = percentOf(subtotal, rate(input.pstRate));
  const tax = gst + pst;
  const deliveryGst = percentOf(deliveryFee, gstRate);
  const gross = subtotal + tax + deliveryFee + deliveryGst;
  const discountTotal = Math.min(amount(input.discounts), gross);
  // The tip comes after the discounts (they never reduce it) and a gift card may pay it.
  const tip = amount(input.tip ?? 0);
  const giftCardTotal = Math.min(amount(input.giftCards), gross - discountTotal + tip);
  return {
    subtotal,
    gst,
    pst,
    tax,
    deliveryFee,
    deliveryGst,
    discountTotal,
    giftCardTotal,
    tip,
    total: gross - discountTotal + tip - giftCardTotal,
  };
}
