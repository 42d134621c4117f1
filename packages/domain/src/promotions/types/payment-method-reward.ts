/*
 * 'Payment method reward': for orders paid with payment_method, discount_percentage of the items
 * when it has one, else discount_amount dollars.
 */
import { percentOf } from '../../money';
import { cartFields, dollars, percent, type CartPromotionDefinition } from '../definition';
import { amountThresholdHint, percentThresholdHint } from '../hints';

export const paymentMethodReward = {
  type: 'Payment method reward' as const,
  stage: 'cart',
  discountKind: 'payment',
  fields: cartFields('payment_method', 'discount_percentage', 'discount_amount'),
  offer(rules, _itemName, book) {
    const pct = percent(rules.discount_percentage);
    const off = pct > 0 ? book.percentOff(pct) : book.amountOff(book.money(dollars(rules.discount_amount)));
    if (rules.payment_method === null) return book.noPaymentMethodYet(off);
    return rules.payment_method === 'Offline' ? book.whenPaidAtCounter(off) : book.whenPaidOnline(off);
  },
  // Only for the method it names: a reward that names none rewards no one.
  rules: (promotion, ctx) => (promotion.rules.payment_method === ctx.paymentMethod ? [] : ['payment-method']),
  amountOn: (promotion, base) => {
    const pct = percent(promotion.rules.discount_percentage);
    return pct > 0 ? percentOf(base, pct) : dollars(promotion.rules.discount_amount);
  },
  minimumHint: (promotion, shortfall, locale) => {
    const pct = percent(promotion.rules.discount_percentage);
    if (pct > 0) return percentThresholdHint(shortfall, pct, locale);
    const amount = dollars(promotion.rules.discount_amount);
    return amount > 0 ? amountThresholdHint(shortfall, amount, locale) : null;
  },
} satisfies CartPromotionDefinition;
