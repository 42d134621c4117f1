/*
 * 'Payment method reward': for orders paid with payment_method, discount_percentage of the items
 * when it has one, else discount_amount dollars.
 */
import { moneyInWords, percentOf } from '../../money';
import { cartFields, dollars, percent, type CartPromotionDefinition } from '../definition';
import { amountThresholdHint, percentThresholdHint } from '../hints';

export const paymentMethodReward = {
  type: 'Payment method reward' as const,
  stage: 'cart',
  discountKind: 'payment',
  fields: cartFields('payment_method', 'discount_percentage', 'discount_amount'),
  offer(rules) {
    const pct = percent(rules.discount_percentage);
    const off = pct > 0 ? `${pct}% off` : `${moneyInWords(dollars(rules.discount_amount))} off`;
    const paid = rules.payment_method === 'Offline' ? 'paid at the counter' : 'paid online';
    return rules.payment_method === null ? `${off} (no payment method chosen yet)` : `${off} when ${paid}`;
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
