/*
 * The owner console's Brand (issue 19): the tenant's name, slogan, logo and favicon, theme and
 * primary colour, contact and social links, announcements and testimonials, loyalty values, the
 * promotional banner, the carousel's pace, the popups, the order methods' descriptions, the gallery
 * and the signature dishes (their images uploaded through POST /api/staff/images). Checked by the
 * tenant document's own schemas (contract/tenant/brand.ts), so the console and an imported file
 * share every rule.
 */
import type { z } from 'zod';
import { brandSchema, tenantSettingsSchema } from './tenant/brand';
import { checkDefaultLanguage } from './tenant/translations';

export const brandSettingsSchema = tenantSettingsSchema.pick({
  primary_color: true,
  loyalty_reward_program: true,
  loyalty_points_per_order: true,
  loyalty_points_per_dollar: true,
  loyalty_points_per_referral: true,
  loyalty_points_per_dollar_off: true,
  loyalty_min_points_to_redeem: true,
  referral_first_order_discount: true,
  promotional_banner: true,
  promotion_carousel_interval_ms: true,
  transition_popup: true,
  welcome_popup: true,
  text_updates: true,
  descriptions: true,
});

/** GET and PUT /api/staff/brand: the brand's fields and its lists, each sent whole. */
export const brandRequestSchema = brandSchema
  .pick({
    name: true,
    slogan: true,
    description: true,
    languages: true,
    defaultLanguage: true,
    translations: true,
    phone: true,
    email: true,
    website_url: true,
    facebook_url: true,
    twitter_url: true,
    wechat_url: true,
    instagram_url: true,
    theme: true,
    logo: true,
    favicon: true,
    announcements: true,
    testimonials: true,
    gallery: true,
    signature_dishes: true,
  })
  .extend({ settings: brandSettingsSchema })
  .superRefine(checkDefaultLanguage);

export type BrandRequest = z.input<typeof brandRequestSchema>;
export type OwnerBrand = z.output<typeof brandRequestSchema>;
