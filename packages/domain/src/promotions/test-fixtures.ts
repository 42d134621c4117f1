import { DEFAULT_PROMOTION_RULES } from '../contract/defaults';
import type { PromotionRules, PromotionType } from '../contract/settings';
import type { EnginePromotion } from './rules';

let nextId = 0;

/** An automatic, always-available, enabled promotion of `type` (each with its own id and name). */
export function testPromotion(
  type: PromotionType,
  rules: Partial<PromotionRules> = {},
  extra: Partial<EnginePromotion> = {},
): EnginePromotion {
  nextId += 1;
  return {
    id: `p${nextId}`,
    name: `Promo ${nextId}`,
    type,
    disabled: false,
    promo_apply_option: 'Automatically',
    coupon_code: null,
    available_option: 'Unlimited',
    available_from: null,
    available_until: null,
    ...extra,
    rules: { ...DEFAULT_PROMOTION_RULES, ...rules },
  };
}
