/*
 * The promotion types the engine knows, in the order they apply: item promotions, then cart
 * discounts (in this order, each once per cart), then free delivery. A new type is a definition in
 * types/ and one line here.
 */
import type { PromotionType } from '../contract/settings';
import type { PromotionDefinition } from './definition';
import type { EnginePromotion } from './rules';
import { buyOneGetOneFree } from './types/buy-one-get-one-free';
import { cartFixedDiscount } from './types/cart-fixed-discount';
import { cartPercentDiscount } from './types/cart-percent-discount';
import { freeDelivery } from './types/free-delivery';
import { paymentMethodReward } from './types/payment-method-reward';
import { selectedItemsDiscount } from './types/selected-items-discount';

export const PROMOTION_DEFINITIONS: readonly PromotionDefinition[] = [
  buyOneGetOneFree,
  selectedItemsDiscount,
  cartPercentDiscount,
  cartFixedDiscount,
  paymentMethodReward,
  freeDelivery,
];

const byType = new Map(PROMOTION_DEFINITIONS.map((d) => [d.type, d]));

/** The definition of a type; undefined for a type the engine does not know (it never applies). */
export const promotionDefinition = (type: PromotionType): PromotionDefinition | undefined => byType.get(type);

export const isItemPromotion = (type: PromotionType): boolean => promotionDefinition(type)?.stage === 'item';

/** Whether the promotion issues a coupon for the next order instead of a discount on this one. */
export const issuesNextOrderCoupon = (promotion: EnginePromotion): boolean =>
  promotion.rules.is_next_order_coupon === true && promotionDefinition(promotion.type)?.stage === 'cart';

/** The delivery method a promotion is for: its type's, else its rules'. */
export const promotionDeliveryMethod = (promotion: EnginePromotion) =>
  promotionDefinition(promotion.type)?.deliveryMethod ?? promotion.rules.allowed_delivery_method;
