/*
 * A location's menus as the menus, menu_sections and menu_items rows store them, without ids: items
 * are named by their code (unique in a location), promotion sections by their promotion's key. The
 * menu types of contract/settings.ts (sizes, option groups, tags, sub-items) are these schemas'
 * outputs, plus the ids the database gives them.
 */
import { z } from 'zod';
import { MENU_TAGS } from '../settings';
import { clock24, dollars, instantRef, optionalText, photoSchema, text, wholeNumber } from './fields';

export const menuTagSchema = z.enum(MENU_TAGS, {
  message: `A tag is one of ${MENU_TAGS.join(', ')}`,
});

export const subItemSchema = z.object({
  name: text('The sub-item name', 120),
  /** 0 (not spicy) to 3 (hot). */
  spicy: wholeNumber('The spice level', 0, 3),
});

export const itemSizeSchema = z.object({
  name: text('The size name', 80),
  price: dollars('The size price'),
});

export const optionSchema = z.object({
  name: text('The option name', 120),
  additional_cost: dollars('The option price').default(0),
  hidden_from_public: z.boolean().default(false),
  /** 86'd from the staff console until this instant; absent or null: available. */
  sold_out_until: instantRef('Sold out until').nullable().optional(),
});

export const optionGroupSchema = z
  .object({
    name: text('The option group name', 120),
    selection_type: z.enum(['Single', 'Multiple'], { message: 'The selection is Single or Multiple' }),
    min_selected: wholeNumber('The fewest choices', 0, 100),
    max_selected: wholeNumber('The most choices', 0, 100),
    /** The first this many choices are free. */
    number_of_free_options: wholeNumber('Free choices', 0, 100).default(0),
    information: optionalText('The information', 500),
    /** Extra options only show when the restaurant's menu_extra_option is on. */
    is_extra: z.boolean().default(false),
    hidden_from_public: z.boolean().default(false),
    items: z.array(optionSchema).min(1, 'An option group needs at least one option'),
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
    /** Dollars; with sizes, the first size's price. */
    price: dollars('The price'),
    sizes: z.array(itemSizeSchema).default([]),
    options: z.array(optionGroupSchema).default([]),
    photos: z.array(photoSchema).default([]),
    tags: z.array(menuTagSchema).default([]),
    sub_items: z.array(subItemSchema).default([]),
    /** Sold out (86'd) until this instant; null: available. */
    sold_out_until: instantRef('Sold out until').nullable().default(null),
    hidden_from_public: z.boolean().default(false),
    disabled: z.boolean().default(false),
  })
  .refine((item) => item.sizes.length === 0 || item.sizes[0]!.price === item.price, {
    message: 'With sizes, the price is the first size’s price',
    path: ['price'],
  });

export const menuSectionSchema = z.object({
  name: text('The section name', 200),
  description: optionalText('The description', 2000),
  hidden_from_public: z.boolean().default(false),
  disabled: z.boolean().default(false),
  /** A promotion section: the key of the promotion its items belong to. */
  promotion: z.string().min(1).nullable().default(null),
  items: z.array(menuItemSchema).default([]),
});

/** When a menu is served: all day, or a named window ('Lunch', 11:00 to 14:00). */
export const menuDurationSchema = z.object({
  name: text('The time window name', 80),
  start: clock24('The window start'),
  end: clock24('The window end'),
});

export const menuSchema = z.object({
  name: text('The menu name', 200),
  description: optionalText('The description', 2000),
  /** Null: served all day. */
  duration: menuDurationSchema.nullable().default(null),
  /** False: a dine-in menu, shown but not ordered from online. */
  online_ordering: z.boolean().default(true),
  hidden_from_public: z.boolean().default(false),
  disabled: z.boolean().default(false),
  sections: z.array(menuSectionSchema).default([]),
});

export type Menu = z.output<typeof menuSchema>;
export type MenuItem = z.output<typeof menuItemSchema>;
