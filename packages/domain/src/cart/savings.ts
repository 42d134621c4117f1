/*
 * What the cart, checkout, the thank-you screen and the order view list as savings: each item
 * promotion and each discount taken off this order, and apart from them the next-order coupons the
 * order will issue (ordering-core §3 Cart promotion, Cart discount; §9 totals: next-order coupons
 * are not deducted).
 */
import type { CartDiscount, CartPromotion } from '../contract/promotions';
import type { OrderStatus, WirePointsRedemption } from '../contract/orders';
import { pointsLabel } from './points';
import { formatMoney, toCents, type Cents } from '../money';

export interface SavingLine {
  key: string;
  /** The promotion's or discount's name, with the coupon code it came with: 'Welcome 10% off (WELCOME10)'. */
  label: string;
  /** Cents taken off. */
  amount: Cents;
  /** The member's points spent, on the points line (for a label in another language). */
  points?: number;
}

export interface NextOrderCoupon {
  key: string;
  name: string;
  /** Cents the coupon will be worth. */
  amount: Cents;
  expireIn: number | null;
  expireUnit: CartDiscount['coupon_code_expire_unit'];
}

const withCode = (name: string, code: string | null) =>
  code && !name.toUpperCase().includes(code.toUpperCase()) ? `${name} (${code})` : name;

/** 'Loyalty points (1,000 points)': the member's points spent on the order. */
export const pointsSavingLabel = (points: number): string => `Loyalty points (${pointsLabel(points)})`;

/** The item promotions, then the discounts taken off this order, then its points; nothing worth zero. */
export function savingLines(
  promotions: readonly CartPromotion[],
  discounts: readonly CartDiscount[],
  points: WirePointsRedemption | null = null,
): SavingLine[] {
  const lines: SavingLine[] = [];
  promotions.forEach((p, i) =>
    lines.push({
      key: `p-${p.uuid || p.promotionId}-${i}`,
      label: withCode(p.promotionName, p.couponCode),
      amount: toCents(p.discountAmount),
    }),
  );
  discounts.forEach((d, i) => {
    if (d.is_next_order_coupon) return;
    lines.push({
      key: `d-${d.promotion_id ?? d.coupon_code ?? ''}-${i}`,
      label: withCode(d.discount_name, d.coupon_code),
      amount: toCents(d.discount_amount),
    });
  });
  if (points)
    lines.push({
      key: 'points',
      label: pointsSavingLabel(points.points),
      amount: toCents(points.amount),
      points: points.points,
    });
  return lines.filter((line) => line.amount > 0);
}

/** The coupons this order earns for the next one. */
export function nextOrderCoupons(discounts: readonly CartDiscount[]): NextOrderCoupon[] {
  return discounts
    .filter((d) => d.is_next_order_coupon && d.coupon_amount > 0)
    .map((d, i) => ({
      key: `n-${d.promotion_id ?? ''}-${i}`,
      name: d.discount_name,
      amount: toCents(d.coupon_amount),
      expireIn: d.coupon_code_expire_in,
      expireUnit: d.coupon_code_expire_unit,
    }));
}

/**
 * The next-order coupons a placed order offers: none once it was cancelled or rejected, which voids
 * them (the server refuses their codes from then on).
 */
export function orderNextOrderCoupons(order: {
  status: OrderStatus;
  discounts: readonly CartDiscount[];
}): NextOrderCoupon[] {
  return order.status === 'Cancelled' || order.status === 'Rejected' ? [] : nextOrderCoupons(order.discounts);
}

/** 'A $5.00 coupon for your next order (good for 30 days)'. */
export function nextOrderCouponLabel(coupon: NextOrderCoupon): string {
  const unit = coupon.expireUnit
    ? coupon.expireIn === 1
      ? coupon.expireUnit.replace(/s$/, '')
      : coupon.expireUnit
    : null;
  const term =
    coupon.expireIn !== null && coupon.expireIn > 0 && unit ? ` (good for ${coupon.expireIn} ${unit})` : '';
  return `A ${formatMoney(coupon.amount)} coupon for your next order${term}`;
}
