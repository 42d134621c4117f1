/*
 * The promotion types the engine knows, in the order they apply: item promotions, then cart
 * discounts (in this order, each once per cart), then free delivery. The type names are these
 * definitions' own (`PromotionType`, `PROMOTION_TYPES`): a new type is its file in types/, listed here
 * where it applies.
 */
import type { PromotionDefinition } from './definition';
import type { EnginePromotion } from './rules';
import { buyOneGetOneFree } from './types/buy-one-get-one-free';
import { cartFixedDiscount } from './types/cart-fixed-discount';
import { cartPercentDiscount } from './types/cart-percent-discount';
import { freeDelivery } from './types/free-delivery';
import { paymentMethodReward } from './types/payment-method-reward';
import { selectedItemsDiscount } from './types/selected-items-discount';

const DEFINITIONS = [
  buyOneGetOneFree,
  selectedItemsDiscount,
  cartPercentDiscount,
  cartFixedDiscount,
  paymentMethodReward,
  freeDelivery,
] as const;

export type PromotionType = (typeof DEFINITIONS)[number]['type'];

export const PROMOTION_DEFINITIONS: readonly PromotionDefinition[] = DEFINITIONS;

export const PROMOTION_TYPES: readonly PromotionType[] = DEFINITIONS.map((d) => d.type);

const byType = new Map<string, PromotionDefinition>(DEFINITIONS.map((d) => [d.type, d]));

/** The definition of a type; undefined for a type the engine does not know (it never applies). */
export const promotionDefinition = (type: string): PromotionDefinition | undefined => byType.get(type);

export const isItemPromotion = (type: string): boolean => promotionDefinition(type)?.stage === 'item';

/** Whether the promotion issues a coupon for the next order instead of a discount on this one. */
export const issuesNextOrderCoupon = (promotion: EnginePromotion): boolean =>
  promotion.rules.is_next_order_coupon === true && promotionDefinition(promotion.type)?.stage === 'cart';

/** The delivery method a promotion is for: its type's, else its rules'. */
export const promotionDeliveryMethod = (promotion: EnginePromotion) =>
  promotionDefinition(promotion.type)?.deliveryMethod ?? promotion.rules.allowed_delivery_method;
