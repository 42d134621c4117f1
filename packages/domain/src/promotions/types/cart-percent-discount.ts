/* '% discount on cart': discount_percentage of the items. */
import { percentOf } from '../../money';
import { cartFields, percent, type CartPromotionDefinition } from '../definition';
import { percentThresholdHint } from '../hints';

export const cartPercentDiscount = {
  type: '% discount on cart' as const,
  stage: 'cart',
  discountKind: 'cart',
  fields: cartFields('discount_percentage'),
  offer: (rules, _itemName, book) => book.percentOff(percent(rules.discount_percentage)),
  amountOn: (promotion, base) => percentOf(base, percent(promotion.rules.discount_percentage)),
  minimumHint: (promotion, shortfall, locale) =>
    percentThresholdHint(shortfall, percent(promotion.rules.discount_percentage), locale),
} satisfies CartPromotionDefinition;
