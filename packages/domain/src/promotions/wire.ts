/*
 * The engine's adjustments on the wire (contract/promotions.ts): the spec's shapes, money in dollars.
 */
import type { ApiPromotion } from '../contract/api';
import type { CartDiscount, CartPromotion } from '../contract/promotions';
import type { CartLine } from '../cart/types';
import { toDollars } from '../money';
import type { DiscountAdjustment, PromotionAdjustment, PromotionLine } from './engine';
import type { EnginePromotion } from './rules';

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

/**
 * A published promotion as the engine reads it, for the browser's instant display. Its coupon code is
 * never published, so a 'Coupon code' promotion only applies on the server, once the code is sent.
 */
export function enginePromotionFromApi(promotion: ApiPromotion): EnginePromotion {
  return {
    id: promotion._id,
    name: promotion.name,
    type: promotion.type,
    disabled: promotion.disabled,
    promo_apply_option: promotion.promo_apply_option,
    coupon_code: null,
    available_option: promotion.available_option,
    available_from: promotion.available_from,
    available_until: promotion.available_until,
    rules: promotion.rules,
  };
}

/** A priced cart line as the engine sees it. */
export function promotionLineOf(line: CartLine): PromotionLine {
  return {
    uuid: line.uuid,
    id: line.id,
    cd: line.cd,
    name: line.name,
    quantity: line.quantity,
    basePrice: line.basePrice,
    total: line.baseTotal + line.extraTotal,
  };
}
