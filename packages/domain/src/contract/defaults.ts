/*
 * Defaults for configuration, so a row written before a setting existed still reads completely.
 * Values follow the spec's constants (§9): America/Toronto, 12-hour clock, 15-minute slots,
 * '#D4A762', the promotional banner 25/5 (the cart's figure, also the drawer's), $5 referral offer.
 */
import type {
  DeliveryOptions,
  OnlinePaymentSettings,
  PromotionRules,
  RestaurantSettings,
  RushHourSettings,
  TenantSettings,
  Weekday,
} from './settings';
import { WEEKDAYS } from './settings';

export const DEFAULT_PRIMARY_COLOR = '#D4A762';

export const DEFAULT_TENANT_SETTINGS: TenantSettings = {
  online_ordering: false,
  online_reservation: false,
  membership: false,
  gift_card: false,
  coupon: false,
  loyalty_reward_program: false,
  loyalty_points_per_order: 0,
  loyalty_points_per_dollar: 0,
  loyalty_points_per_referral: 0,
  referral_first_order_discount: 5,
  time_zone: 'America/Toronto',
  primary_color: DEFAULT_PRIMARY_COLOR,
  descriptions: {
    pickup_order: { title: 'Pick Up', subtitles: [] },
    delivery_order: { title: 'Delivery', subtitles: [] },
  },
  promotional_banner: { threshold: 25, discount: 5 },
  google_analytics_tracking_id: null,
  microsoft_clarity_tracking_id: null,
  transition_popup: null,
  welcome_popup: null,
  promotion_carousel_interval_ms: 1000,
  show_item_codes: false,
  seo: { title: '', description: '' },
};

export const DEFAULT_RESTAURANT_SETTINGS: RestaurantSettings = {
  time_zone: 'America/Toronto',
  time_format: '12',
  date_format: 'MMM D, YYYY',
  datetime_format: 'MMM D, YYYY h:mm A',
  tax_rate: 0,
  gst_rate: 0,
  pst_rate: 0,
  currency_code: 'CAD',
  online_ordering: false,
  online_ordering_paused_message: null,
  online_order_start: 0,
  online_order_end: 0,
  pickup_time_interval_in_minutes: 15,
  delivery_time_interval_in_minutes: 15,
  online_order_lead_time: 20,
  delivery_order_lead_time: 45,
  online_reservation: false,
  max_party_size: 8,
  future_reservation_days: 30,
  online_reservation_start: 0,
  online_reservation_end: 0,
  max_reservations_per_slot: 0,
  reservation_change_cutoff_minutes: 120,
  menu_extra_option: false,
  menu_special_request_allowed: false,
  delivery_cutoffs: [],
  future_order_days: 7,
};

export const DEFAULT_DELIVERY_OPTIONS: DeliveryOptions = {
  support_pickup: true,
  support_delivery: false,
  delivery_fee: 0,
  delivery_fees: [],
  minimum_order_amount: 0,
  delivery_area_postal_codes: '',
  delivery_area_radius: 0,
};

export const DEFAULT_ONLINE_PAYMENT_SETTINGS: OnlinePaymentSettings = {
  accept_online_payment: false,
  stripe_api_publishable_key: null,
  stripe_account_id: null,
};

export const DEFAULT_RUSH_HOUR_SETTINGS: RushHourSettings = Object.fromEntries(
  WEEKDAYS.map((day) => [
    day,
    {
      disabled: true,
      rush_hour_start: '11:30',
      rush_hour_end: '13:00',
      online_order_lead_time: 30,
      delivery_order_lead_time: 60,
    },
  ]),
) as Record<Weekday, RushHourSettings[Weekday]>;

export const DEFAULT_PROMOTION_RULES: PromotionRules = {
  allowed_order_channel: 'Online',
  restaurants: [],
  allowed_delivery_method: 'Any type',
  weekdays: Object.fromEntries(
    WEEKDAYS.map((day) => [day, { selected: true, from: '00:00', until: '23:59' }]),
  ) as PromotionRules['weekdays'],
  eligible_items_group_1: [],
  eligible_items_group_2: [],
  discount_on_items_group_1: 0,
  discount_on_cheapest_item: 100,
  discount_on_most_expensive_item: 0,
  must_be_same_item: false,
  discount_percentage: 0,
  discount_amount: 0,
  minimum_order_amount_option: 'Not applicable',
  minimum_order_amount: 0,
  highlight_custom_selection_cart_value_exceeds: 0,
  is_next_order_coupon: false,
  first_order_only: false,
  coupon_code_expire_in: null,
  coupon_code_expire_unit: null,
  free_delivery_condition: null,
  delivery_distance_in_meter: null,
  delivery_area_postal_codes: null,
  payment_method: null,
};

/** Stored configuration over its defaults: nested objects one level deep are merged too. */
export function withDefaults<T extends object>(defaults: T, stored: Partial<T> | null | undefined): T {
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(stored ?? {})) {
    const base = (defaults as unknown as Record<string, unknown>)[key];
    merged[key] =
      value && base && typeof value === 'object' && typeof base === 'object' && !Array.isArray(value)
        ? { ...base, ...value }
        : value;
  }
  return merged as T;
}
