/*
 * Small builders the demo seed is written with: opening hours, rush hours, menus and items,
 * promotions over the default rules, relative dates, and batched inserts. Nothing here is
 * engine-specific: plain inserts of 0/1 booleans, ISO-8601 instants and JSON text.
 */
import type { Insertable, Kysely } from 'kysely';
import { DEMO_ALLERGENS } from './tenants/allergens';
import {
  DEFAULT_DELIVERY_OPTIONS,
  DEFAULT_ONLINE_PAYMENT_SETTINGS,
  DEFAULT_PROMOTION_RULES,
  DEFAULT_RESTAURANT_SETTINGS,
  WEEKDAYS,
  addDays,
  localDateOf,
  parseClock,
  toCents,
  weekdayOf,
  zonedInstant,
  type DeliveryOptions,
  type ItemSize,
  type MenuTag,
  type OnlinePaymentSettings,
  type OptionGroup,
  type OptionItem,
  type Photo,
  type PromoApplyOption,
  type PromotionRules,
  type PromotionType,
  type RegularBusinessHours,
  type RestaurantSettings,
  type RushHourSettings,
  type SubItem,
  type Weekday,
} from '@storefront/domain';
import { newId } from '../ids';
import type { Database, NewRow } from '../schema';
import { DEMO_IMAGE_SETS, GALLERY_SIZE, ITEM_PHOTO_SIZE, imageUrl, webpUrl, type FoodKind } from './images';

export type SeedDb = Kysely<Database>;

const DAY_MS = 86_400_000;

/* ------------------------------------------------------------------ batched inserts */

export const MAX_ROWS_PER_INSERT = 100;

/**
 * Inserts rows in order, at most 100 per statement. Consecutive rows with the same columns share a
 * statement (a multi-row VALUES must list the same columns in every row on SQLite, which has no
 * DEFAULT keyword there); order is kept, so a row can reference one inserted before it.
 */
export async function insertInBatches<T extends keyof Database & string>(
  db: SeedDb,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  let batch: Insertable<Database[T]>[] = [];
  let signature = '';
  const flush = async () => {
    if (batch.length === 0) return;
    await db
      .insertInto(table)
      .values(batch as never)
      .execute();
    batch = [];
  };
  for (const row of rows) {
    const keys = Object.entries(row as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([key]) => key)
      .sort()
      .join(',');
    if (keys !== signature || batch.length >= MAX_ROWS_PER_INSERT) {
      await flush();
      signature = keys;
    }
    batch.push(row);
  }
  await flush();
}

/** Rows of several tables, inserted table by table in the order given (parents first). */
export type TableRows = { [T in keyof Database & string]?: readonly Insertable<Database[T]>[] };

export async function insertTables(db: SeedDb, tables: TableRows): Promise<void> {
  for (const [table, rows] of Object.entries(tables) as [keyof Database & string, readonly never[]][]) {
    await insertInBatches(db, table, rows);
  }
}

/* ------------------------------------------------------------------ dates */

export interface Relative {
  /** `now` as an ISO-8601 UTC instant. */
  readonly now: string;
  /** Today's local date in the zone. */
  readonly today: string;
  readonly timeZone: string;
  /** The instant `days` days (and `minutes` minutes) from now, ISO-8601 UTC. */
  instant(days: number, minutes?: number): string;
  /** The local date `days` days from today, 'YYYY-MM-DD'. */
  date(days: number): string;
  /** The instant when the local clock shows `time` ('HH:mm') on the date `days` days from today. */
  at(days: number, time: string): string;
}

export function relative(now: Date, timeZone: string): Relative {
  const today = localDateOf(now, timeZone);
  return {
    now: now.toISOString(),
    today,
    timeZone,
    instant: (days, minutes = 0) => new Date(now.getTime() + days * DAY_MS + minutes * 60_000).toISOString(),
    date: (days) => addDays(today, days),
    at: (days, time) => {
      const minutes = parseClock(time);
      if (minutes === null) throw new RangeError(`Not a clock time: ${time}`);
      return new Date(zonedInstant(addDays(today, days), minutes, timeZone)).toISOString();
    },
  };
}

/** The weekday of the local date `days` days from today. */
export function weekdayIn(rel: Relative, days: number): Weekday {
  return weekdayOf(rel.date(days));
}

/* ------------------------------------------------------------------ restaurant configuration */

/** An opening as 'hh:mm A' times, e.g. ['11:00 AM', '09:00 PM']; null is closed all day. */
export type Opening = readonly [open: string, close: string] | null;

/**
 * Regular business hours from one opening per weekday. A closed day still carries times (the
 * hours editor shows them greyed out), so every entry has the full shape.
 */
export function businessHours(
  days: Record<Weekday, Opening>,
  closedDayTimes: Opening = ['11:00 AM', '09:00 PM'],
): RegularBusinessHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const opening = days[day];
      const [open_time, close_time] = opening ?? closedDayTimes ?? ['11:00 AM', '09:00 PM'];
      return [day, { is_open: opening !== null, open_time, close_time }];
    }),
  ) as RegularBusinessHours;
}

const WEEKDAYS_MON_FRI: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** Rush hours on Monday to Friday with longer lead times; the weekend has the window but disabled. */
export function weekdayRushHours(options: {
  start: string;
  end: string;
  onlineLeadTime: number;
  deliveryLeadTime: number;
}): RushHourSettings {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      {
        disabled: !WEEKDAYS_MON_FRI.includes(day),
        rush_hour_start: options.start,
        rush_hour_end: options.end,
        online_order_lead_time: options.onlineLeadTime,
        delivery_order_lead_time: options.deliveryLeadTime,
      },
    ]),
  ) as RushHourSettings;
}

export function restaurantSettings(overrides: Partial<RestaurantSettings>): RestaurantSettings {
  return { ...DEFAULT_RESTAURANT_SETTINGS, ...overrides };
}

export function deliveryOptions(overrides: Partial<DeliveryOptions>): DeliveryOptions {
  return { ...DEFAULT_DELIVERY_OPTIONS, ...overrides };
}

export function onlinePaymentSettings(overrides: Partial<OnlinePaymentSettings> = {}): OnlinePaymentSettings {
  return { ...DEFAULT_ONLINE_PAYMENT_SETTINGS, ...overrides };
}

export interface HolidayDef {
  /** Days from today (local). */
  days: number;
  /** Null: closed all day. */
  open: Opening;
  note: string;
}

export function holidayRows(
  tenantId: string,
  restaurantId: string,
  rel: Relative,
  defs: readonly HolidayDef[],
): NewRow<'holiday_hours'>[] {
  return defs.map((def) => ({
    id: newId(),
    tenant_id: tenantId,
    restaurant_id: restaurantId,
    date: rel.date(def.days),
    is_open: def.open ? 1 : 0,
    open_time: def.open ? def.open[0] : null,
    close_time: def.open ? def.open[1] : null,
    note: def.note,
  }));
}

export function cutleryRows(
  tenantId: string,
  restaurantId: string,
  names: readonly string[],
): NewRow<'plastic_cutlery_items'>[] {
  return names.map((name, position) => ({
    id: newId(),
    tenant_id: tenantId,
    restaurant_id: restaurantId,
    name,
    price_cents: 0,
    position,
  }));
}

/* ------------------------------------------------------------------ images */

/** A shipped food photo, e.g. photo('emerald', 'noodles-2'); throws for an image the tenant does not ship. */
export function photo(tenant: string, name: string): Photo {
  const match = /^([a-z]+)-(\d+)$/.exec(name);
  const count = match ? DEMO_IMAGE_SETS[tenant]?.food[match[1] as FoodKind] : undefined;
  if (!match || count === undefined || Number(match[2]) < 1 || Number(match[2]) > count) {
    throw new Error(`The demo images of ${tenant} have no ${name}`);
  }
  return { url: imageUrl(tenant, name), webp_url: webpUrl(tenant, name), ...ITEM_PHOTO_SIZE };
}

export function galleryRows(
  tenantId: string,
  tenant: string,
  captions: readonly string[],
): NewRow<'gallery_images'>[] {
  const count = DEMO_IMAGE_SETS[tenant]?.gallery ?? 0;
  if (captions.length !== count)
    throw new Error(`${tenant} ships ${count} gallery images, ${captions.length} captions given`);
  return captions.map((caption, i) => ({
    id: newId(),
    tenant_id: tenantId,
    caption,
    image_url: imageUrl(tenant, `gallery-${i + 1}`),
    image_webp_url: webpUrl(tenant, `gallery-${i + 1}`),
    width: GALLERY_SIZE.width,
    height: GALLERY_SIZE.height,
    position: i,
  }));
}

/* ------------------------------------------------------------------ menus */

/** An option choice: [name, additional cost in dollars, hidden from the public?]. */
export type OptionDef = readonly [name: string, cost?: number, hidden?: boolean];

/** An option group as data; every item built from it gets the group with ids of its own. */
export interface OptionGroupDef {
  name: string;
  selection: 'Single' | 'Multiple';
  items: readonly OptionDef[];
  min?: number;
  max?: number;
  free?: number;
  information?: string | null;
  extra?: boolean;
  hidden?: boolean;
}

type GroupOptions = Omit<OptionGroupDef, 'name' | 'selection' | 'items'>;

/** Pick exactly one (by default). */
export const single = (name: string, items: readonly OptionDef[], o: GroupOptions = {}): OptionGroupDef => ({
  name,
  selection: 'Single',
  items,
  ...o,
});
/** Pick any number up to max_selected; the first number_of_free_options are free. */
export const multiple = (
  name: string,
  items: readonly OptionDef[],
  o: GroupOptions = {},
): OptionGroupDef => ({
  name,
  selection: 'Multiple',
  items,
  ...o,
});
/** The spice level group every kitchen asks about. */
export const spicy = single('Spicy', [['Mild'], ['Medium'], ['Hot']], {
  information: 'How hot would you like it?',
});

function optionGroup(def: OptionGroupDef): OptionGroup {
  const isSingle = def.selection === 'Single';
  return {
    _id: newId(),
    name: def.name,
    selection_type: def.selection,
    min_selected: def.min ?? (isSingle ? 1 : 0),
    max_selected: def.max ?? (isSingle ? 1 : def.items.length),
    number_of_free_options: def.free ?? 0,
    information: def.information ?? null,
    is_extra: def.extra ?? false,
    hidden_from_public: def.hidden ?? false,
    items: def.items.map(([itemName, cost = 0, hidden = false]): OptionItem => ({
      _id: newId(),
      name: itemName,
      additional_cost: cost,
      hidden_from_public: hidden,
    })),
  };
}

export interface ItemDef {
  cd: string;
  name: string;
  /** The kitchen ticket name; defaults to the name in capitals. */
  print_name?: string;
  description: string;
  /** Dollars; with sizes, the first size's price. */
  price: number;
  /** Image names of the tenant's food images, e.g. 'burger-2'. */
  photos: readonly string[];
  /** [name, price in dollars]. */
  sizes?: readonly (readonly [string, number])[];
  options?: readonly OptionGroupDef[];
  tags?: readonly MenuTag[];
  sub_items?: readonly SubItem[];
  soldOut?: boolean;
  hidden?: boolean;
  disabled?: boolean;
}

export interface SectionDef {
  name: string;
  description?: string;
  hidden?: boolean;
  disabled?: boolean;
  /** A promotion section: the key of the promotion its items belong to. */
  promotion?: string;
  items: readonly ItemDef[];
}

export interface MenuDef {
  name: string;
  description?: string;
  duration?: { name: string; start: string; end: string };
  onlineOrdering?: boolean;
  hidden?: boolean;
  disabled?: boolean;
  sections: readonly SectionDef[];
}

export interface BuiltMenus {
  menus: NewRow<'menus'>[];
  sections: NewRow<'menu_sections'>[];
  items: NewRow<'menu_items'>[];
  /** Items by code. */
  byCd: Map<string, BuiltItem>;
  /** Item ids of each promotion section, by promotion key. */
  promotionItems: Map<string, string[]>;
}

/** An item as built, with what orders and signature dishes copy from it. */
export interface BuiltItem {
  id: string;
  cd: string;
  name: string;
  print_name: string;
  description: string;
  price_cents: number;
  sizes: ItemSize[];
  options: OptionGroup[];
  photo: Photo | null;
  duration: { name: string; timeStart: string | null; timeEnd: string | null };
}

export interface MenuContext {
  tenantId: string;
  /** The tenant slug, which names its image folder. */
  tenant: string;
  restaurantId: string;
  rel: Relative;
  /** Promotion ids by key. */
  promotionIds: ReadonlyMap<string, string>;
}

/** Rows for a restaurant's menus: every menu, section, item, size and option group gets a new id. */
export function buildMenus(ctx: MenuContext, defs: readonly MenuDef[]): BuiltMenus {
  const built: BuiltMenus = {
    menus: [],
    sections: [],
    items: [],
    byCd: new Map(),
    promotionItems: new Map(),
  };
  defs.forEach((menuDef, menuPosition) => {
    const menuId = newId();
    const duration = menuDef.duration ?? null;
    built.menus.push({
      id: menuId,
      tenant_id: ctx.tenantId,
      restaurant_id: ctx.restaurantId,
      name: menuDef.name,
      description: menuDef.description ?? null,
      duration_name: duration?.name ?? 'all',
      duration_time_start: duration?.start ?? null,
      duration_time_end: duration?.end ?? null,
      online_ordering: menuDef.onlineOrdering === false ? 0 : 1,
      hidden_from_public: menuDef.hidden ? 1 : 0,
      disabled: menuDef.disabled ? 1 : 0,
      position: menuPosition,
    });
    menuDef.sections.forEach((sectionDef, sectionPosition) => {
      const sectionId = newId();
      built.sections.push({
        id: sectionId,
        tenant_id: ctx.tenantId,
        menu_id: menuId,
        name: sectionDef.name,
        description: sectionDef.description ?? null,
        hidden_from_public: sectionDef.hidden ? 1 : 0,
        disabled: sectionDef.disabled ? 1 : 0,
        is_promotion: sectionDef.promotion ? 1 : 0,
        promotion_id: sectionDef.promotion ? mustGet(ctx.promotionIds, sectionDef.promotion) : null,
        position: sectionPosition,
      });
      sectionDef.items.forEach((def, itemPosition) => {
        const row = itemRow(ctx, sectionId, def, itemPosition);
        built.items.push(row);
        if (built.byCd.has(def.cd)) throw new Error(`Item code ${def.cd} is used twice in one restaurant`);
        built.byCd.set(def.cd, {
          id: row.id,
          cd: def.cd,
          name: def.name,
          print_name: row.print_name ?? def.name,
          description: def.description,
          price_cents: row.price_cents ?? 0,
          sizes: JSON.parse(row.sizes ?? '[]') as ItemSize[],
          options: JSON.parse(row.options ?? '[]') as OptionGroup[],
          photo: (JSON.parse(row.photos ?? '[]') as Photo[])[0] ?? null,
          duration: {
            name: duration?.name ?? 'all',
            timeStart: duration?.start ?? null,
            timeEnd: duration?.end ?? null,
          },
        });
        if (sectionDef.promotion && !def.hidden && !def.disabled) {
          built.promotionItems.set(sectionDef.promotion, [
            ...(built.promotionItems.get(sectionDef.promotion) ?? []),
            row.id,
          ]);
        }
      });
    });
  });
  return built;
}

function itemRow(
  ctx: MenuContext,
  sectionId: string,
  def: ItemDef,
  position: number,
): NewRow<'menu_items'> & { id: string } {
  const sizes: ItemSize[] = (def.sizes ?? []).map(([name, price]) => ({ _id: newId(), name, price }));
  if (sizes.length > 0 && sizes[0]?.price !== def.price)
    throw new Error(`${def.cd}: the price must be the first size's price`);
  return {
    id: newId(),
    tenant_id: ctx.tenantId,
    section_id: sectionId,
    cd: def.cd,
    name: def.name,
    print_name: def.print_name ?? def.name.toUpperCase(),
    description: def.description,
    price_cents: toCents(def.price),
    sizes: JSON.stringify(sizes),
    options: JSON.stringify((def.options ?? []).map(optionGroup)),
    photos: JSON.stringify(def.photos.map((name) => photo(ctx.tenant, name))),
    tags: JSON.stringify(def.tags ?? []),
    sub_items: JSON.stringify(def.sub_items ?? []),
    allergens: JSON.stringify(DEMO_ALLERGENS[ctx.tenant]?.[def.cd] ?? []),
    sold_out_until: def.soldOut ? ctx.rel.instant(2) : null,
    hidden_from_public: def.hidden ? 1 : 0,
    disabled: def.disabled ? 1 : 0,
    position,
  };
}

/** Signature dishes copied from real menu items (name, price, first photo). */
export function signatureDishRows(
  tenantId: string,
  items: readonly BuiltItem[],
): NewRow<'signature_dishes'>[] {
  return items.map((item, position) => ({
    id: newId(),
    tenant_id: tenantId,
    menu_item_id: item.id,
    name: item.name,
    description: item.description,
    price_cents: item.price_cents,
    image_url: item.photo?.url ?? null,
    image_webp_url: item.photo?.webp_url ?? null,
    position,
  }));
}

/* ------------------------------------------------------------------ promotions */

/** Only the given weekdays are selected, each from `from` until `until`. */
export function weekdayWindows(
  days: readonly Weekday[],
  from: string,
  until: string,
): PromotionRules['weekdays'] {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      days.includes(day)
        ? { selected: true, from, until }
        : { selected: false, from: '00:00', until: '23:59' },
    ]),
  ) as PromotionRules['weekdays'];
}

export interface PromotionDef {
  /** What menu sections and demo orders call it by. */
  key?: string;
  name: string;
  description: string;
  type: PromotionType;
  /** A promo-n image of the tenant. */
  image: string;
  /** Unlimited when absent; otherwise days from today (either bound may be open). */
  window?: { from: number | null; until: number | null };
  conditions: readonly string[];
  instructions: readonly string[];
  apply?: PromoApplyOption;
  couponCode?: string;
  disabled?: boolean;
  /** Restaurant keys it is limited to; every restaurant when absent. */
  restaurants?: readonly string[];
  /** The eligible items come from the promotion's menu sections. */
  rules: Partial<Omit<PromotionRules, 'restaurants' | 'eligible_items_group_1'>>;
}

export interface PromotionContext {
  tenantId: string;
  tenant: string;
  rel: Relative;
  /** Ids by key, for the promotions, restaurants and promotion sections' items. */
  promotionIds: ReadonlyMap<string, string>;
  restaurantIds: ReadonlyMap<string, string>;
  promotionItems: ReadonlyMap<string, readonly string[]>;
}

export function promotionRows(ctx: PromotionContext, defs: readonly PromotionDef[]): NewRow<'promotions'>[] {
  const now = ctx.rel.now;
  return defs.map((def, position) => {
    const apply = def.apply ?? (def.couponCode ? 'Coupon code' : 'Automatically');
    const items = def.key ? ctx.promotionItems.get(def.key) : undefined;
    const rules: PromotionRules = {
      ...DEFAULT_PROMOTION_RULES,
      ...def.rules,
      ...(def.restaurants && { restaurants: def.restaurants.map((key) => mustGet(ctx.restaurantIds, key)) }),
      ...(items && { eligible_items_group_1: [...items] }),
    };
    if (apply === 'Coupon code' && !def.couponCode)
      throw new Error(`${def.name}: a coupon code promotion needs its code`);
    const dateIn = (days: number | null) => (days === null ? null : ctx.rel.date(days));
    return {
      id: def.key ? mustGet(ctx.promotionIds, def.key) : newId(),
      tenant_id: ctx.tenantId,
      name: def.name,
      description: def.description,
      type: def.type,
      image_url: imageUrl(ctx.tenant, def.image),
      available_option: def.window ? 'Date range' : 'Unlimited',
      available_from: def.window ? dateIn(def.window.from) : null,
      available_until: def.window ? dateIn(def.window.until) : null,
      conditions: JSON.stringify(def.conditions),
      instructions: JSON.stringify(def.instructions),
      disabled: def.disabled ? 1 : 0,
      promo_apply_option: apply,
      coupon_code: def.couponCode ?? null,
      rules: JSON.stringify(rules),
      position,
      created_at: now,
      updated_at: now,
    };
  });
}

/** The value of a key the seed data refers to; a dangling reference is a mistake in the data. */
export function mustGet<V>(map: ReadonlyMap<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`The seed data refers to ${key}, which it does not define`);
  return value;
}

/* ------------------------------------------------------------------ content */

export interface AnnouncementDef {
  title: string;
  short: string;
  description: string;
  active?: boolean;
}

export function announcementRows(
  tenantId: string,
  defs: readonly AnnouncementDef[],
): NewRow<'announcements'>[] {
  return defs.map((def, position) => ({
    id: newId(),
    tenant_id: tenantId,
    title: def.title,
    short_description: def.short,
    description: def.description,
    active: def.active === false ? 0 : 1,
    position,
  }));
}

export interface TestimonialDef {
  author: string;
  quote: string;
  rating: number;
}

export function testimonialRows(tenantId: string, defs: readonly TestimonialDef[]): NewRow<'testimonials'>[] {
  return defs.map((def, position) => ({ id: newId(), tenant_id: tenantId, ...def, position }));
}

export interface GiftCardProductDef {
  name: string;
  description: string;
  /** Dollars paid for one unit. */
  price: number;
  /** Dollars loaded on each card. */
  unitPrice: number;
  /** Cards per unit. */
  quantity: number;
  image: string;
  /** Days from now. */
  validFrom: number;
  validUntil: number;
  disabled?: boolean;
}

/** A gift card product row with what the demo member's gift card orders copy from it. */
export type GiftCardProductRow = NewRow<'gift_card_products'> & {
  id: string;
  name: string;
  price_cents: number;
  unit_price_cents: number;
  quantity: number;
};

export function giftCardProductRows(
  tenantId: string,
  tenant: string,
  rel: Relative,
  defs: readonly GiftCardProductDef[],
): GiftCardProductRow[] {
  return defs.map((def, position) => ({
    id: newId(),
    tenant_id: tenantId,
    name: def.name,
    description: def.description,
    price_cents: toCents(def.price),
    unit_price_cents: toCents(def.unitPrice),
    quantity: def.quantity,
    image_url: imageUrl(tenant, def.image),
    image_webp_url: webpUrl(tenant, def.image),
    valid_from: rel.instant(def.validFrom),
    valid_until: rel.instant(def.validUntil),
    disabled: def.disabled ? 1 : 0,
    position,
  }));
}

/* ------------------------------------------------------------------ tenants */

export interface TenantSeedContext {
  now: Date;
  /** The demo member's password hash, computed once per seeding. */
  passwordHash: string;
}
