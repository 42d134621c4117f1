/*
 * Writes a tenant document into the database (decision 0044): creates the tenant or updates the one
 * with its slug, in one transaction. Rows are matched by the names the document uses (locations by
 * slug, menus and sections by name, items by code, promotions, gift card products and coupons by
 * name or code, webhook endpoints by URL), so a row keeps its id across imports and the orders that refer to it stay linked;
 * what the document no longer lists is deleted, except locations, which orders need. Relative dates
 * ('today+3', 'now-30d') are resolved here, in the tenant's or the location's time zone.
 */
import {
  documentIssues,
  tenantDocumentSchema,
  toCents,
  type OptionGroup,
  type Photo,
  type PromotionRules,
  type TenantDocument,
} from '@storefront/domain';
import type { Insertable } from 'kysely';
import { menuColumns, sectionColumns } from '../../modules/menu-console/menu-console.presenter';
import { newWebhookSecret } from '../../modules/webhooks/webhook-signature';
import { endpointColumnsOf } from '../../modules/webhooks/webhooks.presenter';
import { printerColumnsOf } from '../../modules/printers/printers.presenter';
import { newId } from '../ids';
import type { Database, NewRow } from '../schema';
import { insertInBatches, relative, type Relative, type SeedDb } from '../seed/builders';
import { ImageError, imagesToRead, storeImages, type ImageSource } from './images';
import { isMediaFile, readMediaFiles, restoreMedia } from './media-files';
import { translationsColumn } from '../translations';

/** The file is not a tenant document: every problem, by JSON path. */
export class InvalidTenantDocumentError extends Error {
  constructor(readonly issues: string[]) {
    super(`The tenant document is not valid (nothing was written):\n${issues.join('\n')}`);
  }
}

/** Parses a document's JSON value, with every problem by JSON path. */
export function parseTenantDocument(value: unknown): TenantDocument {
  const parsed = tenantDocumentSchema.safeParse(value);
  if (!parsed.success) throw new InvalidTenantDocumentError(documentIssues(parsed.error));
  return parsed.data;
}

export interface ImportOptions {
  now: Date;
  images: ImageSource;
  /** Whether this server can take payment online (it has a payment provider; decision 0073). */
  onlinePayment: boolean;
}

/**
 * A document whose locations take payment online, on a server that cannot: diners would be offered a
 * card form that can take nothing. The owner console refuses the same switch (409).
 */
export class OnlinePaymentUnavailableError extends Error {
  constructor(readonly locations: string[]) {
    super(
      `Nothing was written: ${locations.join(', ')} take payment online, and this server has no payment provider configured (STRIPE_SECRET_KEY). Set online_payment.accept_online_payment to false for them, or configure a provider.`,
    );
  }
}

export interface ImportResult {
  tenantId: string;
  created: boolean;
  /** Locations the database has and the document does not list (kept: orders refer to them). */
  keptLocations: string[];
  /** The URLs of webhook endpoints the import created, each with a new signing secret. */
  newWebhookEndpoints: string[];
  /** Ids by the document's names: promotions by key, locations by slug. */
  promotionIds: ReadonlyMap<string, string>;
  restaurantIds: ReadonlyMap<string, string>;
}

const RELATIVE_DATE = /^today([+-]\d+)?$/;
const RELATIVE_INSTANT = /^now(?:([+-]\d+)d)?$/;

/** A document date in the zone: relative ones counted from today there. */
export const dateIn = (rel: Relative, value: string) => {
  const match = RELATIVE_DATE.exec(value);
  return match ? rel.date(Number(match[1] ?? 0)) : value;
};
const instantIn = (rel: Relative, value: string) => {
  const match = RELATIVE_INSTANT.exec(value);
  return match ? rel.instant(Number(match[1] ?? 0)) : new Date(value).toISOString();
};
const maybe = <T, U>(value: T | null | undefined, f: (v: T) => U): U | null =>
  value === null || value === undefined ? null : f(value);
const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** The counters a new tenant starts from. */
export const TENANT_SEQUENCES = { order: 1000, reservation: 100, giftCardOrder: 500 } as const;

type Table = keyof Database & string;

/**
 * Makes a table's rows of one parent match the wanted ones: a wanted row whose key an existing row
 * has takes that row's id and is updated, the others are inserted, and existing rows no wanted row
 * claims are deleted. Returns the ids by key.
 */
async function sync<T extends Table>(
  trx: SeedDb,
  table: T,
  existing: readonly { id: string; key: string }[],
  wanted: readonly { key: string; row: Omit<Insertable<Database[T]>, 'id'> }[],
): Promise<Map<string, string>> {
  const free = new Map<string, string[]>();
  for (const e of existing) free.set(e.key, [...(free.get(e.key) ?? []), e.id]);
  const ids = new Map<string, string>();
  const inserts: Insertable<Database[T]>[] = [];
  const t = table as 'menus';
  for (const { key, row } of wanted) {
    const id = free.get(key)?.shift();
    if (id) {
      await trx
        .updateTable(t)
        .set(row as never)
        .where('id', '=', id)
        .execute();
      ids.set(key, id);
    } else {
      const fresh = newId();
      inserts.push({ ...row, id: fresh } as unknown as Insertable<Database[T]>);
      ids.set(key, fresh);
    }
  }
  const gone = [...free.values()].flat();
  if (gone.length) await trx.deleteFrom(t).where('id', 'in', gone).execute();
  await insertInBatches(trx, table, inserts);
  return ids;
}

/**
 * Updates the row, bumping the version its cache is kept under so the storefront shows the change
 * at once (decision 0004), or inserts it with the columns only a new row gets.
 */
async function upsert<T extends 'tenants' | 'restaurants'>(
  trx: SeedDb,
  table: T,
  /** The versions caches key on: an import changes what they hold. */
  versions: T extends 'tenants'
    ? readonly ('promotions_version' | 'content_version')[]
    : readonly 'menus_version'[],
  row: { id: string; exists: boolean },
  columns: Partial<NewRow<T>>,
  insertOnly: Partial<NewRow<T>>,
): Promise<void> {
  const t = table as 'restaurants';
  if (row.exists) {
    await trx
      .updateTable(t)
      .set((eb) => ({
        ...(columns as object),
        ...Object.fromEntries(versions.map((v) => [v, eb(v as 'menus_version', '+', 1)])),
      }))
      .where('id', '=', row.id)
      .execute();
  } else {
    await trx
      .insertInto(t)
      .values({ id: row.id, ...columns, ...insertOnly } as NewRow<'restaurants'>)
      .execute();
  }
}

/** Syncs the rows of a table under one parent with the items, matching them by name. */
async function syncByName<T extends 'menus' | 'gift_card_products', I extends { name: string }>(
  trx: SeedDb,
  table: T,
  parent: [column: 'restaurant_id' | 'tenant_id', id: string],
  items: readonly I[],
  row: (item: I, position: number) => Omit<Insertable<Database[T]>, 'id'>,
): Promise<Map<string, string>> {
  const existing = await trx
    .selectFrom(table as 'menus')
    .select(['id', 'name'])
    .where(parent[0] as 'restaurant_id', '=', parent[1])
    .execute();
  return sync(
    trx,
    table,
    existing.map((r) => ({ id: r.id, key: r.name })),
    items.map((item, position) => ({ key: item.name, row: row(item, position) })),
  );
}

type OwnedTable =
  | 'holiday_hours'
  | 'plastic_cutlery_items'
  | 'announcements'
  | 'gallery_images'
  | 'testimonials'
  | 'signature_dishes';

/**
 * Replaces every row of a tenant's (or a location's) table whose rows have no identity of their own
 * (holidays, gallery, …): each item becomes a row with a new id, its owner and its position.
 */
async function replace<T extends OwnedTable, I>(
  trx: SeedDb,
  table: T,
  owner: { tenant_id: string; restaurant_id?: string },
  items: readonly I[],
  columns: (item: I, position: number) => Omit<NewRow<T>, 'id' | 'tenant_id' | 'restaurant_id'>,
) {
  let query = trx.deleteFrom(table as 'holiday_hours').where('tenant_id', '=', owner.tenant_id);
  if (owner.restaurant_id) query = query.where('restaurant_id', '=', owner.restaurant_id);
  await query.execute();
  const rows = items.map((item, position) => ({ id: newId(), ...owner, ...columns(item, position) }));
  await insertInBatches(trx, table, rows as unknown as NewRow<T>[]);
}

/**
 * Imports a parsed document. Images are read and stored first (a broken one stops the import before
 * the database is touched), then everything is written in one transaction.
 */
export async function importTenant(
  db: SeedDb,
  document: TenantDocument,
  options: ImportOptions,
): Promise<ImportResult> {
  const paidOnline = document.locations.filter((l) => l.online_payment.accept_online_payment);
  if (paidOnline.length > 0 && !options.onlinePayment)
    throw new OnlinePaymentUnavailableError(paidOnline.map((l) => l.slug));
  const refs = imagesToRead(document);
  // Console uploads come back byte for byte under their ids; other files are photos to convert.
  const mediaRefs = new Map([...refs].filter(([ref]) => isMediaFile(ref)));
  const { media, problems } = await readMediaFiles(mediaRefs, options.images.baseDir);
  if (problems.length) throw new ImageError(problems.join('\n'));
  const images = await storeImages(
    document.slug,
    new Map([...refs].filter(([ref]) => !isMediaFile(ref))),
    options.images,
  );
  return db.transaction().execute(async (trx) => {
    const restored = await restoreMedia(trx, document.slug, media, options.now);
    const served = (ref: string) => restored.address.get(ref);
    const photo = <P extends { url: string; webp_url: string | null } | null>(p: P): P | Photo => {
      if (p && served(p.url)) {
        return { ...p, url: served(p.url)!, webp_url: p.webp_url && (served(p.webp_url) ?? p.webp_url) };
      }
      return p && images.has(p.url) ? images.get(p.url)! : p;
    };
    const image = (ref: string | null) =>
      ref === null ? null : (served(ref) ?? images.get(ref)?.url ?? ref);
    const result = await writeTenant(trx, document, options.now, { photo, image });
    await restored.store(result.tenantId);
    return result;
  });
}

/** Images the document names by served path only: nothing to convert (the demo documents). */
const SERVED_IMAGES: Images = { photo: (p) => p, image: (ref) => ref };

interface Images {
  photo<P extends { url: string; webp_url: string | null } | null>(p: P): P | Photo;
  image(ref: string | null): string | null;
}

/**
 * Writes the document in the caller's transaction; `img` maps the references the import read and
 * stored (served paths stay as they are).
 */
export async function writeTenant(
  trx: SeedDb,
  doc: TenantDocument,
  at: Date,
  img: Images = SERVED_IMAGES,
): Promise<ImportResult> {
  const tenantRel = relative(at, doc.settings.time_zone);
  const now = tenantRel.now;
  const existingTenant = await trx
    .selectFrom('tenants')
    .select('id')
    .where('slug', '=', doc.slug)
    .executeTakeFirst();
  const tenantId = existingTenant?.id ?? newId();
  const b = doc.brand;
  const hero = img.photo(b.hero_image);

  // Locations first: the tenant's settings name the transition popup's Stay location by its id.
  const existingRestaurants = await trx
    .selectFrom('restaurants')
    .select(['id', 'slug'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const restaurantIds = new Map(existingRestaurants.map((r) => [r.slug, r.id]));
  for (const l of doc.locations) if (!restaurantIds.has(l.slug)) restaurantIds.set(l.slug, newId());

  const settings = { ...doc.settings };
  if (settings.transition_popup?.stay_restaurant_id) {
    settings.transition_popup = {
      ...settings.transition_popup,
      stay_restaurant_id: restaurantIds.get(settings.transition_popup.stay_restaurant_id)!,
    };
  }
  const tenantColumns = {
    slug: doc.slug,
    name: b.name,
    slogan: b.slogan,
    description: b.description,
    languages: JSON.stringify(b.languages),
    default_language: b.defaultLanguage,
    translations: translationsColumn(b.translations),
    phone: b.phone,
    email: b.email,
    logo_url: img.image(b.logo),
    favicon_url: img.image(b.favicon),
    website_url: b.website_url,
    facebook_url: b.facebook_url,
    twitter_url: b.twitter_url,
    wechat_url: b.wechat_url,
    instagram_url: b.instagram_url,
    theme: b.theme,
    settings: JSON.stringify(settings),
    content: JSON.stringify({ hero_image: hero, about: b.about }),
    updated_at: now,
  };
  await upsert(
    trx,
    'tenants',
    ['promotions_version', 'content_version'],
    { id: tenantId, exists: !!existingTenant },
    tenantColumns,
    {
      order_number_seq: TENANT_SEQUENCES.order,
      reservation_number_seq: TENANT_SEQUENCES.reservation,
      gift_card_order_number_seq: TENANT_SEQUENCES.giftCardOrder,
      created_at: now,
    },
  );

  // Promotions before menus: promotion sections refer to them.
  const existingPromotions = await trx
    .selectFrom('promotions')
    .select(['id', 'name', 'coupon_code'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const promotionMatch = (p: { name: string; coupon_code: string | null }) =>
    p.coupon_code?.toUpperCase() ?? `name:${p.name}`;
  const promotionIdByMatch = await sync(
    trx,
    'promotions',
    existingPromotions.map((p) => ({ id: p.id, key: promotionMatch(p) })),
    doc.promotions.map((p, position) => ({
      key: promotionMatch(p),
      row: {
        tenant_id: tenantId,
        name: p.name,
        description: p.description,
        translations: translationsColumn(p.translations),
        type: p.type,
        image_url: img.image(p.image),
        available_option: p.available_option,
        available_from: maybe(p.available_from, (d) => dateIn(tenantRel, d)),
        available_until: maybe(p.available_until, (d) => dateIn(tenantRel, d)),
        conditions: JSON.stringify(p.conditions),
        instructions: JSON.stringify(p.instructions),
        disabled: flag(p.disabled),
        promo_apply_option: p.promo_apply_option,
        coupon_code: p.coupon_code,
        rules: '{}',
        position,
        created_at: now,
        updated_at: now,
      },
    })),
  );
  const promotionIds = new Map(
    doc.promotions.map((p) => [p.key, promotionIdByMatch.get(promotionMatch(p))!]),
  );

  const itemIds: { location: string; code: string; id: string }[] = [];
  for (const [position, l] of doc.locations.entries()) {
    const restaurantId = restaurantIds.get(l.slug)!;
    const rel = relative(at, l.settings.time_zone);
    const columns = {
      tenant_id: tenantId,
      slug: l.slug,
      name: l.name,
      phone: l.phone,
      email: l.email,
      ...l.address,
      position,
      settings: JSON.stringify({
        ...l.settings,
        delivery_cutoffs: l.settings.delivery_cutoffs.map((c) => ({
          date: dateIn(rel, c.date),
          time: c.time,
        })),
      }),
      regular_business_hours: JSON.stringify(l.business_hours),
      rush_hour_settings: JSON.stringify(l.rush_hours),
      delivery_options: JSON.stringify(l.delivery),
      online_payment_settings: JSON.stringify(l.online_payment),
      max_order_total_cents: maybe(l.order_limits.max_order_total, toCents),
      max_item_quantity: l.order_limits.max_item_quantity,
      orders_per_address_limit: l.order_limits.orders_per_address_limit,
      orders_per_email_limit: l.order_limits.orders_per_email_limit,
      slot_max_orders: l.slot_capacity.max_orders,
      slot_max_items: l.slot_capacity.max_items,
      print_on: l.print_on,
      updated_at: now,
    };
    const exists = existingRestaurants.some((r) => r.id === restaurantId);
    await upsert(trx, 'restaurants', ['menus_version'], { id: restaurantId, exists }, columns, {
      created_at: now,
    });
    await replace(
      trx,
      'holiday_hours',
      { tenant_id: tenantId, restaurant_id: restaurantId },
      l.holidays,
      (h) => ({
        date: dateIn(rel, h.date),
        is_open: flag(h.is_open),
        open_time: h.open_time,
        close_time: h.close_time,
        note: h.note,
      }),
    );
    await replace(
      trx,
      'plastic_cutlery_items',
      { tenant_id: tenantId, restaurant_id: restaurantId },
      l.cutlery,
      (c, position) => ({ name: c.name, price_cents: toCents(c.price), position }),
    );

    const menuIds = await syncByName(trx, 'menus', ['restaurant_id', restaurantId], l.menus, (m, i) => ({
      tenant_id: tenantId,
      restaurant_id: restaurantId,
      ...menuColumns(m),
      position: i,
    }));
    const menuIdList = [...menuIds.values()];
    const existingSections = menuIdList.length
      ? await trx
          .selectFrom('menu_sections')
          .select(['id', 'menu_id', 'name'])
          .where('menu_id', 'in', menuIdList)
          .execute()
      : [];
    const sectionIds = await sync(
      trx,
      'menu_sections',
      existingSections.map((s) => ({ id: s.id, key: `${s.menu_id}\u0000${s.name}` })),
      l.menus.flatMap((m) =>
        m.sections.map((s, i) => ({
          key: `${menuIds.get(m.name)!}\u0000${s.name}`,
          row: {
            tenant_id: tenantId,
            menu_id: menuIds.get(m.name)!,
            ...sectionColumns(s),
            is_promotion: flag(s.promotion !== null),
            promotion_id: s.promotion === null ? null : promotionIds.get(s.promotion)!,
            position: i,
          },
        })),
      ),
    );
    const sectionIdList = [...sectionIds.values()];
    const existingItems = sectionIdList.length
      ? await trx
          .selectFrom('menu_items')
          .select(['id', 'cd'])
          .where('section_id', 'in', sectionIdList)
          .execute()
      : [];
    const storedOptions = new Map(
      (
        await (existingItems.length
          ? trx
              .selectFrom('menu_items')
              .select(['cd', 'sizes', 'options'])
              .where(
                'id',
                'in',
                existingItems.map((i) => i.id),
              )
              .execute()
          : Promise.resolve([]))
      ).map((i) => [i.cd ?? '', i]),
    );
    const ids = await sync(
      trx,
      'menu_items',
      existingItems.map((i) => ({ id: i.id, key: i.cd ?? i.id })),
      l.menus.flatMap((m) =>
        m.sections.flatMap((s) =>
          s.items.map((item, i) => {
            const stored = storedOptions.get(item.code);
            return {
              key: item.code,
              row: {
                tenant_id: tenantId,
                section_id: sectionIds.get(`${menuIds.get(m.name)!}\u0000${s.name}`)!,
                cd: item.code,
                name: item.name,
                print_name: item.print_name ?? item.name.toUpperCase(),
                description: item.description,
                translations: translationsColumn(item.translations),
                price_cents: toCents(item.price),
                sizes: JSON.stringify(
                  keepIds(item.sizes, JSON.parse(stored?.sizes ?? '[]') as { _id: string; name: string }[]),
                ),
                options: JSON.stringify(
                  optionsWithIds(item.options, JSON.parse(stored?.options ?? '[]') as OptionGroup[], rel),
                ),
                photos: JSON.stringify(item.photos.map((p) => img.photo(p))),
                tags: JSON.stringify(item.tags),
                allergens: JSON.stringify(item.allergens),
                station: item.station,
                sub_items: JSON.stringify(item.sub_items),
                sold_out_until: maybe(item.sold_out_until, (v) => instantIn(rel, v)),
                hidden_from_public: flag(item.hidden_from_public),
                disabled: flag(item.disabled),
                position: i,
              },
            };
          }),
        ),
      ),
    );
    for (const [code, id] of ids) itemIds.push({ location: l.slug, code, id });
  }

  // Rules name locations by slug and items by code; the database keeps ids.
  for (const p of doc.promotions) {
    const limitedTo = p.rules.restaurants;
    const idsOf = (codes: readonly string[]) =>
      codes.flatMap((code) =>
        itemIds
          .filter((i) => i.code === code && (limitedTo.length === 0 || limitedTo.includes(i.location)))
          .map((i) => i.id),
      );
    const rules: PromotionRules = {
      ...p.rules,
      restaurants: limitedTo.map((slug) => restaurantIds.get(slug)!),
      eligible_items_group_1: idsOf(p.rules.eligible_items_group_1),
      eligible_items_group_2: idsOf(p.rules.eligible_items_group_2),
    };
    await trx
      .updateTable('promotions')
      .set({ rules: JSON.stringify(rules) })
      .where('id', '=', promotionIds.get(p.key)!)
      .execute();
  }

  const itemId = (ref: { location: string; code: string } | null) =>
    ref ? (itemIds.find((i) => i.location === ref.location && i.code === ref.code)?.id ?? null) : null;
  await replace(trx, 'announcements', { tenant_id: tenantId }, b.announcements, (a, position) => ({
    ...a,
    translations: translationsColumn(a.translations),
    active: flag(a.active),
    position,
  }));
  await replace(
    trx,
    'gallery_images',
    { tenant_id: tenantId },
    b.gallery,
    ({ caption, translations, image }, position) => {
      const { url, webp_url, width, height } = img.photo(image);
      return {
        caption,
        translations: translationsColumn(translations),
        image_url: url,
        image_webp_url: webp_url,
        width,
        height,
        position,
      };
    },
  );
  await replace(trx, 'testimonials', { tenant_id: tenantId }, b.testimonials, (t, position) => ({
    ...t,
    position,
  }));
  await replace(trx, 'signature_dishes', { tenant_id: tenantId }, b.signature_dishes, (d, position) => ({
    menu_item_id: itemId(d.item),
    name: d.name,
    description: d.description,
    translations: translationsColumn(d.translations),
    price_cents: toCents(d.price),
    image_url: img.photo(d.image)?.url ?? null,
    image_webp_url: img.photo(d.image)?.webp_url ?? null,
    position,
  }));

  await syncByName(
    trx,
    'gift_card_products',
    ['tenant_id', tenantId],
    doc.gift_card_products,
    (g, position) => ({
      tenant_id: tenantId,
      name: g.name,
      description: g.description,
      translations: translationsColumn(g.translations),
      price_cents: toCents(g.price),
      unit_price_cents: toCents(g.unit_price),
      quantity: g.quantity,
      image_url: img.photo(g.image)?.url ?? null,
      image_webp_url: img.photo(g.image)?.webp_url ?? null,
      valid_from: maybe(g.valid_from, (v) => instantIn(tenantRel, v)),
      valid_until: maybe(g.valid_until, (v) => instantIn(tenantRel, v)),
      disabled: flag(g.disabled),
      position,
    }),
  );

  const existingCoupons = await trx
    .selectFrom('coupons')
    .select(['id', 'code_key'])
    .where('tenant_id', '=', tenantId)
    .where('customer_id', 'is', null)
    .where('issued_by_order_id', 'is', null)
    .execute();
  await sync(
    trx,
    'coupons',
    existingCoupons.map((c) => ({ id: c.id, key: c.code_key })),
    doc.coupons.map((c) => ({
      key: c.code.toUpperCase(),
      row: {
        tenant_id: tenantId,
        promotion_id: c.promotion === null ? null : promotionIds.get(c.promotion)!,
        name: c.name,
        coupon_code: c.code,
        code_key: c.code.toUpperCase(),
        amount_cents: toCents(c.amount),
        percent_off: c.percent_off,
        is_paper: flag(c.paper),
        single_use: flag(c.single_use),
        valid_from: maybe(c.valid_from, (v) => instantIn(tenantRel, v)),
        valid_until: maybe(c.valid_until, (v) => instantIn(tenantRel, v)),
        created_at: now,
        updated_at: now,
      },
    })),
  );

  const newWebhookEndpoints = await writeWebhookEndpoints(trx, tenantId, doc.webhooks, now);
  await writePrinters(trx, tenantId, doc.printers, restaurantIds, now);

  const documentSlugs = new Set(doc.locations.map((l) => l.slug));
  return {
    tenantId,
    created: !existingTenant,
    newWebhookEndpoints,
    keptLocations: existingRestaurants.filter((r) => !documentSlugs.has(r.slug)).map((r) => r.slug),
    promotionIds,
    restaurantIds,
  };
}

/** Sizes keep the ids they had by name (carts and orders name a size by it), new ones get one. */
function keepIds<T extends { name: string }>(
  wanted: readonly T[],
  stored: readonly { _id: string; name: string }[],
) {
  return wanted.map((w) => ({ _id: stored.find((s) => s.name === w.name)?._id ?? newId(), ...w }));
}

function optionsWithIds(
  groups: TenantDocument['locations'][number]['menus'][number]['sections'][number]['items'][number]['options'],
  stored: readonly OptionGroup[],
  rel: Relative,
): OptionGroup[] {
  return groups.map((g) => {
    const before = stored.find((s) => s.name === g.name);
    return {
      _id: before?._id ?? newId(),
      ...g,
      items: keepIds(g.items, before?.items ?? []).map((o) =>
        o.sold_out_until ? { ...o, sold_out_until: instantIn(rel, o.sold_out_until) } : o,
      ),
    };
  });
}

/**
 * The tenant's webhook endpoints as the document lists them, matched by URL: one the tenant has
 * keeps its id, secret and delivery log; a new one gets a new secret (a document never holds one:
 * the owner console's New secret shows it); one the document no longer lists is deleted. Answers
 * the URLs of the new ones.
 */
async function writeWebhookEndpoints(
  trx: SeedDb,
  tenantId: string,
  endpoints: TenantDocument['webhooks'],
  now: string,
): Promise<string[]> {
  const existing = new Map(
    (
      await trx
        .selectFrom('webhook_endpoints')
        .select(['id', 'url'])
        .where('tenant_id', '=', tenantId)
        .execute()
    ).map((e) => [e.url, e.id]),
  );
  const created: string[] = [];
  for (const endpoint of endpoints) {
    const id = existing.get(endpoint.url);
    existing.delete(endpoint.url);
    const columns = endpointColumnsOf(endpoint, now);
    if (id) await trx.updateTable('webhook_endpoints').set(columns).where('id', '=', id).execute();
    else {
      await trx
        .insertInto('webhook_endpoints')
        .values({ id: newId(), tenant_id: tenantId, ...columns, secret: newWebhookSecret(), created_at: now })
        .execute();
      created.push(endpoint.url);
    }
  }
  const gone = [...existing.values()];
  if (gone.length) await trx.deleteFrom('webhook_endpoints').where('id', 'in', gone).execute();
  return created;
}

/**
 * The tenant's kitchen printers as the document lists them, matched by location and name: one the
 * tenant has keeps its id, state and queue; one the document no longer lists is deleted.
 */
async function writePrinters(
  trx: SeedDb,
  tenantId: string,
  printers: TenantDocument['printers'],
  restaurantIds: ReadonlyMap<string, string>,
  now: string,
): Promise<void> {
  const existing = new Map(
    (
      await trx
        .selectFrom('printers')
        .select(['id', 'restaurant_id', 'name'])
        .where('tenant_id', '=', tenantId)
        .execute()
    ).map((p) => [`${p.restaurant_id}\u0000${p.name}`, p.id]),
  );
  for (const printer of printers) {
    const restaurantId = restaurantIds.get(printer.restaurant)!;
    const key = `${restaurantId}\u0000${printer.name}`;
    const id = existing.get(key);
    existing.delete(key);
    const columns = { restaurant_id: restaurantId, ...printerColumnsOf(printer, now) };
    if (id) await trx.updateTable('printers').set(columns).where('id', '=', id).execute();
    else
      await trx
        .insertInto('printers')
        .values({ id: newId(), tenant_id: tenantId, ...columns, created_at: now })
        .execute();
  }
  const gone = [...existing.values()];
  if (gone.length) await trx.deleteFrom('printers').where('id', 'in', gone).execute();
}
