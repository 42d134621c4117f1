/*
 * The owner console's menus (issue 19 item 1): the wire shapes of GET and the writes under
 * /api/staff. A write's body is the tenant document's own schema (contract/tenant/menu.ts) without
 * the parts another request owns (a menu's sections, a section's items, an item's photos), so a
 * field has one rule and one message in the console's forms, on the server and in an imported file.
 */
import { z } from 'zod';
import type { ItemSize, OptionGroup } from './settings';
import { menuItemSchema, menuSchema, menuSectionSchema, type Menu, type MenuItem } from './tenant/menu';

/** A menu's own fields: name, description, time window, online ordering or dine-in, hidden, disabled. */
export const menuFieldsSchema = menuSchema.omit({ sections: true });

/** A section's own fields: name, description, hidden, disabled. */
export const sectionFieldsSchema = menuSectionSchema.omit({ items: true, promotion: true });

/**
 * An item as the tenant document has it. Its photos are the upload's (POST …/items/{id}/photo);
 * the server keeps the item's own whatever this says. Sizes, option groups and options keep their
 * ids by name: renaming one makes it a new one (a cart holding the old one is asked to choose again).
 */
export const itemFieldsSchema = menuItemSchema;

export const MENU_CONSOLE_MESSAGES = {
  idsInvalid: 'ids must list every one of them once, in the new order.',
  codeTaken: (code: string) => `code: The item code ${code} is already used at this location`,
  photoTooLarge: (megabytes: number) =>
    `The photo is larger than ${megabytes} MB. Please choose a smaller photo.`,
  photoType: 'The photo must be a JPEG, PNG or WebP image.',
  photoUnreadable: 'The photo could not be read as an image. Please choose another file.',
  photoMissing: 'Please choose a photo to upload.',
} as const;

/** The new order of a list (menus of a location, sections of a menu, items of a section). */
export const reorderSchema = z.object({
  ids: z
    .array(z.string().max(64), { message: MENU_CONSOLE_MESSAGES.idsInvalid })
    .min(1, MENU_CONSOLE_MESSAGES.idsInvalid)
    .max(1000, MENU_CONSOLE_MESSAGES.idsInvalid),
});

export type MenuFields = z.output<typeof menuFieldsSchema>;
export type SectionFields = z.output<typeof sectionFieldsSchema>;
export type ItemFields = z.output<typeof itemFieldsSchema>;
export type ReorderRequest = z.input<typeof reorderSchema>;

export type ConsoleMenuItem = Omit<MenuItem, 'sizes' | 'options'> & {
  _id: string;
  sizes: ItemSize[];
  options: OptionGroup[];
};

export type ConsoleMenuSection = SectionFields & {
  _id: string;
  /** A promotion's section (its items come from the promotion; edited with the promotion). */
  promotion_id: string | null;
  items: ConsoleMenuItem[];
};

export type ConsoleMenu = Omit<Menu, 'sections'> & { _id: string; sections: ConsoleMenuSection[] };

/** GET /api/staff/restaurants/{id}/menu-tree: every menu, hidden and disabled ones too, in order. */
export interface ConsoleMenusResponse {
  restaurantId: string;
  menus: ConsoleMenu[];
}

/** The largest photo the console takes, and the kinds. */
export const MENU_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const MENU_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
