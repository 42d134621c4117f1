/*
 * Defaults for configuration, so a row written before a setting existed still reads completely.
 * They are the tenant document schemas' defaults (tenant/*.ts), which follow the spec's constants
 * (§9): America/Toronto, 12-hour clock, 15-minute slots, '#D4A762', the promotional banner 25/5
 * (the cart's figure, also the drawer's), $5 referral offer.
 */
import type {
  DeliveryOptions,
  OnlinePaymentSettings,
  PromotionRules,
  RestaurantSettings,
  TenantSettings,
} from './settings';
import { DEFAULT_PRIMARY_COLOR, tenantSettingsSchema } from './tenant/brand';
import {
  DEFAULT_RUSH_HOUR_SETTINGS,
  deliveryOptionsSchema,
  onlinePaymentSettingsSchema,
  restaurantSettingsSchema,
} from './tenant/location';
import { promotionRulesSchema } from './tenant/promotion';

export { DEFAULT_PRIMARY_COLOR, DEFAULT_RUSH_HOUR_SETTINGS };

export const DEFAULT_TENANT_SETTINGS: TenantSettings = tenantSettingsSchema.parse({});
export const DEFAULT_RESTAURANT_SETTINGS: RestaurantSettings = restaurantSettingsSchema.parse({});
export const DEFAULT_DELIVERY_OPTIONS: DeliveryOptions = deliveryOptionsSchema.parse({});
export const DEFAULT_ONLINE_PAYMENT_SETTINGS: OnlinePaymentSettings = onlinePaymentSettingsSchema.parse({});
export const DEFAULT_PROMOTION_RULES: PromotionRules = promotionRulesSchema.parse({});

/** Stored configuration over its defaults: nested objects one level deep are merged too. */
export function withDefaults<T extends object>(defaults: T, stored: Partial<T> | null | undefined): T {
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(stored ?? {})) {
    const base = (defaults as unknown as Record<string, unknown>)[key];
    merged[key] =
      value && base && typeof value === 'object' && typeof base === 'object' && !Array.isArray(value)
        ? { ...base, ...value }
        : value;
  }
  return merged as T;
}
