/*
 * Configuration shapes, in the spec's field names. Stored as JSON beside their row and sent as-is
 * (money inside configuration is in dollars on the wire and in the database, as the spec shows it;
 * the pricing code converts it with the money codec).
 */

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

export interface OrderDescription {
  title: string;
  subtitles: string[];
}

export interface TenantSettings {
  online_ordering: boolean;
  online_reservation: boolean;
  membership: boolean;
  gift_card: boolean;
  coupon: boolean;
  loyalty_reward_program: boolean;
  loyalty_points_per_order: number;
  loyalty_points_per_dollar: number;
  loyalty_points_per_referral: number;
  /** Dollars off a referred member's first order (the spec's "$5 off"). */
  referral_first_order_discount: number;
  time_zone: string;
  primary_color: string;
  descriptions: { pickup_order: OrderDescription; delivery_order: OrderDescription };
  /**
   * The promotional banner of the cart and the drawer, one offer for both: "spend {threshold}, save
   * {discount}" (dollars; 0 turns it off). Rows written before this read their old `cart` figures
   * (`promotionalBannerOf`).
   */
  promotional_banner: { threshold: number; discount: number };
  google_analytics_tracking_id: string | null;
  microsoft_clarity_tracking_id: string | null;
  /** The popup that sends diners of a moved location to its new brand's site (accounts-and-extras §4). */
  transition_popup: TransitionPopupSettings | null;
  /** The popup that greets diners arriving from the old brand's site (accounts-and-extras §4). */
  welcome_popup: WelcomePopupSettings | null;
  /** Home promotions carousel: milliseconds per slide (the spec's 1 s by default). */
  promotion_carousel_interval_ms: number;
  /** Menu items show their codes (cd) to diners; off by default (issue 18). */
  show_item_codes: boolean;
  seo: { title: string; description: string };
}

export interface TransitionPopupSettings {
  enabled: boolean;
  /** Milliseconds after the page loads before it opens (the spec's experiment delay, default 0). */
  delay_ms: number;
  title: string;
  message: string;
  /** The new brand's name, on the Visit button's description. */
  new_site_name: string;
  /** The new brand's site; a `*.localhost` address keeps the page's port (the demo). */
  new_site_url: string;
  /** The location Stay chooses (the one that stays with this brand); null: Stay only dismisses. */
  stay_restaurant_id: string | null;
  /** The new design's colours (the spec's new-popup-design flag); null: the site's own. */
  colors: { background: string; text: string; button: string; button_text: string } | null;
}

export interface WelcomePopupSettings {
  enabled: boolean;
  title: string;
  message: string;
}

export interface TimeOfDayRange {
  is_open: boolean;
  /** 'hh:mm A' as the spec shows it, e.g. '11:00 AM'. */
  open_time: string;
  close_time: string;
}

export type RegularBusinessHours = Record<Weekday, TimeOfDayRange>;

export interface RushHourDay {
  disabled: boolean;
  rush_hour_start: string;
  rush_hour_end: string;
  online_order_lead_time: number;
  delivery_order_lead_time: number;
}

export type RushHourSettings = Record<Weekday, RushHourDay>;

export interface DeliveryCutoff {
  /** YYYY-MM-DD in the restaurant's time zone. */
  date: string;
  /** 'HH:mm' (24 h): after it, delivery is not offered on that date. */
  time: string;
}

export interface RestaurantSettings {
  time_zone: string;
  time_format: '12' | '24';
  date_format: string;
  datetime_format: string;
  tax_rate: number;
  gst_rate: number;
  pst_rate: number;
  currency_code: string;
  online_ordering: boolean;
  /** Shown on the location chooser when online ordering is off (replaces the spec's hard-coded date). */
  online_ordering_paused_message: string | null;
  online_order_start: number;
  online_order_end: number;
  pickup_time_interval_in_minutes: number;
  delivery_time_interval_in_minutes: number;
  online_order_lead_time: number;
  delivery_order_lead_time: number;
  online_reservation: boolean;
  max_party_size: number;
  future_reservation_days: number;
  online_reservation_start: number;
  online_reservation_end: number;
  /** Parties the restaurant takes per 30-minute reservation slot; 0 means no limit. */
  max_reservations_per_slot: number;
  /** Diners may cancel or move a booking until this many minutes before it (issue 15). */
  reservation_change_cutoff_minutes: number;
  menu_extra_option: boolean;
  menu_special_request_allowed: boolean;
  delivery_cutoffs: DeliveryCutoff[];
  /** How many days ahead pickup and delivery can be scheduled (today included). */
  future_order_days: number;
}

export interface DeliveryFeeTier {
  min_radius: number;
  max_radius: number;
  fee: number;
}

export interface DeliveryOptions {
  support_pickup: boolean;
  support_delivery: boolean;
  delivery_fee: number;
  delivery_fees: DeliveryFeeTier[];
  minimum_order_amount: number;
  /** Comma-separated three-character postal prefixes, e.g. 'S7H, S7J'. */
  delivery_area_postal_codes: string;
  /** Kilometres. */
  delivery_area_radius: number;
}

export interface OnlinePaymentSettings {
  accept_online_payment: boolean;
  stripe_api_publishable_key: string | null;
  /** The restaurant's connected account on the platform's Stripe (Connect; decision 0030). */
  stripe_account_id: string | null;
}

/** The promotion types are the engine's registry (promotions/registry.ts): a new type is one file there. */
export type { PromotionType } from '../promotions/registry';

export type PromoApplyOption = 'Automatically' | 'Coupon code';

/** The rule fields of a promotion beyond its display fields (spec §3, Promotion). */
export interface PromotionRules {
  allowed_order_channel: 'Online' | 'Any';
  /** Restaurant ids; empty means every restaurant of the tenant. */
  restaurants: string[];
  allowed_delivery_method: 'Pickup' | 'Delivery' | 'Any type';
  /** Per weekday: selected, from and until ('HH:mm', restaurant time zone). */
  weekdays: Record<Weekday, { selected: boolean; from: string; until: string }>;
  /** Item ids or codes. */
  eligible_items_group_1: string[];
  eligible_items_group_2: string[];
  discount_on_items_group_1: number;
  discount_on_cheapest_item: number;
  discount_on_most_expensive_item: number;
  must_be_same_item: boolean;
  discount_percentage: number;
  discount_amount: number;
  minimum_order_amount_option: 'Not applicable' | 'Minimum amount';
  minimum_order_amount: number;
  highlight_custom_selection_cart_value_exceeds: number;
  is_next_order_coupon: boolean;
  /** A welcome code: once per email and per member, and only by someone who has not ordered here before. */
  first_order_only: boolean;
  coupon_code_expire_in: number | null;
  coupon_code_expire_unit: 'days' | 'weeks' | 'months' | null;
  free_delivery_condition: 'Distance' | 'PostalCode' | null;
  delivery_distance_in_meter: number | null;
  delivery_area_postal_codes: string | null;
  /** Payment method reward: the method that earns it. */
  payment_method: 'Online' | 'Offline' | null;
}

export interface ItemSize {
  _id: string;
  name: string;
  price: number;
}

export interface OptionItem {
  _id: string;
  name: string;
  additional_cost: number;
  hidden_from_public: boolean;
  /** 86'd from the staff console until this instant (ISO); absent or null: available. */
  sold_out_until?: string | null;
}

export interface OptionGroup {
  _id: string;
  name: string;
  selection_type: 'Single' | 'Multiple';
  min_selected: number;
  max_selected: number;
  number_of_free_options: number;
  information: string | null;
  /** Extra options only show when the restaurant's menu_extra_option is on. */
  is_extra: boolean;
  hidden_from_public: boolean;
  items: OptionItem[];
}

export type MenuTag =
  'spicy_mild' | 'spicy_medium' | 'spicy_hot' | 'gluten_friendly' | 'new' | 'peanut' | 'vegetarian';

export const MENU_TAGS: readonly MenuTag[] = [
  'spicy_mild',
  'spicy_medium',
  'spicy_hot',
  'gluten_friendly',
  'new',
  'peanut',
  'vegetarian',
];

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

/** How the storefront names each allergen ('Contains: Milk, Wheat (gluten)'). */
export const ALLERGEN_LABELS: Record<Allergen, string> = {
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
};

export interface SubItem {
  name: string;
  /** 0 (not spicy) to 3 (hot). */
  spicy: number;
}

export interface Photo {
  url: string;
  webp_url: string | null;
  width: number | null;
  height: number | null;
}

export interface TenantContent {
  hero_image: Photo | null;
  about: string | null;
}

/** The spec's deliveryMethod (order state): pickup or delivery. */
export type DeliveryMethod = 'Pickup' | 'Delivery';
