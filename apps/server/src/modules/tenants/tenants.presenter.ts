import {
  DEFAULT_TENANT_SETTINGS,
  withDefaults,
  type ApiTenant,
  type TenantSettings,
  type Theme,
} from '@storefront/domain';
import type { TenantRow } from '../../db/schema';
import { fromJson } from '../../http/json';
import { languagesOf } from '../../db/translations';
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
