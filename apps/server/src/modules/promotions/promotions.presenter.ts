import {
  DEFAULT_PROMOTION_RULES,
  enginePromotionFromApi,
  translated,
  translatedLines,
  withDefaults,
  type Locale,
  type ApiOwnerPromotion,
  type ApiPromotion,
  type EnginePromotion,
  type PromotionRules,
  type PromotionType,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { PromotionsTable } from '../../db/schema';
import { bool, fromJson } from '../../http/json';
import { imageOf } from '../content/content.presenter';
import { translationsOf } from '../../db/translations';

/** A promotion as the storefront shows it in `locale` (issue 31): its name, description, conditions and instructions. */
export function presentPromotionIn(row: Selectable<PromotionsTable>, locale: Locale): ApiPromotion {
  const translations = translationsOf<'name' | 'description' | 'conditions' | 'instructions'>(
    row.translations,
  );
  const promotion = presentPromotion(row);
  const words = translations?.[locale];
  return {
    ...translated(promotion, translations, ['name', 'description'], locale),
    conditions: translatedLines(words?.conditions, promotion.conditions),
    instructions: translatedLines(words?.instructions, promotion.instructions),
  };
}

export function promotionRulesOf(row: Selectable<PromotionsTable>): PromotionRules {
  return withDefaults(DEFAULT_PROMOTION_RULES, fromJson<Partial<PromotionRules>>(row.rules, {}));
}

/** The public face of a promotion. Its coupon code is left out: a code is only good if it is given out. */
export function presentPromotion(row: Selectable<PromotionsTable>): ApiPromotion {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as PromotionType,
    image: imageOf(row.image_url),
    available_option: row.available_option === 'Unlimited' ? 'Unlimited' : 'Date range',
    available_from: row.available_from,
    available_until: row.available_until,
    conditions: fromJson<string[]>(row.conditions, []),
    instructions: fromJson<string[]>(row.instructions, []),
    disabled: bool(row.disabled),
    promo_apply_option: row.promo_apply_option === 'Automatically' ? 'Automatically' : 'Coupon code',
    rules: promotionRulesOf(row),
  };
}

/**
 * A promotion as the engine reads it on the server: as the browser reads the published one, so both
 * price a cart alike, and with its coupon code.
 */
export function enginePromotionOf(row: Selectable<PromotionsTable>): EnginePromotion {
  return { ...enginePromotionFromApi(presentPromotion(row)), coupon_code: row.coupon_code };
}

/** A promotion as the owner edits it: with its coupon code. */
export function presentOwnerPromotion(row: Selectable<PromotionsTable>): ApiOwnerPromotion {
  return {
    ...presentPromotion(row),
    coupon_code: row.coupon_code,
    translations: translationsOf(row.translations),
  };
}
