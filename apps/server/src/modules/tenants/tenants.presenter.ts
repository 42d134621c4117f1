import {
  DEFAULT_TENANT_SETTINGS,
  withDefaults,
  type ApiTenant,
  type OwnerBrand,
  type TenantSettings,
  type Theme,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { AnnouncementsTable, GalleryImagesTable, TenantRow, TestimonialsTable } from '../../db/schema';
import { bool, fromJson } from '../../http/json';
import { languagesOf, translationsOf } from '../../db/translations';
import { imageOf } from '../content/content.presenter';

export function tenantSettingsOf(row: Pick<TenantRow, 'settings'>): TenantSettings {
  return withDefaults(DEFAULT_TENANT_SETTINGS, fromJson<Partial<TenantSettings>>(row.settings, {}));
}

/** The tenant's own fields; the caller adds its collections. */
export function presentTenantFields(
  row: TenantRow,
  acceptsOnlinePayment: boolean,
): Omit<
  ApiTenant,
  'restaurants' | 'promotions' | 'announcements' | 'gallery' | 'giftCardProducts' | 'testimonials' | 'hasMenu'
> {
  return {
    _id: row.id,
    name: row.name,
    slogan: row.slogan,
    slug: row.slug,
    ...languagesOf(row),
    description: row.description,
    phone: row.phone,
    email: row.email,
    logo: imageOf(row.logo_url),
    favicon: imageOf(row.favicon_url),
    website_url: row.website_url,
    facebook_url: row.facebook_url,
    twitter_url: row.twitter_url,
    wechat_url: row.wechat_url,
    instagram_url: row.instagram_url,
    theme: row.theme as Theme,
    settings: {
      ...tenantSettingsOf(row),
      online_payment_settings: { accept_online_payment: acceptsOnlinePayment },
    },
  };
}

/**
 * The brand's own fields and its lists as the owner console's Brand and the tenant document both
 * give them (they share the document's brand schema); each caller adds the rest of its own.
 */
export function brandFieldsOf(
  row: TenantRow,
  lists: {
    announcements: readonly Selectable<AnnouncementsTable>[];
    testimonials: readonly Selectable<TestimonialsTable>[];
    gallery: readonly Selectable<GalleryImagesTable>[];
  },
): Omit<OwnerBrand, 'signature_dishes' | 'settings'> {
  return {
    name: row.name,
    slogan: row.slogan,
    description: row.description,
    ...languagesOf(row),
    translations: translationsOf(row.translations),
    phone: row.phone,
    email: row.email,
    website_url: row.website_url,
    facebook_url: row.facebook_url,
    twitter_url: row.twitter_url,
    wechat_url: row.wechat_url,
    instagram_url: row.instagram_url,
    theme: row.theme,
    logo: row.logo_url,
    favicon: row.favicon_url,
    announcements: lists.announcements.map((a) => ({
      title: a.title,
      short_description: a.short_description,
      description: a.description,
      translations: translationsOf(a.translations),
      active: bool(a.active),
    })),
    testimonials: lists.testimonials.map((t) => ({ author: t.author, quote: t.quote, rating: t.rating })),
    gallery: lists.gallery.map((g) => ({
      caption: g.caption,
      translations: translationsOf(g.translations),
      image: { url: g.image_url, webp_url: g.image_webp_url, width: g.width, height: g.height },
    })),
  };
}
