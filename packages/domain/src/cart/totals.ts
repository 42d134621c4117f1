/*
 * The order's totals (ordering-core §9, with decision 0038): GST and PST are the two rates on what
 * the diner pays for, the subtotal less the restaurant's own discounts (promotions and coupons);
 * delivery GST is the GST rate on the delivery fee; a free delivery takes off the fee and its GST;
 * an online payment's tip is added untaxed (decision 0032); gift cards are a payment and come off
 * the end, after tax.
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
  /**
   * The restaurant's own discounts on what is sold: item promotions, cart discounts and the coupon
   * (not next-order coupons, not a free delivery). They lower the price, so the tax.
   */
  discounts: Cents;
  /** What a free delivery takes off: the fee and its GST (0 when none). */
  deliveryDiscount?: Cents;
  /** Gift card amounts to redeem: a payment, never a discount, so never taken off before tax. */
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
  /** The discounts applied (items and delivery): at most what was asked, at most what there is. */
  discountTotal: Cents;
  /** The gift card amount actually used: at most what was asked, at most what is left to pay. */
  giftCardTotal: Cents;
  tip: Cents;
  /** subtotal + tax + deliveryFee + deliveryGst - discountTotal + tip - giftCardTotal, never below 0. */
  total: Cents;
}

/** A money input as whole, non-negative cents: a negative or missing amount counts as 0. */
const amount = (cents: Cents | undefined): Cents =>
  cents !== undefined && Number.isFinite(cents) && cents > 0 ? roundHalfAwayFromZero(cents) : 0;
const rate = (percent: number): number => (Number.isFinite(percent) && percent > 0 ? percent : 0);

/**
 * Computes the totals. The discounts are capped at the subtotal and taxes are on what is left
 * (decision 0038: a retailer's own discount or coupon reduces the price the tax is on); the free
 * delivery is capped at the fee plus its GST; gift cards then pay at most what is left. Negative
 * inputs count as 0, and the applied amounts are reported.
 */
export function computeTotals(input: TotalsInput): Totals {
  const subtotal = amount(input.subtotal);
  const deliveryFee = amount(input.deliveryFee);
  const gstRate = rate(input.gstRate);
  const itemDiscount = Math.min(amount(input.discounts), subtotal);
  const taxable = subtotal - itemDiscount;
  const gst = percentOf(taxable, gstRate);
  const pst = percentOf(taxable, rate(input.pstRate));
  const tax = gst + pst;
  const deliveryGst = percentOf(deliveryFee, gstRate);
  const deliveryDiscount = Math.min(amount(input.deliveryDiscount), deliveryFee + deliveryGst);
  const discountTotal = itemDiscount + deliveryDiscount;
  const due = subtotal + tax + deliveryFee + deliveryGst - discountTotal;
  // The tip comes after the discounts (they never reduce it) and a gift card may pay it.
  const tip = amount(input.tip ?? 0);
  const giftCardTotal = Math.min(amount(input.giftCards), due + tip);
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
    total: due + tip - giftCardTotal,
  };
}
