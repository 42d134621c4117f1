/*
 * 'Free delivery': the delivery fee and its GST, for deliveries only, within its distance or postal
 * codes when it names them.
 */
import { postalPrefixes, postalPrefixOf } from '../../delivery/range';
import { MINIMUM_FIELDS, WHEN_FIELDS, type DeliveryPromotionDefinition } from '../definition';
import { amountThresholdHint } from '../hints';
import type { PromotionRules } from '../../contract/settings';
import type { RuleContext } from '../rules';

function areaOk(rules: PromotionRules, ctx: RuleContext): boolean {
  if (rules.free_delivery_condition === 'Distance') {
    const limit = Number(rules.delivery_distance_in_meter);
    return ctx.distanceInMeter !== null && Number.isFinite(limit) && ctx.distanceInMeter <= limit;
  }
  if (rules.free_delivery_condition === 'PostalCode') {
    const prefix = postalPrefixOf(ctx.postalCode);
    return prefix !== null && postalPrefixes(rules.delivery_area_postal_codes).includes(prefix);
  }
  return true;
}

export const freeDelivery = {
  type: 'Free delivery' as const,
  stage: 'delivery',
  deliveryMethod: 'Delivery',
  fields: [
    ...WHEN_FIELDS,
    ...MINIMUM_FIELDS,
    'highlight_custom_selection_cart_value_exceeds',
    'free_delivery_condition',
    'delivery_distance_in_meter',
    'delivery_area_postal_codes',
  ],
  offer(rules, _itemName, book) {
    if (rules.free_delivery_condition === 'Distance' && rules.delivery_distance_in_meter !== null)
      return book.freeDeliveryWithin(Math.round(rules.delivery_distance_in_meter / 100) / 10);
    if (rules.free_delivery_condition === 'PostalCode' && rules.delivery_area_postal_codes)
      return book.freeDeliveryTo(postalPrefixes(rules.delivery_area_postal_codes));
    return book.freeDelivery();
  },
  rules: (promotion, ctx) =>
    ctx.deliveryMethod === 'Delivery' && !areaOk(promotion.rules, ctx) ? ['delivery-area'] : [],
  minimumHint: (_promotion, shortfall, deliveryDiscount, locale) =>
    deliveryDiscount > 0 ? amountThresholdHint(shortfall, deliveryDiscount, locale) : null,
} satisfies DeliveryPromotionDefinition;
