export * from './visibility';
export * from './rules';
export * from './hints';
export * from './engine';
export * from './wire';
export * from './coupons';
export * from './preview';
export {
  PROMOTION_DEFINITIONS,
  PROMOTION_TYPES,
  promotionDefinition,
  promotionDeliveryMethod,
} from './registry';
export type {
  CartPromotionDefinition,
  DeliveryPromotionDefinition,
  ItemPromotionDefinition,
  PromotionDefinition,
} from './definition';
