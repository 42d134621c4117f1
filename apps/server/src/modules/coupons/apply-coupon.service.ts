/*
 * Applying a coupon in the cart (ordering-core §4 Cart, §5, §8 "Coupon failure"): the code is looked
 * up, checked against the cart as the server prices it, and answered with what it takes off, or
 * refused with the message the cart's danger alert shows. A code below its minimum order amount is
 * accepted (worth $0.00 for now; the cart hints how much more to add).
 */
import { toDollars, type ApplyCouponResponse } from '@storefront/domain';
import { notFound } from '../../http/errors';
import { requireRestaurant } from '../restaurants/restaurants.service';
import { findTenantPricing } from '../tenants/tenants.repository';
import { priceCart, type PricingContext } from '../orders/pricing.service';
import type { ApplyCouponBody } from './coupons.schemas';

export async function applyCoupon(
  ctx: PricingContext,
  tenantId: string,
  restaurantId: string,
  body: ApplyCouponBody,
  now: Date,
): Promise<ApplyCouponResponse> {
  const [tenant, restaurant] = await Promise.all([
    findTenantPricing(ctx.db, tenantId),
    requireRestaurant(ctx.db, tenantId, restaurantId),
  ]);
  if (!tenant) throw notFound('Restaurant brand');
  const priced = await priceCart(
    ctx,
    tenant,
    restaurant,
    {
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
    },
    now,
  );
  if (priced.couponError) throw priced.couponError;
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
