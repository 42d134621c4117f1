/*
 * Applying a coupon in the cart (ordering-core §4 Cart, §5, §8 "Coupon failure"): the code is looked
 * up, checked against the cart as the server prices it, and answered with what it takes off, or
 * refused with the message the cart's danger alert shows. A code below its minimum order amount is
 * accepted (worth $0.00 for now; the cart hints how much more to add).
 * The spec's payload carries no items, only the subtotal (with deliveryMethod, deliveryPostalCode,
 * pickupDate and pickupTime): the coupon is then priced on that subtotal (`priceCouponOnSubtotal`),
 * which only answers what the code is worth; placing the order prices the real cart again.
 */
import {
  priceCouponOnSubtotal,
  toCents,
  toDollars,
  type ApplyCouponResponse,
  type CartQuoteRequest,
} from '@storefront/domain';
import { HttpError } from '../../http/errors';
import type { ApplyCouponBody } from './orders.schemas';
import { priceRequest, loadPricingContext, type PricingDeps } from './pricing.service';
import { requirePricingRows } from './orders.service';

export async function applyCoupon(
  deps: PricingDeps,
  tenantId: string,
  restaurantId: string,
  body: ApplyCouponBody,
  now: Date,
  /** The signed-in member, null for a guest: a member's coupon needs the member's session. */
  memberId: string | null,
): Promise<ApplyCouponResponse> {
  const request: CartQuoteRequest = {
    items: body.items ?? [],
    deliveryMethod: body.deliveryMethod ?? 'Pickup',
    pickupTimeType: body.pickupTimeType ?? 'ASAP',
    pickupDate: body.pickupDate ?? null,
    pickupTime: body.pickupTime ?? null,
    deliveryAddress: body.deliveryAddress ?? null,
    cutlery: body.cutlery ?? [],
    paymentMethod: body.paymentMethod ?? 'Offline',
    couponCode: body.couponCode,
    couponEmail: body.email,
  };
  const { tenant, restaurant } = await requirePricingRows(deps.db, tenantId, restaurantId);
  const input = { tenant, restaurantRow: restaurant, request, now, memberId };
  const priced =
    request.items.length === 0 && body.subtotal !== undefined
      ? priceCouponOnSubtotal(
          await loadPricingContext(deps, input),
          request,
          toCents(body.subtotal),
          body.deliveryPostalCode ?? null,
          now.getTime(),
        )
      : await priceRequest(deps, input);
  const problem = priced.couponProblem;
  if (problem) throw new HttpError(problem.status, problem.code, problem.message);
  // A code that is neither refused nor resolved cannot happen: the code is required.
  if (!priced.coupon || !priced.promotion.coupon) throw new Error('The coupon was resolved but not priced.');
  return {
    coupon: {
      couponCode: priced.promotion.coupon.code,
      amount: toDollars(priced.promotion.coupon.amount),
      name: priced.coupon.name,
      email: body.email,
    },
  };
}
