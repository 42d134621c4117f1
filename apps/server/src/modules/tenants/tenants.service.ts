import {
  translated,
  translatedLines,
  type ApiTenant,
  type ApiTenantSummary,
  type Locale,
  type OrderDescription,
  type TenantSettings,
} from '@storefront/domain';
import { HttpError, notFound } from '../../http/errors';
import { isId } from '../../db/ids';
import {
  findGiftCardProduct,
  listAnnouncements,
  listGallery,
  listGiftCardProducts,
  listSignatureDishes,
  listTestimonials,
} from '../content/content.service';
import {
  presentGalleryImage,
  presentGiftCardProduct,
  presentSignatureDish,
  presentTestimonial,
} from '../content/content.presenter';
import { listActivePromotions } from '../promotions/promotions.service';
import { presentPromotionIn } from '../promotions/promotions.presenter';
import { getRestaurants } from '../restaurants/restaurants.service';
import { findTenantById, hasPublicMenu, listTenantDirectory } from './tenants.repository';
import { presentTenantFields, tenantSettingsOf } from './tenants.presenter';
import type { Executor } from '../../db/executor';
import type { TenantRow } from '../../db/schema';
import { translationsOf } from '../../db/translations';

// The module's face for the others: they read tenants through here, never through its repository.
export {
  bumpContentVersion,
  findPageVersions,
  findTenantById,
  findTenantPricing,
  listTenantDirectory,
  takeTenantNumber,
} from './tenants.repository';
export type { TenantPricingRow } from './tenants.repository';
export { mailBrandOf } from './mail-brand';

/** The tenant's row (its settings, names, email), or a 404. */
export async function requireTenantRow(db: Executor, tenantId: string): Promise<TenantRow> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) throw notFound('Restaurant brand');
  return tenant;
}

/**
 * The tenant when it offers membership (the spec's route table gates every account route by
 * `membership`); otherwise a 404, as for any route a tenant does not have.
 */
export async function requireMemberTenant(db: Executor, tenantId: string): Promise<TenantRow> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant || !tenantSettingsOf(tenant).membership) {
    throw new HttpError(404, 'MEMBERSHIP_OFF', 'Member accounts are not offered by this restaurant.');
  }
  return tenant;
}

export async function getTenantDirectory(db: Executor): Promise<ApiTenantSummary[]> {
  return (await listTenantDirectory(db)).map((t) => ({
    _id: t.id,
    name: t.name,
    slug: t.slug,
    website_url: t.website_url,
  }));
}

/** The popups' words in `locale`, without the translations the diner has no use for. */
function popupsIn(settings: TenantSettings, locale: Locale): Partial<TenantSettings> {
  const { transition_popup: transition, welcome_popup: welcome } = settings;
  return {
    transition_popup: transition && {
      ...translated(transition, transition.translations, ['title', 'message', 'new_site_name'], locale),
      translations: undefined,
    },
    welcome_popup: welcome && {
      ...translated(welcome, welcome.translations, ['title', 'message'], locale),
      translations: undefined,
    },
  };
}

/** The order methods' descriptions in `locale` (decision 0099), without their translations. */
function descriptionsIn(settings: TenantSettings, locale: Locale): Pick<TenantSettings, 'descriptions'> {
  const described = (description: OrderDescription): OrderDescription => ({
    ...translated(description, description.translations, ['title'], locale),
    subtitles: translatedLines(description.translations?.[locale]?.subtitles, description.subtitles),
    translations: undefined,
  });
  const { pickup_order: pickup, delivery_order: delivery } = settings.descriptions;
  return { descriptions: { pickup_order: described(pickup), delivery_order: described(delivery) } };
}

/**
 * The bootstrap document: the tenant with its restaurants, promotions, announcements, gallery,
 * products, the restaurant's own words in `locale` where translated (issue 31).
 */
export async function getTenantDocument(db: Executor, tenantId: string, locale: Locale): Promise<ApiTenant> {
  const row = await findTenantById(db, tenantId);
  if (!row) throw notFound('Restaurant brand');
  const [restaurants, promotions, announcements, gallery, products, testimonials, hasMenu] =
    await Promise.all([
      getRestaurants(db, tenantId),
      listActivePromotions(db, tenantId),
      listAnnouncements(db, tenantId),
      listGallery(db, tenantId),
      listGiftCardProducts(db, tenantId),
      listTestimonials(db, tenantId),
      hasPublicMenu(db, tenantId),
    ]);
  const fields = presentTenantFields(
    translated(row, translationsOf(row.translations), ['slogan', 'description'], locale),
    restaurants.some((r) => r.online_payment_settings.accept_online_payment),
  );
  return {
    ...fields,
    settings: {
      ...fields.settings,
      ...popupsIn(fields.settings, locale),
      ...descriptionsIn(fields.settings, locale),
    },
    restaurants,
    promotions: promotions.map((p) => presentPromotionIn(p, locale)),
    announcements: announcements.map((raw) => {
      const a = translated(
        raw,
        translationsOf(raw.translations),
        ['title', 'short_description', 'description'],
        locale,
      );
      return {
        _id: a.id,
        title: a.title,
        short_description: a.short_description,
        description: a.description,
      };
    }),
    gallery: gallery.map((g) => presentGalleryImage(g, locale)),
    giftCardProducts: tenantSettingsOf(row).gift_card
      ? products.map((p) => presentGiftCardProduct(p, locale))
      : [],
    testimonials: testimonials.map(presentTestimonial),
    hasMenu,
  };
}

export async function getPromotions(db: Executor, tenantId: string, locale: Locale) {
  return (await listActivePromotions(db, tenantId)).map((p) => presentPromotionIn(p, locale));
}

/** Gift card products are for sale only while the tenant's gift_card setting is on. */
async function sellsGiftCards(db: Executor, tenantId: string): Promise<boolean> {
  const tenant = await findTenantById(db, tenantId);
  return tenant ? tenantSettingsOf(tenant).gift_card : false;
}

export async function getGiftCardProducts(db: Executor, tenantId: string, locale: Locale) {
  if (!(await sellsGiftCards(db, tenantId))) return [];
  return (await listGiftCardProducts(db, tenantId)).map((p) => presentGiftCardProduct(p, locale));
}

export async function getGiftCardProduct(db: Executor, tenantId: string, productId: string, locale: Locale) {
  const row =
    isId(productId) && (await sellsGiftCards(db, tenantId))
      ? await findGiftCardProduct(db, tenantId, productId)
      : undefined;
  if (!row) throw notFound('Gift card product');
  return presentGiftCardProduct(row, locale);
}

export async function getSignatureDishes(db: Executor, tenantId: string, locale: Locale) {
  return (await listSignatureDishes(db, tenantId)).map((d) => presentSignatureDish(d, locale));
}
