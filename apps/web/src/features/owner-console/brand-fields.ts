import type { BrandRequest } from '@storefront/domain';
import type { AnyFieldList, FieldSpec } from './components/settings-fields';

/*
 * The brand form's fields (/staff/settings/brand), by section, typed against the values of the
 * schema the form runs on (brandRequestSchema's input): a name the schema does not have, or a list
 * row that is not the list's, fails the typecheck. Ids follow the names (`brand-settings-gst_rate`,
 * `brand-testimonials-0-author`); the browser tests use them.
 */

export const BRAND_FIELDS = {
  about: [
    { kind: 'text', name: 'name', label: 'Brand name' },
    { kind: 'text', name: 'slogan', label: 'Slogan' },
    { kind: 'text', name: 'description', label: 'Description' },
    { kind: 'text', name: 'phone', label: 'Phone' },
    { kind: 'text', name: 'email', label: 'Email' },
  ],
  loyalty: [
    { kind: 'check', name: 'settings.loyalty_reward_program', label: 'Loyalty program' },
    { kind: 'number', name: 'settings.loyalty_points_per_order', label: 'Points per order' },
    { kind: 'number', name: 'settings.loyalty_points_per_dollar', label: 'Points per dollar' },
    { kind: 'number', name: 'settings.loyalty_points_per_referral', label: 'Points per referral' },
    {
      kind: 'number',
      name: 'settings.loyalty_points_per_dollar_off',
      label: 'Points for $1 off (0: points cannot be spent)',
    },
    { kind: 'number', name: 'settings.loyalty_min_points_to_redeem', label: 'Minimum points to redeem' },
    {
      kind: 'number',
      name: 'settings.referral_first_order_discount',
      label: 'Referred member’s first order ($ off)',
    },
  ],
  homeAndCart: [
    {
      kind: 'number',
      name: 'settings.promotion_carousel_interval_ms',
      label: 'Carousel: milliseconds per slide',
    },
    {
      kind: 'check',
      name: 'settings.promotional_banner.enabled',
      label: 'Cart banner: “Spend $X and save $Y” from your fixed cart discounts',
    },
    {
      kind: 'check',
      name: 'settings.text_updates',
      label: 'Texts: diners may ask at checkout for texts about their order',
    },
  ],
  welcomePopup: [
    { kind: 'text', name: 'settings.welcome_popup.title', label: 'Welcome title' },
    { kind: 'text', name: 'settings.welcome_popup.message', label: 'Welcome message' },
  ],
  transitionPopup: [
    { kind: 'text', name: 'settings.transition_popup.title', label: 'Moved: title' },
    { kind: 'text', name: 'settings.transition_popup.message', label: 'Moved: message' },
    { kind: 'text', name: 'settings.transition_popup.new_site_name', label: 'New site’s name' },
    { kind: 'text', name: 'settings.transition_popup.new_site_url', label: 'New site’s address' },
    { kind: 'number', name: 'settings.transition_popup.delay_ms', label: 'Opens after (ms)' },
  ],
} satisfies Record<string, readonly FieldSpec<BrandRequest>[]>;

export const BRAND_LISTS = {
  announcements: {
    legend: 'Announcements',
    name: 'announcements',
    columns: 'sm:grid-cols-4',
    fields: [
      { kind: 'text', name: 'title', label: 'Title' },
      { kind: 'text', name: 'short_description', label: 'Short text' },
      { kind: 'check', name: 'active', label: 'Shown' },
    ],
    removeLabel: 'Remove announcement',
    add: {
      label: 'Add an announcement',
      row: { title: '', short_description: null, description: null, active: true },
    },
  },
  testimonials: {
    legend: 'Testimonials',
    name: 'testimonials',
    columns: 'sm:grid-cols-4',
    fields: [
      { kind: 'text', name: 'author', label: 'Author' },
      { kind: 'text', name: 'quote', label: 'Quote' },
      { kind: 'number', name: 'rating', label: 'Stars (1–5)' },
    ],
    removeLabel: 'Remove testimonial',
    add: { label: 'Add a testimonial', row: { author: '', quote: '', rating: 5 } },
  },
  signatureDishes: {
    legend: 'Signature dishes',
    name: 'signature_dishes',
    columns: 'sm:grid-cols-[1fr_1fr_8rem_auto]',
    fields: [
      { kind: 'text', name: 'name', label: 'Dish' },
      { kind: 'text', name: 'description', label: 'Description' },
      { kind: 'number', name: 'price', label: 'Price ($)' },
    ],
    removeLabel: 'Remove dish',
    add: { label: 'Add a dish', row: { item: null, name: '', description: null, price: 0, image: null } },
  },
  gallery: {
    name: 'gallery',
    columns: 'sm:grid-cols-3',
    fields: [{ kind: 'text', name: 'caption', label: 'Caption' }],
    removeLabel: 'Remove photo',
  },
} satisfies Record<string, AnyFieldList<BrandRequest>>;

/** The fields of each part whose words the owner gives in the tenant's other languages too (issue 31). */
export const BRAND_TRANSLATED = {
  about: ['slogan', 'description'],
  announcements: ['title', 'short_description'],
  welcomePopup: ['settings.welcome_popup.title', 'settings.welcome_popup.message'],
  transitionPopup: [
    'settings.transition_popup.title',
    'settings.transition_popup.message',
    'settings.transition_popup.new_site_name',
  ],
} as const;
