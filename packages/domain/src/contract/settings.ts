/*
 * Configuration shapes, in the spec's field names. Stored as JSON beside their row and sent as-is
 * (money inside configuration is in dollars on the wire and in the database, as the spec shows it;
 * the pricing code converts it with the money codec). The shapes are the outputs of the tenant
 * document's zod schemas (tenant/*.ts), so a setting is defined once, with its validation.
 */
import type { z } from 'zod';
import type {
  orderDescriptionSchema,
  tenantSettingsSchema,
  transitionPopupSchema,
  welcomePopupSchema,
} from './tenant/brand';
import type {
  deliveryCutoffSchema,
  deliveryFeeTierSchema,
  deliveryOptionsSchema,
  onlinePaymentSettingsSchema,
  restaurantSettingsSchema,
  rushHourDaySchema,
  timeOfDayRangeSchema,
} from './tenant/location';
import type { itemSizeSchema, optionGroupSchema, optionSchema, subItemSchema } from './tenant/menu';
import type { photoSchema } from './tenant/fields';
import type { promoApplyOptionSchema, promotionRulesSchema } from './tenant/promotion';
import type { CopyByLocale } from '../i18n/locales';

export type Theme = 'gold' | 'emerald';
export type Weekday = 'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday';
export const WEEKDAYS: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

export type OrderDescription = z.output<typeof orderDescriptionSchema>;

export type TenantSettings = z.output<typeof tenantSettingsSchema>;

/** The popup that sends diners of a moved location to its new brand's site (accounts-and-extras §4). */
export type TransitionPopupSettings = z.output<typeof transitionPopupSchema>;

/** The popup that greets diners arriving from the old brand's site (accounts-and-extras §4). */
export type WelcomePopupSettings = z.output<typeof welcomePopupSchema>;

export type TimeOfDayRange = z.output<typeof timeOfDayRangeSchema>;

export type RegularBusinessHours = Record<Weekday, TimeOfDayRange>;

export type RushHourDay = z.output<typeof rushHourDaySchema>;

export type RushHourSettings = Record<Weekday, RushHourDay>;

export type DeliveryCutoff = z.output<typeof deliveryCutoffSchema>;

export type RestaurantSettings = z.output<typeof restaurantSettingsSchema>;

export type DeliveryFeeTier = z.output<typeof deliveryFeeTierSchema>;

export type DeliveryOptions = z.output<typeof deliveryOptionsSchema>;

export type OnlinePaymentSettings = z.output<typeof onlinePaymentSettingsSchema>;

/** The promotion types are the engine's registry (promotions/registry.ts): a new type is one file there. */
export type { PromotionType } from '../promotions/registry';

export type PromoApplyOption = z.output<typeof promoApplyOptionSchema>;

/** The rule fields of a promotion beyond its display fields (spec §3, Promotion). */
export type PromotionRules = z.output<typeof promotionRulesSchema>;

export type ItemSize = z.output<typeof itemSizeSchema> & { _id: string };

export type OptionItem = z.output<typeof optionSchema> & { _id: string };

export type OptionGroup = Omit<z.output<typeof optionGroupSchema>, 'items'> & {
  _id: string;
  items: OptionItem[];
};

export const MENU_TAGS = [
  'spicy_mild',
  'spicy_medium',
  'spicy_hot',
  'gluten_friendly',
  'new',
  'peanut',
  'vegetarian',
] as const;
export type MenuTag = (typeof MENU_TAGS)[number];

/** The tags' display text (ordering-core §2, Menus), on the menu and in the owner console. */
export const MENU_TAG_LABELS: Record<MenuTag, string> = {
  spicy_mild: 'Mild',
  spicy_medium: 'Medium',
  spicy_hot: 'Hot',
  gluten_friendly: 'Gluten Friendly',
  new: 'New',
  peanut: 'Contains Peanuts',
  vegetarian: 'Vegetarian',
};

/**
 * The allergens a menu item may contain: Health Canada's priority food allergens (the demo brands
 * are Canadian). An item lists the ones it contains; the menus filter on them.
 */
export const ALLERGENS = [
  'milk',
  'egg',
  'wheat',
  'soy',
  'peanut',
  'tree_nut',
  'sesame',
  'fish',
  'shellfish',
  'mustard',
  'sulphite',
] as const;

export type Allergen = (typeof ALLERGENS)[number];

export const isAllergen = (value: unknown): value is Allergen =>
  (ALLERGENS as readonly unknown[]).includes(value);

/**
 * How the storefront names each allergen in each language ('Contains: Milk, Wheat (gluten)'): Health
 * Canada's own names in English and French, the same for every restaurant (issue 31).
 */
export const ALLERGEN_NAMES: CopyByLocale<Record<Allergen, string>> = {
  en: {
    milk: 'Milk',
    egg: 'Eggs',
    wheat: 'Wheat (gluten)',
    soy: 'Soy',
    peanut: 'Peanuts',
    tree_nut: 'Tree nuts',
    sesame: 'Sesame',
    fish: 'Fish',
    shellfish: 'Shellfish',
    mustard: 'Mustard',
    sulphite: 'Sulphites',
  },
  fr: {
    milk: 'Lait',
    egg: 'Œufs',
    wheat: 'Blé (gluten)',
    soy: 'Soja',
    peanut: 'Arachides',
    tree_nut: 'Noix',
    sesame: 'Sésame',
    fish: 'Poisson',
    shellfish: 'Crustacés et mollusques',
    mustard: 'Moutarde',
    sulphite: 'Sulfites',
  },
};

export const ALLERGEN_LABELS: Record<Allergen, string> = ALLERGEN_NAMES.en;

export type SubItem = z.output<typeof subItemSchema>;

export type Photo = z.output<typeof photoSchema>;

export interface TenantContent {
  hero_image: Photo | null;
  about: string | null;
}

/** The spec's deliveryMethod (order state): pickup or delivery. */
export type DeliveryMethod = 'Pickup' | 'Delivery';
