import { isPromotionalBannerOn, toCents, toDollars, type OwnerBrand } from '@storefront/domain';
import type { Executor } from '../../db/executor';
import { newId } from '../../db/ids';
import { translationsColumn, translationsOf } from '../../db/translations';
import type { TenantRow } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { fromJson } from '../../http/json';
import { ownersTenant, ownerTransaction, recordOwnerChange } from '../audit/audit.service';
import {
  listAllAnnouncements,
  listGallery,
  listSignatureDishes,
  listTestimonials,
  replaceBrandLists,
} from '../content/content.service';
import { listItemNames } from '../menu-console/menu-console.service';
import type { StaffPrincipal } from '../../http/staff-principal';
import { brandFieldsOf, tenantSettingsOf } from './tenants.presenter';
import { updateTenantBrand } from './tenants.repository';
import { requireTenantRow } from './tenants.service';

/*
 * The owner console's Brand (issue 19): the tenant row's brand columns, the settings the owner sets
 * (colour, loyalty values, banner, carousel, popups, order methods' descriptions) and its lists
 * (announcements, testimonials, gallery, signature dishes), saved together in one transaction with
 * its audit entry. The storefront reads them on every page load. A signature dish names its menu
 * item as a tenant document does (the location's slug and the item's code), so the form and an
 * imported file say the same thing.
 */

async function brandOf(db: Executor, row: TenantRow): Promise<OwnerBrand> {
  const [announcements, testimonials, gallery, dishes, items] = await Promise.all([
    listAllAnnouncements(db, row.id),
    listTestimonials(db, row.id),
    listGallery(db, row.id),
    listSignatureDishes(db, row.id),
    listItemNames(db, row.id),
  ]);
  const itemRef = new Map(items.map((i) => [i.id, i.ref]));
  const settings = tenantSettingsOf(row);
  return {
    ...brandFieldsOf(row, { announcements, testimonials, gallery }),
    signature_dishes: dishes.map((d) => ({
      item: (d.menu_item_id && itemRef.get(d.menu_item_id)) || null,
      name: d.name,
      description: d.description,
      translations: translationsOf(d.translations),
      price: toDollars(d.price_cents),
      image: d.image_url ? { url: d.image_url, webp_url: d.image_webp_url, width: null, height: null } : null,
    })),
    settings: {
      primary_color: settings.primary_color,
      loyalty_reward_program: settings.loyalty_reward_program,
      loyalty_points_per_order: settings.loyalty_points_per_order,
      loyalty_points_per_dollar: settings.loyalty_points_per_dollar,
      loyalty_points_per_referral: settings.loyalty_points_per_referral,
      loyalty_points_per_dollar_off: settings.loyalty_points_per_dollar_off,
      loyalty_min_points_to_redeem: settings.loyalty_min_points_to_redeem,
      referral_first_order_discount: settings.referral_first_order_discount,
      promotional_banner: { enabled: isPromotionalBannerOn(settings.promotional_banner) },
      promotion_carousel_interval_ms: settings.promotion_carousel_interval_ms,
      transition_popup: settings.transition_popup,
      welcome_popup: settings.welcome_popup,
      text_updates: settings.text_updates,
      descriptions: settings.descriptions,
    },
  };
}

const BRAND_MESSAGES = {
  noSuchItem: 'No menu item has this code at this location',
} as const;

export async function getBrand(db: Executor, principal: StaffPrincipal): Promise<OwnerBrand> {
  return brandOf(db, await requireTenantRow(db, ownersTenant(principal)));
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
  return ownerTransaction(db, principal, async (trx, tenantId) => {
    const row = await requireTenantRow(trx, tenantId);
    const before = await brandOf(trx, row);
    const {
      announcements,
      testimonials,
      gallery,
      signature_dishes,
      settings,
      logo,
      favicon,
      languages,
      defaultLanguage,
      translations,
      ...columns
    } = input;
    const items = await listItemNames(trx, tenantId);
    const itemId = (ref: { location: string; code: string } | null, at: number) => {
      if (!ref) return null;
      const found = items.find((i) => i.ref.location === ref.location && i.ref.code === ref.code);
      if (!found) throw badRequest(`signature_dishes.${at}.item: ${BRAND_MESSAGES.noSuchItem}`);
      return found.id;
    };
    const saved = await updateTenantBrand(trx, tenantId, {
      ...columns,
      logo_url: logo,
      favicon_url: favicon,
      languages: JSON.stringify(languages),
      default_language: defaultLanguage,
      translations: translationsColumn(translations),
      // Settings this form does not edit (the switches, SEO) stay as they are.
      settings: JSON.stringify({ ...fromJson<object>(row.settings, {}), ...settings }),
      updated_at: now.toISOString(),
    });
    await replaceBrandLists(trx, tenantId, {
      announcements: announcements.map((a) => ({
        id: newId(),
        ...a,
        translations: translationsColumn(a.translations),
        active: a.active ? 1 : 0,
      })),
      testimonials: testimonials.map((t) => ({ id: newId(), ...t })),
      gallery_images: gallery.map(({ caption, translations: words, image }) => ({
        id: newId(),
        caption,
        translations: translationsColumn(words),
        image_url: image.url,
        image_webp_url: image.webp_url,
        width: image.width,
        height: image.height,
      })),
      signature_dishes: signature_dishes.map((d, i) => ({
        id: newId(),
        menu_item_id: itemId(d.item, i),
        name: d.name,
        description: d.description,
        translations: translationsColumn(d.translations),
        price_cents: toCents(d.price),
        image_url: d.image?.url ?? null,
        image_webp_url: d.image?.webp_url ?? null,
      })),
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
