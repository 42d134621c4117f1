/*
 * The engine's adjustments on the wire (contract/promotions.ts): the spec's shapes, money in dollars.
 */
import type { CartDiscount, CartPromotion } from '../contract/promotions';
import { toDollars } from '../money';
import type { DiscountAdjustment, PromotionAdjustment } from './engine';

export function toCartPromotion(adjustment: PromotionAdjustment): CartPromotion {
  return {
    promotionId: adjustment.promotionId,
    promotionName: adjustment.promotionName,
    quantity: adjustment.quantity,
    amount: toDollars(adjustment.amount),
    discountAmount: toDollars(adjustment.discountAmount),
    couponCode: adjustment.couponCode,
    discountedItems: [...adjustment.discountedItems],
    // One adjustment per promotion, so its id names it in the cart.
    uuid: `promotion-${adjustment.promotionId}`,
  };
}

export function toCartDiscount(adjustment: DiscountAdjustment): CartDiscount {
  return {
    promotion_id: adjustment.promotionId,
    discount_name: adjustment.name,
    coupon_code: adjustment.couponCode,
    discount_amount: toDollars(adjustment.amount),
    is_next_order_coupon: adjustment.isNextOrderCoupon,
    coupon_amount: toDollars(adjustment.couponAmount),
    coupon_code_expire_in: adjustment.couponExpireIn,
    coupon_code_expire_unit: adjustment.couponExpireUnit,
  };
}
