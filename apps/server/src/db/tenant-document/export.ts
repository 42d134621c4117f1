/*
 * A tenant's configuration as one document (decision 0044): the rows of its brand, locations, menus,
 * promotions, coupons, gift card products and webhook endpoints (never their secrets), with ids turned into the names the document uses
 * (location slugs, item codes, promotion keys). The result goes through the schema, so its keys
 * come out in the schema's order and an export reads the same every time.
 */
import {
  DEFAULT_DELIVERY_OPTIONS,
  DEFAULT_ONLINE_PAYMENT_SETTINGS,
  DEFAULT_PROMOTION_RULES,
  DEFAULT_RESTAURANT_SETTINGS,
  DEFAULT_RUSH_HOUR_SETTINGS,
  DEFAULT_TENANT_SETTINGS,
  TENANT_DOCUMENT_VERSION,
  documentIssues,
  isPromotionalBannerOn,
  tenantDocumentSchema,
  toDollars,
  withDefaults,
  type ItemSize,
  type OptionGroup,
  type Photo,
  type TenantDocument,
  type TenantDocumentInput,
} from '@storefront/domain';
import { presentEndpoint } from '../../modules/webhooks/webhooks.presenter';
import { presentPrinter } from '../../modules/printers/printers.presenter';
import { brandFieldsOf } from '../../modules/tenants/tenants.presenter';
import type { Executor } from '../executor';
import { selectTenantRows } from '../tenant-rows';
import { describedOf, translationsOf } from '../translations';
import { withMediaFiles } from './media-files';

const json = <T>(text: string | null | undefined, fallback: T): T =>
  text ? (JSON.parse(text) as T) : fallback;
const bool = (flag: number | boolean | null | undefined) => Number(flag) === 1;
const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));

/** A promotion's key: its name in lower case with dashes, numbered when two names read the same. */
export function promotionKeys(names: readonly string[]): string[] {
  const used = new Map<string, number>();
  return names.map((name) => {
    const base =
      name
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 70) || 'promotion';
    const seen = (used.get(base) ?? 0) + 1;
    used.set(base, seen);
    return seen === 1 ? base : `${base}-${seen}`;
  });
}

export class TenantNotFoundError extends Error {}

/** The database holds something the format refuses: each problem with its JSON path. */
export class UnexportableTenantError extends Error {
  constructor(readonly issues: string[]) {
    super(`The tenant's data does not fit the document format:\n${issues.join('\n')}`);
  }
}

export async function exportTenant(db: Executor, slug: string): Promise<TenantDocument> {
  const tenant = await db.selectFrom('tenants').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!tenant) throw new TenantNotFoundError(`No tenant is called ${slug}.`);
  const rows = <T extends Parameters<typeof selectTenantRows>[1]>(table: T) =>
    selectTenantRows(db, table, tenant.id);
  const [restaurants, holidays, cutlery, menus, sections, items, promotions] = await Promise.all([
    rows('restaurants').orderBy('position').orderBy('id').execute(),
    rows('holiday_hours').orderBy('date').orderBy('id').execute(),
    rows('plastic_cutlery_items').orderBy('position').orderBy('id').execute(),
    rows('menus').orderBy('position').orderBy('id').execute(),
    rows('menu_sections').orderBy('position').orderBy('id').execute(),
    rows('menu_items').orderBy('position').orderBy('id').execute(),
    rows('promotions').orderBy('position').orderBy('id').execute(),
  ]);
  const [announcements, gallery, testimonials, dishes, products, coupons, webhooks, printers] =
    await Promise.all([
      rows('announcements').orderBy('position').orderBy('id').execute(),
      rows('gallery_images').orderBy('position').orderBy('id').execute(),
      rows('testimonials').orderBy('position').orderBy('id').execute(),
      rows('signature_dishes').orderBy('position').orderBy('id').execute(),
      rows('gift_card_products').orderBy('position').orderBy('id').execute(),
      rows('coupons')
        .where('customer_id', 'is', null)
        .where('issued_by_order_id', 'is', null)
        .orderBy('created_at')
        .orderBy('coupon_code')
        .execute(),
      // By URL, their key in a document: endpoints made by one import share their created_at.
      rows('webhook_endpoints').orderBy('url').execute(),
      rows('printers').orderBy('restaurant_id').orderBy('name').execute(),
    ]);

  const locationSlug = new Map(restaurants.map((r) => [r.id, r.slug]));
  const menuRestaurant = new Map(menus.map((m) => [m.id, m.restaurant_id]));
  const sectionMenu = new Map(sections.map((s) => [s.id, s.menu_id]));
  const itemCode = (item: (typeof items)[number]) => item.cd ?? item.id;
  const itemRef = new Map(
    items.map((i) => [
      i.id,
      { location: locationSlug.get(menuRestaurant.get(sectionMenu.get(i.section_id)!)!)!, code: itemCode(i) },
    ]),
  );
  const keys = promotionKeys(promotions.map((p) => p.name));
  const promotionKey = new Map(promotions.map((p, i) => [p.id, keys[i]!]));

  const settings = withDefaults(DEFAULT_TENANT_SETTINGS, json(tenant.settings, {}));
  // A banner stored before it followed the tenant's promotions had figures of its own (issue 27 item 8).
  settings.promotional_banner = { enabled: isPromotionalBannerOn(settings.promotional_banner) };
  if (settings.transition_popup?.stay_restaurant_id) {
    const stay = settings.transition_popup.stay_restaurant_id;
    settings.transition_popup = {
      ...settings.transition_popup,
      stay_restaurant_id: locationSlug.get(stay) ?? stay,
    };
  }
  const content = json<{ hero_image?: Photo | null; about?: string | null }>(tenant.content, {});
  const codesOf = (ids: readonly string[]) => [...new Set(ids.map((id) => itemRef.get(id)?.code ?? id))];

  const document: TenantDocumentInput = {
    version: TENANT_DOCUMENT_VERSION,
    slug: tenant.slug,
    brand: {
      ...brandFieldsOf(tenant, { announcements, testimonials, gallery }),
      hero_image: content.hero_image ?? null,
      about: content.about ?? null,
      signature_dishes: dishes.map((d) => ({
        item: (d.menu_item_id && itemRef.get(d.menu_item_id)) || null,
        ...describedOf(d),
        price: toDollars(d.price_cents),
        image: d.image_url ? { url: d.image_url, webp_url: d.image_webp_url } : null,
      })),
    },
    settings,
    locations: restaurants.map((r) => ({
      slug: r.slug,
      name: r.name,
      phone: r.phone,
      email: r.email,
      address: {
        address_1: r.address_1,
        address_2: r.address_2,
        city_town: r.city_town,
        state_province: r.state_province,
        postal_code: r.postal_code,
        country: r.country,
        latitude: r.latitude === null ? null : Number(r.latitude),
        longitude: r.longitude === null ? null : Number(r.longitude),
      },
      settings: withDefaults(DEFAULT_RESTAURANT_SETTINGS, json(r.settings, {})),
      business_hours: json(r.regular_business_hours, {}) as never,
      rush_hours: withDefaults(DEFAULT_RUSH_HOUR_SETTINGS, json(r.rush_hour_settings, {})),
      delivery: withDefaults(DEFAULT_DELIVERY_OPTIONS, json(r.delivery_options, {})),
      online_payment: withDefaults(DEFAULT_ONLINE_PAYMENT_SETTINGS, json(r.online_payment_settings, {})),
      order_limits: {
        max_order_total: dollarsOrNull(r.max_order_total_cents),
        max_item_quantity: r.max_item_quantity,
        orders_per_address_limit: r.orders_per_address_limit,
        orders_per_email_limit: r.orders_per_email_limit,
      },
      slot_capacity: { max_orders: r.slot_max_orders, max_items: r.slot_max_items },
      print_on: r.print_on,
      holidays: holidays
        .filter((h) => h.restaurant_id === r.id)
        .map((h) => ({
          date: h.date,
          is_open: bool(h.is_open),
          open_time: h.open_time,
          close_time: h.close_time,
          note: h.note,
        })),
      cutlery: cutlery
        .filter((c) => c.restaurant_id === r.id)
        .map((c) => ({ name: c.name, price: toDollars(c.price_cents) })),
      menus: menus
        .filter((m) => m.restaurant_id === r.id)
        .map((m) => ({
          ...describedOf(m),
          duration:
            m.duration_time_start && m.duration_time_end
              ? { name: m.duration_name, start: m.duration_time_start, end: m.duration_time_end }
              : null,
          online_ordering: bool(m.online_ordering),
          hidden_from_public: bool(m.hidden_from_public),
          disabled: bool(m.disabled),
          sections: sections
            .filter((s) => s.menu_id === m.id)
            .map((s) => ({
              ...describedOf(s),
              hidden_from_public: bool(s.hidden_from_public),
              disabled: bool(s.disabled),
              promotion: s.promotion_id ? (promotionKey.get(s.promotion_id) ?? null) : null,
              station: s.station,
              items: items
                .filter((i) => i.section_id === s.id)
                .map((i) => ({
                  code: itemCode(i),
                  name: i.name,
                  print_name: i.print_name,
                  description: i.description,
                  translations: translationsOf(i.translations),
                  price: toDollars(i.price_cents),
                  sizes: json<ItemSize[]>(i.sizes, []).map(({ name, translations, price }) => ({
                    name,
                    translations,
                    price,
                  })),
                  options: json<OptionGroup[]>(i.options, []).map(
                    ({ _id: _group, items: choices, ...group }) => ({
                      ...group,
                      items: choices.map(({ _id: _choice, ...choice }) => choice),
                    }),
                  ),
                  photos: json<Photo[]>(i.photos, []),
                  tags: json(i.tags, []),
                  allergens: json(i.allergens, []),
                  station: i.station,
                  sub_items: json(i.sub_items, []),
                  sold_out_until: i.sold_out_until,
                  hidden_from_public: bool(i.hidden_from_public),
                  disabled: bool(i.disabled),
                })),
            })),
        })),
    })),
    promotions: promotions.map((p) => {
      const rules = withDefaults(DEFAULT_PROMOTION_RULES, json(p.rules, {}));
      return {
        key: promotionKey.get(p.id)!,
        ...describedOf(p),
        type: p.type as never,
        image: p.image_url,
        available_option: p.available_option as 'Unlimited' | 'Date range',
        available_from: p.available_from,
        available_until: p.available_until,
        conditions: json(p.conditions, []),
        instructions: json(p.instructions, []),
        disabled: bool(p.disabled),
        promo_apply_option: p.promo_apply_option as 'Automatically' | 'Coupon code',
        coupon_code: p.coupon_code,
        rules: {
          ...rules,
          restaurants: rules.restaurants.map((id) => locationSlug.get(id) ?? id),
          eligible_items_group_1: codesOf(rules.eligible_items_group_1),
          eligible_items_group_2: codesOf(rules.eligible_items_group_2),
        },
      };
    }),
    coupons: coupons.map((c) => ({
      code: c.coupon_code,
      name: c.name,
      amount: toDollars(c.amount_cents),
      percent_off: c.percent_off,
      paper: bool(c.is_paper),
      single_use: bool(c.single_use),
      valid_from: c.valid_from,
      valid_until: c.valid_until,
      promotion: c.promotion_id ? (promotionKey.get(c.promotion_id) ?? null) : null,
    })),
    gift_card_products: products.map((g) => ({
      ...describedOf(g),
      price: toDollars(g.price_cents),
      unit_price: toDollars(g.unit_price_cents),
      quantity: g.quantity,
      image: g.image_url ? { url: g.image_url, webp_url: g.image_webp_url } : null,
      valid_from: g.valid_from,
      valid_until: g.valid_until,
      disabled: bool(g.disabled),
    })),
    webhooks: webhooks.map(presentEndpoint).map(({ url, description, events, enabled }) => ({
      url,
      description,
      events,
      enabled,
    })),
    printers: printers
      .map((row) => presentPrinter(row, 0))
      .map(({ name, restaurantId, stations, width, connection }) => ({
        name,
        restaurant: locationSlug.get(restaurantId)!,
        stations,
        width,
        connection,
      })),
  };
  const parsed = tenantDocumentSchema.safeParse(document);
  if (!parsed.success) throw new UnexportableTenantError(documentIssues(parsed.error));
  return parsed.data;
}

/** The document as its file holds it: two-space JSON and a final newline. */
export const documentText = (document: TenantDocument): string => `${JSON.stringify(document, null, 2)}\n`;

/** The document with the images uploaded in the console named as files, and those files' bytes. */
export async function exportTenantWithMedia(db: Executor, slug: string) {
  const document = await exportTenant(db, slug);
  const tenant = await db
    .selectFrom('tenants')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return withMediaFiles(db, tenant.id, document);
}
