/*
 * 'Free delivery': the delivery fee and its GST, for deliveries only, within its distance or postal
 * codes when it names them.
 */
import { postalPrefixes, postalPrefixOf } from '../../delivery/range';
import type { DeliveryPromotionDefinition } from '../definition';
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
  rules: (promotion, ctx) =>
    ctx.deliveryMethod === 'Delivery' && !areaOk(promotion.rules, ctx) ? ['delivery-area'] : [],
  minimumHint: (_promotion, shortfall, deliveryDiscount) =>
    deliveryDiscount > 0 ? amountThresholdHint(shortfall, deliveryDiscount) : null,
} satisfies DeliveryPromotionDefinition;
