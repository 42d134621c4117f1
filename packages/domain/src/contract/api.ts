import type { Locale } from '../i18n/locales';
/*
 * The read API's response shapes (`/api/eater/...`), in the spec's field names. Money is in dollars on
 * the wire. The server's presenters produce these; the storefront consumes them.
 */
import type {
  Allergen,
  DeliveryOptions,
  ItemSize,
  OnlinePaymentSettings,
  OptionGroup,
  Photo,
  PromotionRules,
  PromotionType,
  RegularBusinessHours,
  RestaurantSettings,
  RushHourSettings,
  SubItem,
  TenantSettings,
  Theme,
} from './settings';
import type { RestaurantOperations } from './operations';

export interface ApiImage {
  url: string;
  webp_url: string | null;
}

/** How a location is reached: stored and served as these columns. */
export interface RestaurantContact {
  phone: string | null;
  email: string | null;
  address_1: string | null;
  address_2: string | null;
  city_town: string | null;
  state_province: string | null;
  postal_code: string | null;
}

export interface ApiRestaurant extends RestaurantContact {
  _id: string;
  id: string;
  name: string;
  slug: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  regular_business_hours: RegularBusinessHours;
  settings: RestaurantSettings & { rush_hour_settings: RushHourSettings };
  delivery_options: DeliveryOptions;
  online_payment_settings: OnlinePaymentSettings;
  /** The staff's pause, busy mode and slot capacity; absent means none. */
  operations?: RestaurantOperations;
}

export interface ApiHolidayHours {
  _id: string;
  restaurant: string;
  date: string;
  is_open: boolean;
  open_time: string | null;
  close_time: string | null;
  note: string | null;
}

export interface ApiBusinessHours {
  restaurant: string;
  regular_business_hours: RegularBusinessHours;
  holiday_hours: ApiHolidayHours[];
}

export interface ApiPromotion {
  _id: string;
  name: string;
  description: string | null;
  type: PromotionType;
  image: ApiImage | null;
  available_option: 'Unlimited' | 'Date range';
  available_from: string | null;
  available_until: string | null;
  conditions: string[];
  instructions: string[];
  disabled: boolean;
  promo_apply_option: 'Automatically' | 'Coupon code';
  /** The rule fields; a promotion's coupon code itself is never published. */
  rules: PromotionRules;
}

export interface ApiAnnouncement {
  _id: string;
  title: string;
  short_description: string | null;
  description: string | null;
}

export interface ApiGalleryImage {
  _id: string;
  caption: string | null;
  image: ApiImage & { width: number | null; height: number | null };
}

export interface ApiTestimonial {
  _id: string;
  author: string;
  quote: string;
  rating: number;
}

export interface ApiGiftCardProduct {
  id: string;
  _id: string;
  name: string;
  description: string | null;
  price: number;
  unitPrice: number;
  quantity: number;
  image: ApiImage | null;
  validFrom: string | null;
  validUntil: string | null;
}

export interface ApiSignatureDish {
  _id: string;
  name: string;
  description: string | null;
  price: number;
  image: ApiImage | null;
  menu_item: string | null;
}

export interface ApiTenantSummary {
  _id: string;
  name: string;
  slug: string;
  website_url: string | null;
}

export interface ApiTenant {
  _id: string;
  name: string;
  slogan: string | null;
  slug: string;
  /** The languages the storefront offers (issue 31), and the one pages without a prefix are in. */
  languages: Locale[];
  defaultLanguage: Locale;
  description: string | null;
  phone: string | null;
  email: string | null;
  logo: ApiImage | null;
  favicon: ApiImage | null;
  website_url: string | null;
  facebook_url: string | null;
  twitter_url: string | null;
  wechat_url: string | null;
  instagram_url: string | null;
  theme: Theme;
  settings: TenantSettings & { online_payment_settings: { accept_online_payment: boolean } };
  restaurants: ApiRestaurant[];
  promotions: ApiPromotion[];
  announcements: ApiAnnouncement[];
  gallery: ApiGalleryImage[];
  giftCardProducts: ApiGiftCardProduct[];
  testimonials: ApiTestimonial[];
  /** False until the tenant has a menu diners can see: the home page says "coming soon" (issue 19). */
  hasMenu: boolean;
}

export interface ApiMenuItem {
  _id: string;
  cd: string | null;
  name: string;
  printName: string | null;
  description: string | null;
  price: number;
  sizes: ItemSize[];
  options: OptionGroup[];
  photos: Photo[];
  tags: string[];
  sub_items: SubItem[];
  /** The allergens the item contains (none listed: none declared). */
  allergens: Allergen[];
  sold_out_until: string | null;
}

export interface ApiMenuSection {
  _id: string;
  name: string;
  description: string | null;
  is_promotion: boolean;
  promotion: string | null;
  items: ApiMenuItem[];
}

export interface ApiMenu {
  _id: string;
  name: string;
  description: string | null;
  duration: { name: string; time_start: string | null; time_end: string | null };
  online_ordering: boolean;
  sections: ApiMenuSection[];
}

export interface ApiMenus {
  menus: ApiMenu[];
  /** The items of promotion sections, grouped by their promotion (the menu's Promotions tab). */
  promotion_items: { promotion: string | null; section: string; name: string; items: ApiMenuItem[] }[];
}

export interface ApiError {
  message: string;
  code: string;
}
