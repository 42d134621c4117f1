/* 'Fixed discount amount on cart': discount_amount dollars off the items. */
import { cartFields, dollars, type CartPromotionDefinition } from '../definition';
import { amountThresholdHint } from '../hints';

export const cartFixedDiscount = {
  type: 'Fixed discount amount on cart' as const,
  stage: 'cart',
  discountKind: 'cart',
  fields: cartFields('discount_amount'),
  offer: (rules, _itemName, book) => book.amountOff(book.money(dollars(rules.discount_amount))),
  amountOn: (promotion) => dollars(promotion.rules.discount_amount),
  minimumHint: (promotion, shortfall, locale) => {
    const amount = dollars(promotion.rules.discount_amount);
    return amount > 0 ? amountThresholdHint(shortfall, amount, locale) : null;
  },
} satisfies CartPromotionDefinition;
