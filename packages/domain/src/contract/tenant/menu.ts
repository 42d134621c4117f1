/*
 * A location's menus as the menus, menu_sections and menu_items rows store them, without ids: items
 * are named by their code (unique in a location), promotion sections by their promotion's key. The
 * menu types of contract/settings.ts (sizes, option groups, tags, sub-items) are these schemas'
 * outputs, plus the ids the database gives them.
 */
import { z } from 'zod';
import { ALLERGENS, MENU_TAGS } from '../settings';
import { optionalStation } from './printer';
import { translationsSchema } from './translations';
import { clock24, dollars, instantRef, optionalText, photoSchema, text, wholeNumber } from './fields';

/**
 * How large a location's menus may be (issue 27 item 6): room for the largest real restaurant menus
 * (hundreds of items, a few thousand options) while one tenant's menu can never grow to megabytes
 * that slow every other tenant's pages. The console, its API and the tenant import all refuse more,
 * each with the message below; `npm run proof -- noisy` serves the largest allowed menu under load.
 */
export const MENU_LIMITS = {
  menusPerLocation: 20,
  sectionsPerMenu: 60,
  itemsPerSection: 300,
  itemsPerLocation: 1_500,
  sizesPerItem: 12,
  optionGroupsPerItem: 25,
  optionsPerGroup: 100,
  optionsPerItem: 300,
  optionsPerLocation: 20_000,
  photosPerItem: 8,
  subItemsPerItem: 30,
} as const;

export const MENU_LIMIT_MESSAGES = {
  menusPerLocation: `A location can have at most ${MENU_LIMITS.menusPerLocation} menus`,
  sectionsPerMenu: `A menu can have at most ${MENU_LIMITS.sectionsPerMenu} sections`,
  itemsPerSection: `A section can have at most ${MENU_LIMITS.itemsPerSection} items`,
  itemsPerLocation: `A location can have at most ${MENU_LIMITS.itemsPerLocation.toLocaleString('en-CA')} items`,
  sizesPerItem: `An item can have at most ${MENU_LIMITS.sizesPerItem} sizes`,
  optionGroupsPerItem: `An item can have at most ${MENU_LIMITS.optionGroupsPerItem} option groups`,
  optionsPerGroup: `An option group can have at most ${MENU_LIMITS.optionsPerGroup} options`,
  optionsPerItem: `An item can have at most ${MENU_LIMITS.optionsPerItem} options in all its groups`,
  optionsPerLocation: `A location can have at most ${MENU_LIMITS.optionsPerLocation.toLocaleString('en-CA')} options in all its items`,
  photosPerItem: `An item can have at most ${MENU_LIMITS.photosPerItem} photos`,
  subItemsPerItem: `An item can have at most ${MENU_LIMITS.subItemsPerItem} sub-items`,
} as const satisfies Record<keyof typeof MENU_LIMITS, string>;

/** A list of at most `MENU_LIMITS[limit]` entries, refused past it with its message. */
const limited = <T extends z.ZodType>(entry: T, limit: keyof typeof MENU_LIMITS) =>
  z.array(entry).max(MENU_LIMITS[limit], MENU_LIMIT_MESSAGES[limit]);

/** Options in all of an item's groups: what the menu's size grows with. */
export const optionCountOf = (item: { options: readonly { items: readonly unknown[] }[] }): number =>
  item.options.reduce((sum, group) => sum + group.items.length, 0);

/**
 * The location-wide limits a single item, section or menu cannot see: items and options in all its
 * menus. Null when within them, or the message of the first one passed.
 */
export function locationMenuExcess(totals: { items: number; options: number }): string | null {
  if (totals.items > MENU_LIMITS.itemsPerLocation) return MENU_LIMIT_MESSAGES.itemsPerLocation;
  if (totals.options > MENU_LIMITS.optionsPerLocation) return MENU_LIMIT_MESSAGES.optionsPerLocation;
  return null;
}

export const allergenSchema = z.enum(ALLERGENS, {
  message: `An allergen is one of ${ALLERGENS.join(', ')}`,
});

export const menuTagSchema = z.enum(MENU_TAGS, {
  message: `A tag is one of ${MENU_TAGS.join(', ')}`,
});

export const subItemSchema = z.object({
  name: text('The sub-item name', 120),
  translations: translationsSchema('The sub-item', { name: 120 }),
  /** 0 (not spicy) to 3 (hot). */
  spicy: wholeNumber('The spice level', 0, 3),
});

export const itemSizeSchema = z.object({
  name: text('The size name', 80),
  translations: translationsSchema('The size', { name: 80 }),
  price: dollars('The size price'),
});

export const optionSchema = z.object({
  name: text('The option name', 120),
  translations: translationsSchema('The option', { name: 120 }),
  additional_cost: dollars('The option price').default(0),
  hidden_from_public: z.boolean().default(false),
  /** 86'd from the staff console until this instant; absent or null: available. */
  sold_out_until: instantRef('Sold out until').nullable().optional(),
});

export const optionGroupSchema = z
  .object({
    name: text('The option group name', 120),
    translations: translationsSchema('The option group', { name: 120, information: 500 }),
    selection_type: z.enum(['Single', 'Multiple'], { message: 'The selection is Single or Multiple' }),
    min_selected: wholeNumber('The fewest choices', 0, 100),
    max_selected: wholeNumber('The most choices', 0, 100),
    /** The first this many choices are free. */
    number_of_free_options: wholeNumber('Free choices', 0, 100).default(0),
    information: optionalText('The information', 500),
    /** Extra options only show when the restaurant's menu_extra_option is on. */
    is_extra: z.boolean().default(false),
    hidden_from_public: z.boolean().default(false),
    items: limited(optionSchema, 'optionsPerGroup').min(1, 'An option group needs at least one option'),
  })
  .refine((g) => g.min_selected <= g.max_selected, {
    message: 'The fewest choices cannot be more than the most choices',
    path: ['min_selected'],
  })
  .refine((g) => g.selection_type === 'Multiple' || g.max_selected <= 1, {
    message: 'A Single group takes at most one choice',
    path: ['max_selected'],
  })
  .refine((g) => g.min_selected <= g.items.length, {
    message: 'The fewest choices cannot be more than the options there are',
    path: ['min_selected'],
  });

export const menuItemSchema = z
  .object({
    /** The item's code (unique in its location): what promotions and signature dishes name it by. */
    code: text('The item code', 40),
    name: text('The item name', 200),
    /** The kitchen ticket name; the name in capitals when null. */
    print_name: optionalText('The kitchen name', 200),
    description: optionalText('The description', 2000),
    translations: translationsSchema('The item', { name: 200, description: 2000 }),
    /** Dollars; with sizes, the first size's price. */
    price: dollars('The price'),
    sizes: limited(itemSizeSchema, 'sizesPerItem').default([]),
    options: limited(optionGroupSchema, 'optionGroupsPerItem').default([]),
    photos: limited(photoSchema, 'photosPerItem').default([]),
    tags: z.array(menuTagSchema).default([]),
    sub_items: limited(subItemSchema, 'subItemsPerItem').default([]),
    /** The allergens the item contains (issue 18). */
    allergens: z.array(allergenSchema).default([]),
    /** The kitchen station it is made at (issue 29); null: its section's. */
    station: optionalStation,
    /** Sold out (86'd) until this instant; null: available. */
    sold_out_until: instantRef('Sold out until').nullable().default(null),
    hidden_from_public: z.boolean().default(false),
    disabled: z.boolean().default(false),
  })
  .refine((item) => item.sizes.length === 0 || item.sizes[0]!.price === item.price, {
    message: 'With sizes, the price is the first size’s price',
    path: ['price'],
  })
  .refine((item) => optionCountOf(item) <= MENU_LIMITS.optionsPerItem, {
    message: MENU_LIMIT_MESSAGES.optionsPerItem,
    path: ['options'],
  });

/** The name and description of a menu or a section, and their translations. */
const describedFields = (part: 'menu' | 'section') => ({
  name: text(`The ${part} name`, 200),
  description: optionalText('The description', 2000),
  translations: translationsSchema(`The ${part}`, { name: 200, description: 2000 }),
});

export const menuSectionSchema = z.object({
  ...describedFields('section'),
  hidden_from_public: z.boolean().default(false),
  disabled: z.boolean().default(false),
  /** A promotion section: the key of the promotion its items belong to. */
  promotion: z.string().min(1).nullable().default(null),
  /** The kitchen station its items are made at (issue 29); null: the kitchen. */
  station: optionalStation,
  items: limited(menuItemSchema, 'itemsPerSection').default([]),
});

/** When a menu is served: all day, or a named window ('Lunch', 11:00 to 14:00). */
export const menuDurationSchema = z.object({
  name: text('The time window name', 80),
  start: clock24('The window start'),
  end: clock24('The window end'),
});

export const menuSchema = z.object({
  ...describedFields('menu'),
  /** Null: served all day. */
  duration: menuDurationSchema.nullable().default(null),
  /** False: a dine-in menu, shown but not ordered from online. */
  online_ordering: z.boolean().default(true),
  hidden_from_public: z.boolean().default(false),
  disabled: z.boolean().default(false),
  sections: limited(menuSectionSchema, 'sectionsPerMenu').default([]),
});

export type Menu = z.output<typeof menuSchema>;
export type MenuItem = z.output<typeof menuItemSchema>;
