export * from './visibility';
export * from './rules';
export * from './hints';
export * from './engine';
export * from './wire';
export * from './coupons';
export * from './preview';
export * from './describe';
export * from './phrasebook';
export {
  PROMOTION_DEFINITIONS,
  PROMOTION_TYPES,
  promotionDefinition,
  promotionDeliveryMethod,
} from './registry';
export type {
  ItemNameOf,
  PromotionRuleField,
  CartPromotionDefinition,
  DeliveryPromotionDefinition,
  ItemPromotionDefinition,
  PromotionDefinition,
} from './definition';
