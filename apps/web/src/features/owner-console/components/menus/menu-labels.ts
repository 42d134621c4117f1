import type { ConsoleMenuItem, MenuFields, SectionFields } from '@storefront/domain';

/*
 * What the menu editor calls each field of a menu, a section and an item (menu-forms.tsx), and what
 * Activity calls it after a change (audit-fields.ts): one table per part, typed over the part's
 * fields, so a field the editor gains is named in both or fails the typecheck.
 */

/** Shown on a menu's and a section's form alike. */
const PART_LABELS = {
  name: 'Name',
  description: 'Description',
  hidden_from_public: 'Hidden from diners',
  disabled: 'Disabled',
  translations: 'Translations',
} as const;

export const MENU_LABELS = {
  ...PART_LABELS,
  duration: 'Time window',
  online_ordering: 'Online ordering (off: a dine-in menu)',
} as const satisfies Record<keyof MenuFields, string>;

/** A section's promotion is set with the promotion, not in the menu editor. */
export const SECTION_LABELS = {
  ...PART_LABELS,
  station: 'Kitchen station (printers)',
} as const satisfies Record<keyof Omit<SectionFields, 'promotion'>, string>;

export const MENU_ITEM_LABELS = {
  ...PART_LABELS,
  code: 'Code',
  print_name: 'Kitchen name',
  price: 'Price',
  sizes: 'Sizes',
  options: 'Option groups',
  photos: 'Photo',
  tags: 'Tags (spice and more)',
  allergens: 'Allergens',
  station: 'Kitchen station (printers)',
  sold_out_until: 'Sold out',
  // Kept from a tenant document; the editor shows no field for them.
  sub_items: 'Items in it',
} as const satisfies Record<keyof Omit<ConsoleMenuItem, '_id'>, string>;
