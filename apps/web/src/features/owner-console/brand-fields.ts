import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BrandRequest } from '@storefront/domain';
import type { Path } from 'react-hook-form';
import type { AnyFieldList, FieldSpec } from './components/settings-fields';

/*
 * The brand form's fields (/staff/settings/brand), by section, typed against the values of the
 * schema the form runs on (brandRequestSchema's input): a name the schema does not have, or a list
 * row that is not the list's, fails the typecheck. Ids follow the names (`brand-settings-gst_rate`,
 * `brand-testimonials-0-author`); the browser tests use them.
 */

export const BRAND_FIELDS = {
  about: [
    { kind: 'text', name: 'name', label: msg`Brand name` },
    { kind: 'text', name: 'slogan', label: msg`Slogan` },
    { kind: 'text', name: 'description', label: msg`Description` },
    { kind: 'text', name: 'phone', label: msg`Phone` },
    { kind: 'text', name: 'email', label: msg`Email` },
  ],
  loyalty: [
    { kind: 'check', name: 'settings.loyalty_reward_program', label: msg`Loyalty program` },
    { kind: 'number', name: 'settings.loyalty_points_per_order', label: msg`Points per order` },
    { kind: 'number', name: 'settings.loyalty_points_per_dollar', label: msg`Points per dollar` },
    { kind: 'number', name: 'settings.loyalty_points_per_referral', label: msg`Points per referral` },
    {
      kind: 'number',
      name: 'settings.loyalty_points_per_dollar_off',
      label: msg`Points for $1 off (0: points cannot be spent)`,
    },
    { kind: 'number', name: 'settings.loyalty_min_points_to_redeem', label: msg`Minimum points to redeem` },
    {
      kind: 'number',
      name: 'settings.referral_first_order_discount',
      label: msg`Referred member’s first order ($ off)`,
    },
  ],
  homeAndCart: [
    {
      kind: 'number',
      name: 'settings.promotion_carousel_interval_ms',
      label: msg`Carousel: milliseconds per slide`,
    },
    {
      kind: 'check',
      name: 'settings.promotional_banner.enabled',
      label: msg`Cart banner: “Spend $X and save $Y” from your fixed cart discounts`,
    },
    {
      kind: 'check',
      name: 'settings.text_updates',
      label: msg`Texts: diners may ask at checkout for texts about their order`,
    },
  ],
  welcomePopup: [
    { kind: 'text', name: 'settings.welcome_popup.title', label: msg`Welcome title` },
    { kind: 'text', name: 'settings.welcome_popup.message', label: msg`Welcome message` },
  ],
  transitionPopup: [
    { kind: 'text', name: 'settings.transition_popup.title', label: msg`Moved: title` },
    { kind: 'text', name: 'settings.transition_popup.message', label: msg`Moved: message` },
    { kind: 'text', name: 'settings.transition_popup.new_site_name', label: msg`New site’s name` },
    { kind: 'text', name: 'settings.transition_popup.new_site_url', label: msg`New site’s address` },
    { kind: 'number', name: 'settings.transition_popup.delay_ms', label: msg`Opens after (ms)` },
  ],
} satisfies Record<string, readonly FieldSpec<BrandRequest>[]>;

/** How /orderonline describes each order method: its title, and its subtitles one a line (LinesField). */
export const ORDER_METHOD_FIELDS = [
  {
    title: { kind: 'text', name: 'settings.descriptions.pickup_order.title', label: msg`Pickup: title` },
    subtitles: { name: 'settings.descriptions.pickup_order.subtitles', label: msg`Pickup: subtitles` },
  },
  {
    title: { kind: 'text', name: 'settings.descriptions.delivery_order.title', label: msg`Delivery: title` },
    subtitles: { name: 'settings.descriptions.delivery_order.subtitles', label: msg`Delivery: subtitles` },
  },
] as const satisfies readonly {
  title: FieldSpec<BrandRequest>;
  subtitles: { name: Path<BrandRequest>; label: MessageDescriptor };
}[];

export const BRAND_LISTS = {
  announcements: {
    legend: msg`Announcements`,
    name: 'announcements',
    columns: 'sm:grid-cols-4',
    fields: [
      { kind: 'text', name: 'title', label: msg`Title` },
      { kind: 'text', name: 'short_description', label: msg`Short text` },
      { kind: 'check', name: 'active', label: msg`Shown` },
    ],
    removeLabel: msg`Remove announcement`,
    add: {
      label: msg`Add an announcement`,
      row: { title: '', short_description: null, description: null, active: true },
    },
  },
  testimonials: {
    legend: msg`Testimonials`,
    name: 'testimonials',
    columns: 'sm:grid-cols-4',
    fields: [
      { kind: 'text', name: 'author', label: msg`Author` },
      { kind: 'text', name: 'quote', label: msg`Quote` },
      { kind: 'number', name: 'rating', label: msg`Stars (1–5)` },
    ],
    removeLabel: msg`Remove testimonial`,
    add: { label: msg`Add a testimonial`, row: { author: '', quote: '', rating: 5 } },
  },
  signatureDishes: {
    legend: msg`Signature dishes`,
    name: 'signature_dishes',
    columns: 'sm:grid-cols-[1fr_1fr_8rem_auto]',
    fields: [
      { kind: 'text', name: 'name', label: msg`Dish` },
      { kind: 'text', name: 'description', label: msg`Description` },
      { kind: 'number', name: 'price', label: msg`Price ($)` },
    ],
    removeLabel: msg`Remove dish`,
    add: { label: msg`Add a dish`, row: { item: null, name: '', description: null, price: 0, image: null } },
  },
  gallery: {
    name: 'gallery',
    columns: 'sm:grid-cols-3',
    fields: [{ kind: 'text', name: 'caption', label: msg`Caption` }],
    removeLabel: msg`Remove photo`,
  },
} satisfies Record<string, AnyFieldList<BrandRequest>>;

/** The fields of each part whose words the owner gives in the tenant's other languages too (issue 31). */
export const BRAND_TRANSLATED = {
  about: ['slogan', 'description'],
  announcements: ['title', 'short_description'],
  gallery: ['caption'],
  signatureDishes: ['name', 'description'],
  welcomePopup: ['settings.welcome_popup.title', 'settings.welcome_popup.message'],
  transitionPopup: [
    'settings.transition_popup.title',
    'settings.transition_popup.message',
    'settings.transition_popup.new_site_name',
  ],
} as const;
