import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  LOCALE_NAME,
  type Locale,
  describePromotionRules,
  MENU_TAG_LABELS,
  MONDAY_FIRST_WEEK,
  parseClock,
  toCents,
  type ApiHolidayHours,
  type ApiOwnerCoupon,
  type ApiOwnerGiftCardProduct,
  type ApiOwnerPromotion,
  type ApiWebhookEndpoint,
  printerAddress,
  type ApiPrinter,
  type PrintMoment,
  type ConsoleMenuItem,
  type LocationUpdate,
  type MenuFields,
  type OwnerBrand,
  type PromotionRules,
  type PromotionType,
  type RushHourDay,
  type SectionFields,
  type TimeOfDayRange,
} from '@storefront/domain';
import { ALLERGEN_NAMES, domainText } from '../../lib/domain-text';
import type { StaffFormats } from '../staff/staff-i18n';
import { BRAND_FIELDS, BRAND_LISTS } from './brand-fields';
import { promotionPhrasebook } from './promotion-phrasebook';
import { MENU_ITEM_LABELS, MENU_LABELS, SECTION_LABELS } from './components/menus/menu-labels';
import { HOLIDAY_FIELDS, LOCATION_FIELDS } from './location-fields';
import {
  COUPON_FIELDS,
  GIFT_CARD_IMAGE_LABEL,
  GIFT_CARD_PRODUCT_FIELDS,
  PROMOTION_FIELDS,
  PROMOTION_LINES_LABELS,
  PROMOTION_IMAGE_LABEL,
} from './promotion-fields';

/*
 * What Activity calls each field an audit entry records, per kind of entity (issue 33 item 2): the
 * label of the form that edits it, taken from the same field tables, and how its value reads. Each
 * table is typed over every field its entity's entry can hold, so a new field without a label does
 * not compile. Values are said in words (activity-words.ts), never as the JSON they are kept in.
 */

/** The other fields of the same side of the entry (a promotion's rules are read by its type). */
export type SideOf = Readonly<Record<string, unknown>>;

/**
 * What a value is said with: the console's language (`i18n`), its money and times (`formats`), and
 * the labels of the entry's other fields (`fields`, which a translation names its words by).
 */
export interface AuditVoice {
  i18n: I18n;
  formats: StaffFormats;
  fields: Readonly<Record<string, AuditField>>;
}

/** How Activity shows one field: its label, how its value reads (words by default), or not at all. */
export interface AuditField {
  label: MessageDescriptor;
  show?: (value: unknown, side: SideOf, voice: AuditVoice) => string;
  /** Bookkeeping the server keeps beside a change (a time stamp, the map position of an address). */
  hidden?: true;
}

/** Every field `T` records, labelled: a table that leaves one out fails the typecheck. */
export type AuditTable<T> = { [K in keyof T & string]-?: AuditField };

/** A form's field table as Activity's labels: `{ name: label }`, without `strip` before the names. */
function labelsOf<Name extends string, Strip extends string = ''>(
  specs: readonly { name: Name; label: MessageDescriptor }[],
  strip?: Strip,
): Record<Name extends `${Strip}${infer Rest}` ? Rest : Name, AuditField> {
  return Object.fromEntries(
    specs.map((spec) => [strip ? spec.name.slice(strip.length) : spec.name, { label: spec.label }]),
  ) as Record<Name extends `${Strip}${infer Rest}` ? Rest : Name, AuditField>;
}

/** A `{ name: label }` table as Activity's labels. */
function labelsOfTable<T extends Readonly<Record<string, MessageDescriptor>>>(
  labels: T,
): Record<keyof T, AuditField> {
  return Object.fromEntries(Object.entries(labels).map(([name, label]) => [name, { label }])) as Record<
    keyof T,
    AuditField
  >;
}

/** The words of a value Activity shows in its own words. */
const WORDS = {
  none: msg`none`,
  image: msg`an image`,
  closed: msg`closed`,
  allDay: msg`all day`,
  changed: msg`changed`,
  on: msg`on`,
  off: msg`off`,
  newSecret: msg`a new one`,
};

const none = ({ i18n }: AuditVoice) => i18n._(WORDS.none);

/** Dollars as a price: $19.75 (19,75 $). */
const money = (value: unknown, _side: SideOf, voice: AuditVoice): string =>
  typeof value === 'number' ? voice.formats.money(toCents(value)) : none(voice);

/** A list by its length: '3 photos'. */
const count =
  (what: (n: number) => MessageDescriptor) => (value: unknown, _side: SideOf, voice: AuditVoice) => {
    const n = Array.isArray(value) ? value.length : 0;
    return n === 0 ? none(voice) : voice.i18n._(what(n));
  };

/** A list of codes by their names in `names`, said with `say` ('Milk, Eggs'); a code it lacks, as it is. */
const labelled =
  <Code extends string, Name>(names: Readonly<Record<Code, Name>>, say: (name: Name, i18n: I18n) => string) =>
  (value: unknown, _side: SideOf, voice: AuditVoice) =>
    Array.isArray(value) && value.length > 0
      ? value
          .map((v) => {
            const code = String(v);
            return Object.hasOwn(names, code) ? say(names[code as Code], voice.i18n) : code;
          })
          .join(', ')
      : none(voice);

const named = (value: unknown, _side: SideOf, voice: AuditVoice) =>
  Array.isArray(value) && value.length > 0
    ? value.map((v) => String((v as { name?: unknown }).name ?? '')).join(', ')
    : none(voice);

/** A time of day as written in a setting ('14:00', '2:00 PM'), on the console's clock. */
const clock = (value: unknown, voice: AuditVoice) => {
  if (typeof value !== 'string') return none(voice);
  const minutes = parseClock(value);
  return minutes === null ? value : voice.formats.clock(minutes);
};

/** An image is there or not. */
const image = (value: unknown, _side: SideOf, voice: AuditVoice) =>
  value ? voice.i18n._(WORDS.image) : none(voice);

// Never shown, so no message of the catalogue.
const HIDDEN = { label: { id: 'hidden' }, hidden: true } as const;

/** The words in other languages (issue 31): 'Français: Name “Tarte”, Description “…”', or none. */
const TRANSLATIONS: AuditField = {
  label: msg`Translations`,
  show: (value, _side, voice) => {
    const { i18n } = voice;
    const languages = Object.entries((value ?? {}) as Record<string, Record<string, string> | null>);
    const said = languages.flatMap(([locale, words]) => {
      const fields = Object.entries(words ?? {}).map(([field, text]) => {
        const label = voice.fields[field] ? i18n._(voice.fields[field].label) : field;
        return i18n._(msg`${label} “${text}”`);
      });
      const language = LOCALE_NAME[locale as Locale] ?? locale;
      const list = fields.join(', ');
      return fields.length > 0 ? [i18n._(msg`${language}: ${list}`)] : [];
    });
    return said.length > 0 ? said.join('; ') : none(voice);
  },
};

/** A week of settings in a line, a day at a time: 'Mon 11:00 AM–9:00 PM, Tue closed, …'. */
const perDay =
  <Day>(day: (entry: Day, voice: AuditVoice) => string) =>
  (value: unknown, _side: SideOf, voice: AuditVoice) => {
    const week = value as Partial<Record<string, Day>> | null;
    if (!week) return none(voice);
    return MONDAY_FIRST_WEEK.map((name) => {
      const entry = week[name];
      return `${voice.formats.weekday(name)} ${entry ? day(entry, voice) : none(voice)}`;
    }).join(', ');
  };

/* ------------------------------------------------------------------ menus */

/** The menu editor's labels (components/menus/menu-labels.ts). */
export const MENU_FIELDS: AuditTable<MenuFields> = {
  ...labelsOfTable(MENU_LABELS),
  duration: {
    label: MENU_LABELS.duration,
    show: (value, _side, voice) => {
      const window = value as MenuFields['duration'];
      return window
        ? `${window.name} ${clock(window.start, voice)}–${clock(window.end, voice)}`
        : voice.i18n._(WORDS.allDay);
    },
  },
  translations: TRANSLATIONS,
};

export const SECTION_FIELDS: AuditTable<Omit<SectionFields, 'promotion'>> = {
  ...labelsOfTable(SECTION_LABELS),
  translations: TRANSLATIONS,
};

export const MENU_ITEM_FIELDS: AuditTable<Omit<ConsoleMenuItem, '_id'>> = {
  ...labelsOfTable(MENU_ITEM_LABELS),
  price: { label: MENU_ITEM_LABELS.price, show: money },
  sizes: {
    label: MENU_ITEM_LABELS.sizes,
    show: (value, side, voice) =>
      Array.isArray(value) && value.length > 0
        ? (value as ConsoleMenuItem['sizes'])
            .map((size) => `${size.name} ${money(size.price, side, voice)}`)
            .join(', ')
        : none(voice),
  },
  options: { label: MENU_ITEM_LABELS.options, show: named },
  photos: {
    label: MENU_ITEM_LABELS.photos,
    show: count((n) => msg`${plural(n, { one: '# photo', other: '# photos' })}`),
  },
  tags: {
    label: MENU_ITEM_LABELS.tags,
    show: labelled(MENU_TAG_LABELS, (label, i18n) => domainText(i18n, label)),
  },
  sub_items: {
    label: MENU_ITEM_LABELS.sub_items,
    show: count((n) => msg`${plural(n, { one: '# item', other: '# items' })}`),
  },
  allergens: {
    label: MENU_ITEM_LABELS.allergens,
    show: labelled(ALLERGEN_NAMES, (name, i18n) => i18n._(name)),
  },
  translations: TRANSLATIONS,
};

/* ------------------------------------------------------------- promotions */

export const PROMOTION_AUDIT_FIELDS: AuditTable<Omit<ApiOwnerPromotion, '_id'>> = {
  ...labelsOf([
    ...PROMOTION_FIELDS.about,
    ...PROMOTION_FIELDS.applies,
    ...PROMOTION_FIELDS.couponCode,
    ...PROMOTION_FIELDS.validity,
    ...PROMOTION_FIELDS.dates,
  ]),
  image: { label: PROMOTION_IMAGE_LABEL, show: image },
  conditions: { label: PROMOTION_LINES_LABELS.conditions },
  instructions: { label: PROMOTION_LINES_LABELS.instructions },
  translations: TRANSLATIONS,
  // In words, by the type the entry keeps beside them (the server's `kept`).
  rules: {
    label: msg`Rules`,
    show: (value, side, voice) =>
      typeof side.type === 'string'
        ? describePromotionRules(
            { type: side.type as PromotionType, rules: value as PromotionRules },
            undefined,
            promotionPhrasebook(voice.i18n, voice.formats),
          )
        : voice.i18n._(WORDS.changed),
  },
};

export const COUPON_AUDIT_FIELDS: AuditTable<Omit<ApiOwnerCoupon, '_id'>> = {
  ...labelsOf(COUPON_FIELDS),
  amount: { label: msg`Amount off`, show: money },
  redeemed_at: { label: msg`Used` },
};

export const GIFT_CARD_PRODUCT_AUDIT_FIELDS: AuditTable<Omit<ApiOwnerGiftCardProduct, '_id'>> = {
  ...labelsOf(GIFT_CARD_PRODUCT_FIELDS),
  price: { label: msg`Price`, show: money },
  unit_price: { label: msg`Card value`, show: money },
  image: { label: GIFT_CARD_IMAGE_LABEL, show: image },
  translations: TRANSLATIONS,
};

/* ------------------------------------------------------------- locations */

type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}.${K}`]: T[K] };

/** A location as its audit entry keeps it: its fields one level deep (locations.service auditedLocation). */
type AuditedLocation = Pick<LocationUpdate, 'name' | 'phone' | 'email' | 'business_hours' | 'rush_hours'> &
  LocationUpdate['address'] & { latitude: number; longitude: number } & Prefixed<
    'settings',
    LocationUpdate['settings']
  > &
  Prefixed<'delivery', LocationUpdate['delivery']>;

const LOCATION_FORM = [
  ...LOCATION_FIELDS.contact,
  ...LOCATION_FIELDS.ordering,
  ...LOCATION_FIELDS.reservations,
  ...LOCATION_FIELDS.pickupAndDelivery,
  ...LOCATION_FIELDS.taxes,
];

export const LOCATION_AUDIT_FIELDS: AuditTable<AuditedLocation> = {
  ...labelsOf(LOCATION_FORM),
  ...labelsOf(LOCATION_FIELDS.address, 'address.'),
  'delivery.delivery_fee': { label: msg`Flat delivery fee`, show: money },
  'delivery.minimum_order_amount': { label: msg`Delivery minimum`, show: money },
  'delivery.delivery_fees': {
    label: msg`Delivery fee tiers`,
    show: count((n) => msg`${plural(n, { one: '# tier', other: '# tiers' })}`),
  },
  'settings.delivery_cutoffs': {
    label: msg`Delivery cut-offs`,
    show: count((n) => msg`${plural(n, { one: '# cut-off', other: '# cut-offs' })}`),
  },
  business_hours: {
    label: msg`Business hours`,
    show: perDay<TimeOfDayRange>((hours, voice) =>
      hours.is_open
        ? `${clock(hours.open_time, voice)}–${clock(hours.close_time, voice)}`
        : voice.i18n._(WORDS.closed),
    ),
  },
  rush_hours: {
    label: msg`Rush hours`,
    show: perDay<RushHourDay>((rush, voice) => {
      if (rush.disabled) return none(voice);
      const start = clock(rush.rush_hour_start, voice);
      const end = clock(rush.rush_hour_end, voice);
      const pickup = rush.online_order_lead_time;
      const delivery = rush.delivery_order_lead_time;
      return voice.i18n._(msg`${start}–${end} (pickup ${pickup} min, delivery ${delivery} min)`);
    }),
  },
  // Set by the map lookup of the address, which its own fields already say.
  latitude: HIDDEN,
  longitude: HIDDEN,
  // Kept by the tenant's setup, not this form.
  'settings.time_zone': { label: msg`Time zone` },
  'settings.time_format': { label: msg`Time format` },
  'settings.date_format': { label: msg`Date format` },
  'settings.datetime_format': { label: msg`Date and time format` },
  'settings.tax_rate': { label: msg`Tax (%)` },
  'settings.currency_code': { label: msg`Currency` },
};

export const HOLIDAY_AUDIT_FIELDS: AuditTable<Omit<ApiHolidayHours, '_id' | 'restaurant'>> = {
  ...labelsOf([...HOLIDAY_FIELDS.day, ...HOLIDAY_FIELDS.note]),
  open_time: { label: msg`Opens`, show: (value, _side, voice) => clock(value, voice) },
  close_time: { label: msg`Closes`, show: (value, _side, voice) => clock(value, voice) },
};

/* ------------------------------------------------------------------ brand */

type AuditedBrand = Omit<OwnerBrand, 'settings'> & Prefixed<'settings', OwnerBrand['settings']>;

const BRAND_FORM = [...BRAND_FIELDS.about, ...BRAND_FIELDS.loyalty, ...BRAND_FIELDS.homeAndCart];

/** A popup in a line: off, or on with its title. */
const popup = (value: unknown, _side: SideOf, { i18n }: AuditVoice) => {
  const shown = value as { enabled?: boolean; title?: string } | null;
  const title = shown?.title ?? '';
  return shown?.enabled ? i18n._(msg`on: “${title}”`) : i18n._(WORDS.off);
};

/** The order methods' descriptions in a line: their titles. */
const orderMethods = (value: unknown) => {
  const described = value as Record<string, { title?: string }> | null;
  return Object.values(described ?? {})
    .map((description) => `“${description.title ?? ''}”`)
    .join(', ');
};

export const BRAND_AUDIT_FIELDS: AuditTable<AuditedBrand> = {
  ...labelsOf(BRAND_FORM),
  'settings.referral_first_order_discount': { label: msg`Referred member’s first order`, show: money },
  announcements: {
    label: BRAND_LISTS.announcements.legend,
    show: count((n) => msg`${plural(n, { one: '# announcement', other: '# announcements' })}`),
  },
  testimonials: {
    label: BRAND_LISTS.testimonials.legend,
    show: count((n) => msg`${plural(n, { one: '# testimonial', other: '# testimonials' })}`),
  },
  signature_dishes: { label: BRAND_LISTS.signatureDishes.legend, show: named },
  gallery: {
    label: msg`Gallery`,
    show: count((n) => msg`${plural(n, { one: '# photo', other: '# photos' })}`),
  },
  logo: { label: msg`Logo`, show: image },
  favicon: { label: msg`Favicon`, show: image },
  theme: { label: msg`Theme` },
  'settings.primary_color': { label: msg`Primary colour` },
  website_url: { label: msg`Website` },
  facebook_url: { label: msg`Facebook` },
  twitter_url: { label: msg`Twitter` },
  wechat_url: { label: msg`WeChat` },
  instagram_url: { label: msg`Instagram` },
  'settings.promotional_banner': {
    label: labelsOf(BRAND_FIELDS.homeAndCart)['settings.promotional_banner.enabled'].label,
    show: (value, _side, { i18n }) =>
      i18n._((value as { enabled?: boolean } | null)?.enabled ? WORDS.on : WORDS.off),
  },
  'settings.welcome_popup': { label: msg`Welcome popup`, show: popup },
  'settings.transition_popup': { label: msg`Moved-site popup`, show: popup },
  'settings.descriptions': { label: msg`Order methods on Order Online`, show: orderMethods },
  translations: TRANSLATIONS,
  languages: {
    label: msg`Languages`,
    show: (value) => (value as Locale[]).map((l) => LOCALE_NAME[l]).join(', '),
  },
  defaultLanguage: {
    label: msg`Default language`,
    show: (value) => LOCALE_NAME[value as Locale] ?? String(value),
  },
};

/* ------------------------------------------------------------------ other */

export const WEBHOOK_AUDIT_FIELDS: AuditTable<Omit<ApiWebhookEndpoint, '_id'> & { secret: string }> = {
  url: { label: msg`Endpoint URL` },
  description: { label: msg`Description` },
  events: { label: msg`Events` },
  enabled: { label: msg`On (receives events)` },
  secret: { label: msg`Signing secret`, show: (_value, _side, { i18n }) => i18n._(WORDS.newSecret) },
  createdAt: HIDDEN,
  updatedAt: HIDDEN,
};

/** How a printer is reached, in the console's language: its address, Star CloudPRNT or the print agent. */
export function printerConnectionIn(i18n: I18n, connection: ApiPrinter['connection']): string {
  return connection.kind === 'agent' ? i18n._(msg`Print agent`) : printerAddress(connection);
}

export const PRINTER_AUDIT_FIELDS: AuditTable<Omit<ApiPrinter, '_id' | 'state'>> = {
  name: { label: msg`Name` },
  restaurantId: { label: msg`Location` },
  stations: { label: msg`Stations`, show: (value) => (value as string[]).join(', ') },
  width: { label: msg`Paper width`, show: (value) => `${String(value)} mm` },
  connection: {
    label: msg`Connection`,
    show: (value, _side, { i18n }) => printerConnectionIn(i18n, value as ApiPrinter['connection']),
  },
  test: { label: msg`Test printer (this machine)` },
  secret: {
    label: msg`Token (CloudPRNT URL or print agent)`,
    show: (_value, _side, { i18n }) => i18n._(WORDS.newSecret),
  },
  createdAt: HIDDEN,
  updatedAt: HIDDEN,
};

export const PRINTING_AUDIT_FIELDS: AuditTable<{ printOn: PrintMoment }> = {
  printOn: {
    label: msg`Tickets print`,
    show: (value, _side, { i18n }) => i18n._(value === 'arrival' ? msg`on arrival` : msg`on acceptance`),
  },
};

export const CUSTOMER_AUDIT_FIELDS: AuditTable<{ email: string; is_blocked: boolean; block_note: string }> = {
  email: { label: msg`Email` },
  is_blocked: { label: msg`Blocked` },
  block_note: { label: msg`Note` },
};

export const PAYMENT_AUDIT_FIELDS: AuditTable<{ stripe_account_id: string }> = {
  stripe_account_id: { label: msg`Stripe account` },
};

/**
 * Each kind of entity Activity lists with its fields. The kinds whose every entry says its change in
 * a sentence of its own (the kitchen's controls, staff accounts, reservation settings) are SUMMARISED.
 */
export const AUDITED: Readonly<Record<string, Readonly<Record<string, AuditField>>>> = {
  menu: MENU_FIELDS,
  menu_section: SECTION_FIELDS,
  menu_item: MENU_ITEM_FIELDS,
  location: LOCATION_AUDIT_FIELDS,
  holiday: HOLIDAY_AUDIT_FIELDS,
  promotion: PROMOTION_AUDIT_FIELDS,
  coupon: COUPON_AUDIT_FIELDS,
  gift_card_product: GIFT_CARD_PRODUCT_AUDIT_FIELDS,
  brand: BRAND_AUDIT_FIELDS,
  customer: CUSTOMER_AUDIT_FIELDS,
  payment_settings: PAYMENT_AUDIT_FIELDS,
  webhook_endpoint: WEBHOOK_AUDIT_FIELDS,
  printer: PRINTER_AUDIT_FIELDS,
  printing: PRINTING_AUDIT_FIELDS,
};

/** The entities Activity's filter offers, with the words it shows; others list as themselves. */
export const AUDIT_ENTITY_LABELS = {
  menu: msg`Menus`,
  menu_section: msg`Menu sections`,
  menu_item: msg`Menu items`,
  location: msg`Locations`,
  holiday: msg`Holiday hours`,
  promotion: msg`Promotions`,
  coupon: msg`Coupons`,
  gift_card_product: msg`Gift card products`,
  brand: msg`Brand`,
  customer: msg`Customers`,
  payment_settings: msg`Payments`,
  webhook_endpoint: msg`Webhooks`,
  printer: msg`Printers`,
  printing: msg`When tickets print`,
  staff_account: msg`Staff accounts`,
  reservation_settings: msg`Reservation settings`,
  operations: msg`Kitchen controls`,
} satisfies Record<string, MessageDescriptor>;

export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;

/**
 * What a headline calls one of a kind ('changed menu item …'), with the article a language puts
 * before it ('l’article de menu'): a holiday is named by its date, the brand has no name in its
 * entries.
 */
export const NOUNS: Record<AuditEntity, MessageDescriptor> = {
  menu: msg({ message: 'menu', context: 'activity' }),
  menu_section: msg`menu section`,
  menu_item: msg`menu item`,
  location: msg`location`,
  holiday: msg`holiday hours of`,
  promotion: msg`promotion`,
  coupon: msg`coupon`,
  gift_card_product: msg`gift card product`,
  brand: msg`the brand`,
  customer: msg`customer`,
  payment_settings: msg`online payment of`,
  webhook_endpoint: msg`webhook`,
  printer: msg`printer`,
  printing: msg`printing at`,
  staff_account: msg`staff account`,
  reservation_settings: msg`reservation settings`,
  operations: msg`kitchen controls`,
};

export const SUMMARISED: readonly string[] = ['operations', 'staff_account', 'reservation_settings'];
