import { OWNER_CONSOLE_MESSAGES, type OwnerBrand } from '@storefront/domain';
import type { Executor } from '../../db/executor';
import { newId } from '../../db/ids';
import type { TenantRow } from '../../db/schema';
import { bool, fromJson } from '../../http/json';
import { recordOwnerChange } from '../audit/audit.service';
import { listAllAnnouncements, listTestimonials, replaceBrandLists } from '../content/content.service';
import { requireOwner } from '../staff/staff-accounts.service';
import type { StaffPrincipal } from '../staff/staff.service';
import { tenantSettingsOf } from './tenants.presenter';
import { updateTenantBrand } from './tenants.repository';
import { requireTenantRow } from './tenants.service';

/*
 * The owner console's Brand (issue 19): the tenant row's brand columns, the settings the owner sets
 * (colour, loyalty values, banner, carousel, popups) and the announcements and testimonials, saved
 * together in one transaction with its audit entry. The storefront reads them on every page load.
 */

async function brandOf(db: Executor, row: TenantRow): Promise<OwnerBrand> {
  const [announcements, testimonials] = await Promise.all([
    listAllAnnouncements(db, row.id),
    listTestimonials(db, row.id),
  ]);
  const settings = tenantSettingsOf(row);
  return {
    name: row.name,
    slogan: row.slogan,
    description: row.description,
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
    announcements: announcements.map((a) => ({
      title: a.title,
      short_description: a.short_description,
      description: a.description,
      active: bool(a.active),
    })),
    testimonials: testimonials.map((t) => ({ author: t.author, quote: t.quote, rating: t.rating })),
    settings: {
      primary_color: settings.primary_color,
      loyalty_reward_program: settings.loyalty_reward_program,
      loyalty_points_per_order: settings.loyalty_points_per_order,
      loyalty_points_per_dollar: settings.loyalty_points_per_dollar,
      loyalty_points_per_referral: settings.loyalty_points_per_referral,
      loyalty_points_per_dollar_off: settings.loyalty_points_per_dollar_off,
      loyalty_min_points_to_redeem: settings.loyalty_min_points_to_redeem,
      referral_first_order_discount: settings.referral_first_order_discount,
      promotional_banner: settings.promotional_banner,
      promotion_carousel_interval_ms: settings.promotion_carousel_interval_ms,
      transition_popup: settings.transition_popup,
      welcome_popup: settings.welcome_popup,
    },
  };
}

export async function getBrand(db: Executor, principal: StaffPrincipal): Promise<OwnerBrand> {
  requireOwner(principal, OWNER_CONSOLE_MESSAGES.ownerOnly);
  return brandOf(db, await requireTenantRow(db, principal.tenantId));
}

/** The brand one level deep, as the audit log compares it. */
function audited(brand: OwnerBrand): Record<string, unknown> {
  const { settings, ...fields } = brand;
  return {
    ...fields,
    ...Object.fromEntries(Object.entries(settings).map(([key, value]) => [`settings.${key}`, value])),
  };
}

export async function saveBrand(
  db: Executor,
  principal: StaffPrincipal,
  input: OwnerBrand,
  now: Date,
): Promise<OwnerBrand> {
  requireOwner(principal, OWNER_CONSOLE_MESSAGES.ownerOnly);
  const tenantId = principal.tenantId;
  return db.transaction().execute(async (trx) => {
    const row = await requireTenantRow(trx, tenantId);
    const before = await brandOf(trx, row);
    const { announcements, testimonials, settings, logo, favicon, ...columns } = input;
    const saved = await updateTenantBrand(trx, tenantId, {
      ...columns,
      logo_url: logo,
      favicon_url: favicon,
      // Settings this form does not edit (the switches, descriptions, SEO) stay as they are.
      settings: JSON.stringify({ ...fromJson<object>(row.settings, {}), ...settings }),
      updated_at: now.toISOString(),
    });
    await replaceBrandLists(trx, tenantId, {
      announcements: announcements.map((a) => ({ id: newId(), ...a, active: a.active ? 1 : 0 })),
      testimonials: testimonials.map((t) => ({ id: newId(), ...t })),
    });
    const after = await brandOf(trx, saved);
    await recordOwnerChange(trx, principal, now, {
      entity: 'brand',
      entityId: tenantId,
      action: 'update',
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
