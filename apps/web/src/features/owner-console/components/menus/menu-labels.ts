import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ConsoleMenuItem, MenuFields, SectionFields } from '@storefront/domain';

/*
 * What the menu editor calls each field of a menu, a section and an item (menu-forms.tsx), and what
 * Activity calls it after a change (audit-fields.ts): one table per part, typed over the part's
 * fields, so a field the editor gains is named in both or fails the typecheck.
 */

/** Shown on a menu's and a section's form alike. */
const PART_LABELS = {
  name: msg`Name`,
  description: msg`Description`,
  hidden_from_public: msg`Hidden from diners`,
  disabled: msg`Disabled`,
  translations: msg`Translations`,
} as const;

export const MENU_LABELS = {
  ...PART_LABELS,
  duration: msg`Time window`,
  online_ordering: msg`Online ordering (off: a dine-in menu)`,
} as const satisfies Record<keyof MenuFields, MessageDescriptor>;

/** A section's promotion is set with the promotion, not in the menu editor. */
export const SECTION_LABELS = {
  ...PART_LABELS,
  station: msg`Kitchen station (printers)`,
} as const satisfies Record<keyof Omit<SectionFields, 'promotion'>, MessageDescriptor>;

export const MENU_ITEM_LABELS = {
  ...PART_LABELS,
  code: msg`Code`,
  print_name: msg`Kitchen name`,
  price: msg`Price`,
  sizes: msg`Sizes`,
  options: msg`Option groups`,
  photos: msg`Photo`,
  tags: msg`Tags (spice and more)`,
  allergens: msg`Allergens`,
  station: msg`Kitchen station (printers)`,
  sold_out_until: msg`Sold out`,
  sub_items: msg`Items in it`,
} as const satisfies Record<keyof Omit<ConsoleMenuItem, '_id'>, MessageDescriptor>;
