/*
 * A tenant's brand and its tenant-wide settings (decision 0044): what the tenants row, its settings
 * and content JSON, and the announcement, gallery, testimonial and signature dish rows hold. The
 * settings types of contract/settings.ts are these schemas' outputs, so there is one definition.
 */
import { z } from 'zod';
import {
  colour,
  dollars,
  optionalEmail,
  optionalText,
  optionalUrl,
  photoSchema,
  slug,
  text,
  timeZone,
  wholeNumber,
  imageRef,
} from './fields';
import { linesIn } from '../../i18n/translated';
import { defaultLanguageSchema, languagesSchema, translationsSchema } from './translations';

/** The spec's constant (§9). */
export const DEFAULT_PRIMARY_COLOR = '#D4A762';

export const ORDER_DESCRIPTION_MESSAGES = {
  tooManySubtitles: 'At most 10 subtitles',
  subtitleTooLong: 'A subtitle must be at most 200 characters',
} as const;

/**
 * How an order method (pickup, delivery) is described on /orderonline: a title and a few subtitles.
 * Its subtitles translate as one text of lines, one a subtitle, as a promotion's conditions do
 * (decision 0099), and each language keeps the subtitles' own limits.
 */
export const orderDescriptionSchema = z
  .object({
    title: text('The title', 80),
    subtitles: z.array(text('A subtitle', 200)).max(10, ORDER_DESCRIPTION_MESSAGES.tooManySubtitles),
    // 10 lines of 200 characters and the line breaks between them.
    translations: translationsSchema('The order description', { title: 80, subtitles: 10 * 201 }),
  })
  .superRefine(({ translations }, ctx) => {
    for (const [locale, words] of Object.entries(translations ?? {})) {
      const lines = linesIn(words?.subtitles ?? '');
      const path = ['translations', locale, 'subtitles'];
      if (lines.length > 10)
        ctx.addIssue({ code: 'custom', path, message: ORDER_DESCRIPTION_MESSAGES.tooManySubtitles });
      if (lines.some((line) => line.length > 200))
        ctx.addIssue({ code: 'custom', path, message: ORDER_DESCRIPTION_MESSAGES.subtitleTooLong });
    }
  });

/** The popup that sends diners of a moved location to its new brand's site (accounts-and-extras §4). */
export const transitionPopupSchema = z.object({
  enabled: z.boolean(),
  /** Milliseconds after the page loads before it opens (the spec's experiment delay, default 0). */
  delay_ms: wholeNumber('The delay', 0, 60_000).default(0),
  title: text('The popup title', 120),
  message: z.string().trim().max(600, 'The message must be at most 600 characters').default(''),
  translations: translationsSchema('The popup', { title: 120, message: 600, new_site_name: 80 }),
  /** The new brand's name, on the Visit button's description. */
  new_site_name: text('The new site name', 80),
  /** The new brand's site; a `*.localhost` address keeps the page's port (the demo). */
  new_site_url: z.url({ protocol: /^https?$/, message: 'The new site must be an http(s) address' }),
  /**
   * The location Stay chooses (the one that stays with this brand): its id in the database, its
   * slug in a tenant document; null: Stay only dismisses.
   */
  stay_restaurant_id: z.string().min(1).nullable().default(null),
  /** The new design's colours (the spec's new-popup-design flag); null: the site's own. */
  colors: z
    .object({
      background: colour('The background'),
      text: colour('The text colour'),
      button: colour('The button colour'),
      button_text: colour('The button text colour'),
    })
    .nullable()
    .default(null),
});

/** The popup that greets diners arriving from the old brand's site (accounts-and-extras §4). */
export const welcomePopupSchema = z.object({
  enabled: z.boolean(),
  title: text('The popup title', 120),
  message: z.string().trim().max(600, 'The message must be at most 600 characters').default(''),
  translations: translationsSchema('The popup', { title: 120, message: 600 }),
});

/**
 * The promotional banner of the cart and the drawer: whether it shows. Its offer is the tenant's own
 * fixed discount on the cart above a minimum (promotionalBannerOf), never figures of its own.
 */
export const promotionalBannerSchema = z.object({
  enabled: z.boolean({ message: 'Whether the banner shows is on or off' }),
});

export const carouselIntervalSchema = wholeNumber('The carousel interval', 1000, 60_000);

export const tenantSettingsSchema = z.object({
  online_ordering: z.boolean().default(false),
  online_reservation: z.boolean().default(false),
  membership: z.boolean().default(false),
  gift_card: z.boolean().default(false),
  coupon: z.boolean().default(false),
  loyalty_reward_program: z.boolean().default(false),
  loyalty_points_per_order: wholeNumber('Points per order', 0, 100_000).default(0),
  loyalty_points_per_dollar: z
    .number({ message: 'Points per dollar must be a number' })
    .min(0, 'Points per dollar cannot be negative')
    .max(1000, 'Points per dollar must be at most 1000')
    .default(0),
  loyalty_points_per_referral: wholeNumber('Points per referral', 0, 100_000).default(0),
  /**
   * Spending points (issue 18, decision 0048): how many points take $1 off an order (100: a point is
   * worth a cent); 0, the default, lets no one spend them.
   */
  loyalty_points_per_dollar_off: wholeNumber('Points per dollar off', 0, 100_000).default(0),
  /** The fewest points a member may spend at a time. */
  loyalty_min_points_to_redeem: wholeNumber('The minimum points to redeem', 0, 1_000_000).default(0),
  /** Dollars off a referred member's first order (the spec's "$5 off"). */
  referral_first_order_discount: dollars('The referral discount').default(5),
  time_zone: timeZone('The time zone').default('America/Toronto'),
  primary_color: colour('The primary colour').default(DEFAULT_PRIMARY_COLOR),
  descriptions: z
    .object({ pickup_order: orderDescriptionSchema, delivery_order: orderDescriptionSchema })
    // A prefault (parsed like any value): the tenant document's JSON Schema keeps it as the default.
    .prefault({
      pickup_order: { title: 'Pick Up', subtitles: [] },
      delivery_order: { title: 'Delivery', subtitles: [] },
    }),
  promotional_banner: promotionalBannerSchema.default({ enabled: true }),
  google_analytics_tracking_id: optionalText('The Google Analytics id', 40),
  microsoft_clarity_tracking_id: optionalText('The Clarity id', 40),
  transition_popup: transitionPopupSchema.nullable().default(null),
  welcome_popup: welcomePopupSchema.nullable().default(null),
  /** Home promotions carousel: milliseconds per slide (the spec's 1 s by default). */
  promotion_carousel_interval_ms: carouselIntervalSchema.default(1000),
  /** Diners may ask for texts about their order at checkout (issue 29 item 7; decision 0086). */
  text_updates: z.boolean().default(false),
  /** Menu items show their codes (cd) to diners; off by default (issue 18). */
  show_item_codes: z.boolean().default(false),
  seo: z
    .object({
      title: z.string().max(120, 'The SEO title must be at most 120 characters'),
      description: z.string().max(400, 'The SEO description must be at most 400 characters'),
    })
    .default({ title: '', description: '' }),
});

export const announcementSchema = z.object({
  title: text('The announcement title', 200),
  short_description: optionalText('The short description', 500),
  description: optionalText('The description', 5000),
  active: z.boolean().default(true),
  translations: translationsSchema('The announcement', {
    title: 200,
    short_description: 500,
    description: 5000,
  }),
});

export const galleryImageSchema = z.object({
  caption: optionalText('The caption', 300),
  translations: translationsSchema('The caption', { caption: 300 }),
  image: photoSchema,
});

export const testimonialSchema = z.object({
  author: text('The author', 120),
  quote: text('The quote', 2000),
  rating: wholeNumber('The rating', 1, 5).default(5),
});

/** A dish the home page shows; `item` names the menu item it shows (location slug and item code). */
export const signatureDishSchema = z.object({
  item: z
    .object({ location: slug('The location'), code: text('The item code', 40) })
    .nullable()
    .default(null),
  name: text('The dish name', 200),
  description: optionalText('The description', 2000),
  translations: translationsSchema('The dish', { name: 200, description: 2000 }),
  price: dollars('The price'),
  image: photoSchema.nullable().default(null),
});

export const brandSchema = z.object({
  name: text('The brand name', 120),
  slogan: optionalText('The slogan', 200),
  description: optionalText('The description', 2000),
  /** The languages the storefront offers (issue 31): the default's words are the fields' own. */
  languages: languagesSchema.default(['en']),
  defaultLanguage: defaultLanguageSchema.default('en'),
  translations: translationsSchema('The brand', { slogan: 200, description: 2000 }),
  phone: optionalText('The phone number', 30),
  email: optionalEmail('The email'),
  website_url: optionalUrl('The website'),
  facebook_url: optionalUrl('The Facebook link'),
  twitter_url: optionalUrl('The Twitter link'),
  wechat_url: optionalUrl('The WeChat link'),
  instagram_url: optionalUrl('The Instagram link'),
  theme: z.enum(['gold', 'emerald'], { message: 'The theme is gold or emerald' }).default('gold'),
  logo: imageRef('The logo').nullable().default(null),
  favicon: imageRef('The favicon').nullable().default(null),
  hero_image: photoSchema.nullable().default(null),
  about: optionalText('The about text', 10_000),
  announcements: z.array(announcementSchema).default([]),
  gallery: z.array(galleryImageSchema).default([]),
  testimonials: z.array(testimonialSchema).default([]),
  signature_dishes: z.array(signatureDishSchema).default([]),
});

export type TenantSettingsInput = z.input<typeof tenantSettingsSchema>;
export type Brand = z.output<typeof brandSchema>;
