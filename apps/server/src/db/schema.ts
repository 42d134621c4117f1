import type {
  Locale,
  OrderChannel,
  OrderMethod,
  OrderPaymentStatus,
  PaymentProviderName,
  PrintMoment,
  PrinterKind,
  TicketSlip,
  TextPurpose,
  TextStatus,
  RestaurantContact,
} from '@storefront/domain';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export type { OrderPaymentStatus };

/*
 * Row types of the database, column for column with migrations/0001-initial.ts.
 * Conventions (docs/decisions/0002-portable-schema.md): booleans are 0 | 1, instants are ISO-8601 UTC
 * text, JSON columns hold text that the repositories parse, money columns end in _cents.
 */

type Bool = 0 | 1;
type Flag = Generated<Bool>;
type Json = string;
type Instant = string;

/** When a row was written first and last. */
interface Timestamped {
  created_at: Instant;
  updated_at: Instant;
}

export interface TenantsTable extends Timestamped {
  id: string;
  slug: string;
  name: string;
  slogan: string | null;
  description: string | null;
  phone: string | null;
  email: string | null;
  logo_url: string | null;
  favicon_url: string | null;
  website_url: string | null;
  facebook_url: string | null;
  twitter_url: string | null;
  wechat_url: string | null;
  instagram_url: string | null;
  theme: Generated<'gold' | 'emerald'>;
  settings: Json;
  content: Generated<Json>;
  order_number_seq: Generated<number>;
  reservation_number_seq: Generated<number>;
  gift_card_order_number_seq: Generated<number>;
  /** Bumped by every write to the tenant's promotions: pricing caches them under it. */
  promotions_version: Generated<number>;
  /**
   * Bumped by every staff write that may change what the storefront shows (migration 0043): the
   * server-drawn pages are cached under it.
   */
  content_version: Generated<number>;
  /** The languages the storefront offers, a JSON list of locales, and its default (migration 0044). */
  languages: Generated<Json>;
  default_language: Generated<Locale>;
  /** The slogan and description in the other languages (migration 0044). */
  translations: Generated<Json>;
}

/** A restaurant's own order limits (migration 0013); null: the configured default. */
type OrderLimitColumn =
  'max_order_total_cents' | 'max_item_quantity' | 'orders_per_address_limit' | 'orders_per_email_limit';

export interface RestaurantsTable
  extends RestaurantContact, Record<OrderLimitColumn, number | null>, Timestamped {
  id: string;
  tenant_id: string;
  slug: string;
  name: string;
  country: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  position: Generated<number>;
  settings: Json;
  regular_business_hours: Json;
  rush_hour_settings: Generated<Json>;
  delivery_options: Json;
  online_payment_settings: Generated<Json>;
  menus_version: Generated<number>;
  /** Kitchen operations (migration 0015): a pause ends at the instant; UNTIL_FURTHER_NOTICE-far means until resumed. */
  pickup_paused_until: Generated<Instant | null>;
  delivery_paused_until: Generated<Instant | null>;
  paused_message: Generated<string | null>;
  busy_extra_minutes: Generated<number>;
  busy_until: Generated<Instant | null>;
  slot_max_orders: Generated<number | null>;
  slot_max_items: Generated<number | null>;
  /** When its tickets print (migration 0037): 'accept' or 'arrival'. */
  print_on: Generated<PrintMoment>;
}

export interface HolidayHoursTable {
  id: string;
  tenant_id: string;
  restaurant_id: string;
  date: string;
  is_open: Flag;
  open_time: string | null;
  close_time: string | null;
  note: string | null;
}

export interface MenusTable {
  id: string;
  tenant_id: string;
  restaurant_id: string;
  name: string;
  description: string | null;
  /** Its words in the other languages, a JSON `Translations` (migration 0044). */
  translations: Generated<Json>;
  duration_name: Generated<string>;
  duration_time_start: string | null;
  duration_time_end: string | null;
  online_ordering: Flag;
  hidden_from_public: Flag;
  disabled: Flag;
  position: Generated<number>;
}

export interface MenuSectionsTable {
  id: string;
  tenant_id: string;
  menu_id: string;
  name: string;
  description: string | null;
  hidden_from_public: Flag;
  disabled: Flag;
  /** Its words in the other languages, a JSON `Translations` (migration 0044). */
  translations: Generated<Json>;
  is_promotion: Flag;
  promotion_id: string | null;
  position: Generated<number>;
  /** The station its items are made at (migration 0037); null: the kitchen. */
  station: Generated<string | null>;
}

export interface MenuItemsTable {
  id: string;
  tenant_id: string;
  section_id: string;
  cd: string | null;
  name: string;
  /** Its words in the other languages, a JSON `Translations` (migration 0044). */
  translations: Generated<Json>;
  print_name: string | null;
  description: string | null;
  price_cents: Generated<number>;
  sizes: Generated<Json>;
  options: Generated<Json>;
  photos: Generated<Json>;
  tags: Generated<Json>;
  sub_items: Generated<Json>;
  /** The domain's ALLERGENS the item contains, as a JSON list (migration 0026). */
  allergens: Generated<Json>;
  /** The station it is made at (migration 0037); null: its section's. */
  station: Generated<string | null>;
  sold_out_until: Instant | null;
  hidden_from_public: Flag;
  disabled: Flag;
  position: Generated<number>;
}

export interface PromotionsTable extends Timestamped {
  id: string;
  tenant_id: string;
  name: string;
  description: string | null;
  /** Its words in the other languages, a JSON `Translations` (migration 0044). */
  translations: Generated<Json>;
  type: string;
  image_url: string | null;
  available_option: Generated<string>;
  available_from: string | null;
  available_until: string | null;
  conditions: Generated<Json>;
  instructions: Generated<Json>;
  disabled: Flag;
  promo_apply_option: Generated<string>;
  coupon_code: string | null;
  rules: Json;
  position: Generated<number>;
}

export interface AnnouncementsTable {
  id: string;
  tenant_id: string;
  title: string;
  short_description: string | null;
  description: string | null;
  /** Its words in the other languages, a JSON `Translations` (migration 0044). */
  translations: Generated<Json>;
  active: Flag;
  position: Generated<number>;
}

export interface GalleryImagesTable {
  id: string;
  tenant_id: string;
  caption: string | null;
  /** Its caption in the other languages, a JSON `Translations` (migration 0048). */
  translations: Generated<Json>;
  image_url: string;
  image_webp_url: string | null;
  width: number | null;
  height: number | null;
  position: Generated<number>;
}

export interface TestimonialsTable {
  id: string;
  tenant_id: string;
  author: string;
  quote: string;
  rating: Generated<number>;
  position: Generated<number>;
}

export interface GiftCardProductsTable {
  id: string;
  tenant_id: string;
  name: string;
  description: string | null;
  price_cents: Generated<number>;
  /** Its words in the other languages, a JSON `Translations` (migration 0044). */
  translations: Generated<Json>;
  unit_price_cents: Generated<number>;
  quantity: Generated<number>;
  image_url: string | null;
  image_webp_url: string | null;
  valid_from: Instant | null;
  valid_until: Instant | null;
  disabled: Flag;
  position: Generated<number>;
}

export interface SignatureDishesTable {
  id: string;
  tenant_id: string;
  menu_item_id: string | null;
  name: string;
  description: string | null;
  /** Its words in the other languages, a JSON `Translations` (migration 0048). */
  translations: Generated<Json>;
  price_cents: Generated<number>;
  image_url: string | null;
  image_webp_url: string | null;
  position: Generated<number>;
}

export interface PlasticCutleryItemsTable {
  id: string;
  tenant_id: string;
  restaurant_id: string;
  name: string;
  price_cents: Generated<number>;
  position: Generated<number>;
}

export interface CustomersTable extends Timestamped {
  id: string;
  tenant_id: string;
  email: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  telephone: string | null;
  password_hash: string | null;
  address_1: string | null;
  address_2: string | null;
  city_town: string | null;
  state_province: string | null;
  postal_code: string | null;
  country: string | null;
  point_balance: Generated<number>;
  referral_token: string;
  referrer_id: string | null;
  is_blocked: Flag;
  /** Migration 0024: the owner's note on the last block or unblock, and when the block began. */
  block_note: Generated<string | null>;
  blocked_at: Generated<Instant | null>;
  /** Migration 0045: the language the member chose; null: the request's. */
  language: Generated<Locale | null>;
}

/** A secret token given out once, for a while: only its SHA-256 (hex) is stored. */
interface IssuedToken {
  id: string;
  tenant_id: string;
  token_hash: string;
  created_at: Instant;
  expires_at: Instant;
}

export interface SessionsTable extends IssuedToken {
  customer_id: string;
  user_agent: string | null;
  last_seen_at: Instant;
  revoked_at: Instant | null;
}

export interface PasswordResetTokensTable extends IssuedToken {
  customer_id: string;
  used_at: Instant | null;
}

export interface PaymentMethodsTable extends Timestamped {
  id: string;
  tenant_id: string;
  customer_id: string;
  provider: Generated<PaymentProviderName>;
  provider_payment_method_id: string;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  holder_name: string | null;
  billing_address: Generated<Json>;
  email: string | null;
  phone: string | null;
}

export type OrderStatus = 'Received' | 'Accepted' | 'Fulfilled' | 'Rejected' | 'Cancelled';

export interface OrdersTable extends Timestamped {
  id: string;
  tenant_id: string;
  restaurant_id: string;
  customer_id: string | null;
  order_number: number;
  idempotency_key: string;
  status: Generated<OrderStatus>;
  order_type: Generated<string>;
  delivery_method: OrderMethod;
  pickup_time_type: 'ASAP' | 'Schedule';
  pickup_time: Instant;
  adjusted_pickup_time: Instant | null;
  received_at: Instant;
  confirmed_at: Instant | null;
  name_ordered_under: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Migration 0032: the mailbox `email` delivers to (domain `mailboxOf`), what first-order offers compare. */
  email_mailbox: string | null;
  phone: string;
  special_requests: string | null;
  delivery_address: Json | null;
  distance_in_meter: number | null;
  payment_method: 'Online' | 'Offline';
  payment_status: Generated<OrderPaymentStatus>;
  payment_reference: string | null;
  /** Why its money is not what payment_status says (migration 0031; decision 0065); null when it is. */
  payment_problem: Generated<string | null>;
  /** The provider that took its online payment (0035; decision 0073); null when none did. */
  payment_provider: Generated<PaymentProviderName | null>;
  subtotal_cents: Generated<number>;
  discount_total_cents: Generated<number>;
  tax_cents: Generated<number>;
  gst_cents: Generated<number>;
  pst_cents: Generated<number>;
  delivery_fee_cents: Generated<number>;
  delivery_gst_cents: Generated<number>;
  gift_card_total_cents: Generated<number>;
  tip_cents: Generated<number>;
  total_cents: Generated<number>;
  coupon_code: string | null;
  next_order_coupon_code: string | null;
  eater_uuid: string | null;
  order_link: string | null;
  /** When staff marked it ready (it stays Accepted until fulfilled). */
  ready_at: Generated<Instant | null>;
  /** Why it was rejected or cancelled, as told to the diner. */
  status_reason: Generated<string | null>;
  /** Dine-in: the table booked with the order (migration 0021). */
  reservation_id: Generated<string | null>;
  /** The member's points the order spent (0027), and the cents they took off (in discount_total_cents). */
  points_redeemed: Generated<number>;
  points_discount_cents: Generated<number>;
  /** The diner asked for texts about it (migration 0040; decision 0086). */
  text_updates: Generated<0 | 1>;
  /** The diner's declared allergies (migration 0039): a JSON list of ALLERGENS, and a note; null: none. */
  allergens: Generated<Json | null>;
  allergy_note: Generated<string | null>;
  /** "Allergy read": when, and by which staff account; the order cannot be accepted before. */
  allergies_acknowledged_at: Generated<Instant | null>;
  allergies_acknowledged_by: Generated<string | null>;
  /** Where it was ordered (migration 0041; decision 0087): the storefront, or staff for a caller. */
  channel: Generated<OrderChannel>;
  /** A phone order: the staff account that took it; null for the storefront's. */
  taken_by: Generated<string | null>;
  /** Migration 0045: the language it was placed in, its mails' and texts'. */
  locale: Generated<Locale>;
}

/** The kitchen's bookings of one slot of a location (migration 0015). */
export interface SlotBookingsTable {
  restaurant_id: string;
  slot_at: Instant;
  tenant_id: string;
  orders: Generated<number>;
  items: Generated<number>;
}

/** The slot an order took, given back once when it is cancelled or rejected. */
export interface OrderSlotBookingsTable {
  order_id: string;
  tenant_id: string;
  restaurant_id: string;
  slot_at: Instant;
  items: number;
}

export interface OrderLinesTable {
  id: string;
  tenant_id: string;
  order_id: string;
  kind: Generated<'item' | 'cutlery'>;
  menu_item_id: string | null;
  cd: string | null;
  name: string;
  print_name: string | null;
  size: string | null;
  /** The size's id (migration 0050), whatever language its name is read in; null before it. */
  size_id: string | null;
  quantity: number;
  base_price_cents: Generated<number>;
  base_total_cents: Generated<number>;
  extra_price_cents: Generated<number>;
  extra_total_cents: Generated<number>;
  discount_cents: Generated<number>;
  special_instructions: string | null;
  duration: Json | null;
  position: Generated<number>;
}

export interface OrderLineOptionsTable {
  id: string;
  tenant_id: string;
  order_line_id: string;
  option_id: string | null;
  option_name: string;
  option_value: string;
  option_quantity: Generated<number>;
  option_price_cents: Generated<number>;
  option_total_cents: Generated<number>;
  position: Generated<number>;
}

export interface OrderPromotionsTable {
  id: string;
  tenant_id: string;
  order_id: string;
  promotion_id: string | null;
  promotion_name: string;
  quantity: Generated<number>;
  amount_cents: Generated<number>;
  discount_amount_cents: Generated<number>;
  coupon_code: string | null;
  discounted_items: Generated<Json>;
}

export interface OrderDiscountsTable {
  id: string;
  tenant_id: string;
  order_id: string;
  promotion_id: string | null;
  discount_name: string;
  coupon_code: string | null;
  discount_amount_cents: Generated<number>;
  is_next_order_coupon: Flag;
  coupon_amount_cents: Generated<number>;
  coupon_code_expire_in: number | null;
  coupon_code_expire_unit: string | null;
}

export interface OrderStatusHistoryTable {
  id: string;
  tenant_id: string;
  order_id: string;
  status: string;
  actor: 'customer' | 'staff' | 'system';
  note: string | null;
  changed_at: Instant;
}

/** As stored; a no-show is a Completed row with no_show = 1 (the API's 'No-show', migration 0014). */
export type ReservationStatus = 'Pending' | 'Confirmed' | 'Cancelled' | 'Completed';

export interface ReservationsTable extends Timestamped {
  id: string;
  tenant_id: string;
  restaurant_id: string;
  customer_id: string | null;
  reservation_number: number;
  status: Generated<ReservationStatus>;
  name_reserved_under: string;
  email: string;
  telephone: string;
  reserved_date: string;
  reserved_time: string;
  party_size: number;
  note: string | null;
  /** Migration 0014: why it was cancelled, and by whom. */
  cancel_reason: string | null;
  cancelled_by: 'restaurant' | 'diner' | null;
  no_show: Flag;
  /** Migration 0045: the language it was booked in, its mails' and texts'. */
  locale: Generated<Locale>;
}

export interface CouponsTable extends Timestamped {
  id: string;
  tenant_id: string;
  promotion_id: string | null;
  customer_id: string | null;
  name: string;
  coupon_code: string;
  code_key: string;
  amount_cents: Generated<number>;
  /** Migration 0024: a whole percentage off the items instead of amount_cents; null: the amount. */
  percent_off: Generated<number | null>;
  is_paper: Flag;
  single_use: Flag;
  valid_from: Instant | null;
  valid_until: Instant | null;
  issued_by_order_id: string | null;
  redeemed_by: string | null;
  redeemed_order_id: string | null;
  redeemed_at: Instant | null;
  /** Set when the order that issued this next-order coupon was cancelled or rejected. */
  voided_at: Instant | null;
}

export interface GiftCardOrdersTable extends Timestamped {
  id: string;
  tenant_id: string;
  restaurant_id: string;
  customer_id: string | null;
  gift_card_product_id: string | null;
  gift_card_order_number: number;
  idempotency_key: string;
  gift_card_type: 'Digital' | 'Physical';
  gift_card_product_name: string;
  gift_card_product_unit_price_cents: Generated<number>;
  quantity: number;
  gift_card_quantity: number;
  gift_card_unit_price_cents: Generated<number>;
  price_cents: Generated<number>;
  payment_method: 'Online' | 'Offline';
  payment_status: Generated<string>;
  /** The provider that took its online payment (0035; decision 0073); null when none did. */
  payment_provider: Generated<PaymentProviderName | null>;
  status: Generated<string>;
  name_ordered_under: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  order_link: string | null;
  /** Sent to someone else (0028): null for cards the buyer keeps. */
  recipient_name: string | null;
  recipient_email: string | null;
  gift_message: string | null;
  send_at: Instant | null;
  gift_status: 'Scheduled' | 'Sending' | 'Sent' | null;
  gift_claimed_at: Instant | null;
  gift_sent_at: Instant | null;
  /** Migration 0045: the language it was ordered in, its mails'. */
  locale: Generated<Locale>;
}

export interface GiftCardsTable extends Timestamped {
  id: string;
  tenant_id: string;
  gift_card_number: string;
  customer_id: string | null;
  gift_card_order_id: string | null;
  kind: 'Digital' | 'Physical';
  initial_balance_cents: Generated<number>;
  balance_cents: Generated<number>;
  pending_balance_cents: Generated<number>;
}

export interface GiftCardRedemptionsTable extends Timestamped {
  id: string;
  tenant_id: string;
  gift_card_id: string;
  order_id: string | null;
  amount_cents: number;
  status: Generated<'held' | 'captured' | 'released' | 'expired'>;
  expires_at: Instant;
}

/** A captured redemption credited back to its card when its order was cancelled or rejected. */
export interface GiftCardRefundsTable {
  id: string;
  tenant_id: string;
  gift_card_id: string;
  redemption_id: string;
  order_id: string | null;
  amount_cents: number;
  reason: 'Cancelled' | 'Rejected';
  created_at: Instant;
}

export interface LoyaltyPointsLedgerTable {
  id: string;
  tenant_id: string;
  customer_id: string;
  kind: 'order' | 'referral' | 'adjustment' | 'redemption';
  order_id: string | null;
  referred_customer_id: string | null;
  points: number;
  note: string | null;
  created_at: Instant;
  /** Who credited it at the counter (0019); null for points the system awards. */
  staff_user_id: string | null;
  /** The location of an in-store purchase. */
  restaurant_id: string | null;
  /** An in-store purchase's amount (kind 'adjustment'). */
  purchase_cents: number | null;
  /** The console's Idempotency-Key: a double tap credits once. */
  idempotency_key: string | null;
}

export interface ContactMessagesTable {
  id: string;
  tenant_id: string;
  sender_name: string;
  sender_email: string;
  sender_telephone: string;
  subject: string;
  message: string;
  receiver_email: string | null;
  created_at: Instant;
}

export interface MailOutboxTable {
  id: string;
  tenant_id: string | null;
  kind: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  /** Rows written before migration 0047 only: the HTML part is now drawn from `content` when sent. */
  html_body: string | null;
  /** Migration 0047: JSON { content, brand }, what the mail says and the brand it is drawn in. */
  content: string | null;
  status: Generated<'pending' | 'sent' | 'failed' | 'logged'>;
  attempts: Generated<number>;
  last_error: string | null;
  /** Migration 0014: JSON [{ filename, contentType, content }] (the reservation mails' .ics). */
  attachments: string | null;
  created_at: Instant;
  sent_at: Instant | null;
  /** Migration 0029: the event (and subscriber) it was sent for; unique, so an event mails once. */
  event_key: Generated<string | null>;
}

export type StaffRole = 'owner' | 'staff';

export interface StaffUsersTable {
  id: string;
  tenant_id: string;
  /** Null: every restaurant of the tenant. */
  restaurant_id: string | null;
  email: string;
  name: string;
  password_hash: string;
  role: Generated<StaffRole>;
  created_at: Instant;
}

export interface StaffSessionsTable extends IssuedToken {
  staff_user_id: string;
  revoked_at: Instant | null;
}

/** Migration 0014: the chosen locations of an invited staff account. */
export interface StaffUserRestaurantsTable {
  tenant_id: string;
  staff_user_id: string;
  restaurant_id: string;
}

/** Migration 0014: set-your-password links of invited staff (hash only; one use). */
export interface StaffInvitationsTable extends IssuedToken {
  staff_user_id: string;
  used_at: Instant | null;
}

/** Migration 0014: secrets the server made once and keeps (e.g. the link-signing key). */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Instant;
}

/** Counters of the rate limiter (migration 0003): one row per key and fixed window. */
export interface RateLimitsTable {
  key: string;
  window_start: Instant;
  hits: number;
  expires_at: Instant;
}

/** One use of a first-order promotion by one subject ('email:<address>' or 'customer:<id>'). */
export interface FirstOrderClaimsTable {
  tenant_id: string;
  promotion_id: string;
  subject: string;
  order_id: string;
  created_at: Instant;
}

/** One checkout attempt paid online (migration 0010; decisions 0030, 0031). */
export interface PaymentsTable {
  id: string;
  tenant_id: string;
  restaurant_id: string;
  purpose: 'order' | 'gift card order';
  idempotency_key: string;
  provider: PaymentProviderName;
  provider_payment_id: string | null;
  provider_account: string | null;
  amount_cents: number;
  currency: string;
  capture_method: 'manual' | 'automatic';
  /** The provider's PaymentIntent status. */
  status: string;
  customer_id: string | null;
  order_id: string | null;
  /** The placement request priced (JSON). */
  request: string;
  /** The instant it was priced at: the order is priced again at this instant when it is written. */
  priced_at: string;
  amount_captured_cents: Generated<number>;
  amount_refunded_cents: Generated<number>;
  pending_action: 'void' | 'refund' | 'capture' | null;
  last_error: string | null;
  /** When staff were told the authorisation was lapsing (decision 0041). */
  lapse_alerted_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The provider's customer of a member, for their saved cards (decision 0041). */
export interface PaymentCustomersTable {
  tenant_id: string;
  customer_id: string;
  provider: PaymentProviderName;
  provider_customer_id: string;
  created_at: string;
}

/** The built-in test provider's saved cards (its PaymentMethods). */
export interface TestPaymentMethodsTable {
  id: string;
  customer: string;
  /** Which test card it is: how it behaves when paid with. */
  card_kind: 'succeeds' | 'declined' | 'requiresAction';
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
  postal_code: string | null;
  detached_at: string | null;
  created_at: string;
}

export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  type: string;
  received_at: string;
}

/** The built-in test provider's PaymentIntents. */
export interface TestPaymentIntentsTable {
  id: string;
  idempotency_key: string | null;
  amount_cents: number;
  currency: string;
  capture_method: string;
  status: string;
  card_last4: string | null;
  amount_captured_cents: Generated<number>;
  amount_refunded_cents: Generated<number>;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** Migration 0022: one change staff made (issue 19), written in the change's transaction. */
export interface AuditLogTable {
  id: string;
  tenant_id: string;
  restaurant_id: string | null;
  staff_account_id: string;
  entity: string;
  entity_id: string;
  action: string;
  /** `{ before, after }` of the fields that changed (AuditChanges). */
  changes: Json;
  created_at: Instant;
}

/** Migration 0029: one event of an order's or a booking's life (the outbox; src/events/event.ts). */
export interface OutboxEventsTable {
  id: string;
  tenant_id: string;
  restaurant_id: string;
  aggregate: 'order' | 'reservation';
  aggregate_id: string;
  seq: number;
  type: string;
  /** The transition of the domain's table that wrote it (order events). */
  cause: string | null;
  /** The order or booking as the staff API showed it (JSON). */
  data: string;
  created_at: Instant;
  status: Generated<'pending' | 'delivered' | 'failed'>;
  /** From when a dispatcher may take it: after its writer's hold, a claim's lease or a backoff. */
  due_at: Instant;
  /** Failed deliveries so far. */
  attempts: Generated<number>;
  delivered_at: Instant | null;
  last_error: string | null;
}

/** Migration 0031: a mismatch the last reconciliation of a tenant found (decision 0065). */
export interface ReconciliationFindingsTable {
  id: string;
  tenant_id: string;
  checked_at: Instant;
  /** 'order', 'gift card order', 'gift card', 'coupon', 'points'. */
  subject: string;
  subject_id: string;
  /** What staff call it: 'Order #1042', 'Gift card …1234'. */
  label: string;
  problem: string;
  expected_cents: number | null;
  found_cents: number | null;
}

/** Migration 0031: a tenant's last reconciliation; id is the tenant's id. */
export interface ReconciliationRunsTable {
  id: string;
  tenant_id: string;
  checked_at: Instant;
  checked: number;
  mismatches: number;
}

/** Migration 0030: an owner's outbound webhook endpoint (decision 0064). */
export interface WebhookEndpointsTable extends Timestamped {
  id: string;
  tenant_id: string;
  url: string;
  description: Generated<string>;
  /** JSON array of the event types it receives. */
  event_types: string;
  /** `whsec_…`: signs each delivery (HMAC-SHA256); kept as is, since signing needs it. */
  secret: string;
  enabled: Generated<0 | 1>;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** Migration 0030: one event for one endpoint, unique by (endpoint_id, event_id). */
export interface WebhookDeliveriesTable extends Timestamped {
  id: string;
  tenant_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  /** The body sent: JSON `{ id, type, created, data }`. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  /** When a pending delivery is tried next; null once delivered or failed. */
  next_attempt_at: Instant | null;
  /** While a server process sends it; after this instant another may claim it. */
  lease_until: Instant | null;
  /** Retries stop after this instant (24 hours after the event, or after a resend). */
  retry_until: Instant;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: Instant | null;
}

/** Migration 0037: a kitchen printer of a location (decision 0079). */
export interface PrintersTable extends Timestamped {
  id: string;
  tenant_id: string;
  restaurant_id: string;
  name: string;
  /** JSON array of station names. */
  stations: string;
  width: number;
  /** JSON PrinterConnection. */
  connection: string;
  /** Whether the last attempt to reach it succeeded. */
  online: Generated<0 | 1>;
  last_seen_at: Instant | null;
  last_error: string | null;
  /** When a printer that could not be reached is tried again; null: as soon as it has jobs. */
  next_attempt_at: Instant | null;
  /** While a server process sends it jobs; after this instant another may. */
  lease_until: Instant | null;
  /** Its connection's kind (migration 0038): the worker pushes to 'escpos-tcp' only. */
  kind: Generated<PrinterKind>;
  /** A CloudPRNT or agent printer's token, as its SHA-256 (migration 0038); null: none given yet. */
  token_hash: string | null;
}

export type PrintJobStatus = 'pending' | 'printed';

/** Migration 0037: one ticket or slip for one printer, unique by (printer_id, event_id, station). */
export interface PrintJobsTable extends Timestamped {
  id: string;
  tenant_id: string;
  printer_id: string;
  order_id: string;
  /** The outbox event it was made from (or `reprint:…`, `test:…`). */
  event_id: string;
  station: string;
  slip: TicketSlip;
  /** The ESC/POS bytes, base64. */
  body: string;
  status: PrintJobStatus;
  reprint: Generated<0 | 1>;
  /** Its place in the printer's queue: 1, 2, 3… as the jobs were made. */
  position: Generated<number>;
  attempts: Generated<number>;
  printed_at: Instant | null;
  /** When a CloudPRNT printer took it and has not confirmed it yet (migration 0038). */
  handed_out_at: Instant | null;
}

/** Migration 0040: one text to a phone, unique by its key (an order event's id; decision 0086). */
export interface TextsTable extends Timestamped {
  id: string;
  tenant_id: string;
  key: string;
  order_id: string | null;
  purpose: TextPurpose;
  /** 'log' (the built-in provider: labelled Test) or 'twilio'. */
  provider: string;
  /** The number it was sent from (the opt-outs are kept under it). */
  sender: string;
  /** E.164. */
  to_phone: string;
  body: string;
  status: TextStatus;
  provider_id: string | null;
  error_code: string | null;
  error_message: string | null;
}

/** Migration 0040: a phone's STOP (1) or START (0) to a sending number. */
export interface TextOptOutsTable {
  sender: string;
  phone: string;
  opted_out: 0 | 1;
  updated_at: Instant;
}

/** Migration 0039: a kitchen display station finished its part of an order (Bump). */
export interface KitchenBumpsTable {
  id: string;
  tenant_id: string;
  order_id: string;
  station: string;
  /** The staff account that bumped it. */
  bumped_by: string;
  bumped_at: Instant;
}

/** Migration 0039: a line of an order struck on the kitchen display (made). */
export interface KitchenStrikesTable {
  id: string;
  tenant_id: string;
  order_id: string;
  order_line_id: string;
  struck_by: string;
  struck_at: Instant;
}

/** Migration 0023: one variant of an image uploaded in the owner console (decision 0045). */
export interface UploadedImagesTable {
  id: string;
  tenant_id: string;
  /** 'image/jpeg' or 'image/webp'. */
  content_type: string;
  bytes: Buffer;
  width: number;
  height: number;
  created_at: Instant;
}

/** A location's local day whose report rollups are built (migration 0046; decision 0093). */
export interface ReportRollupDaysTable {
  tenant_id: string;
  restaurant_id: string;
  day: string;
  /** The zone its midnights were cut in: a location moved to another zone has its days built again. */
  time_zone: string;
  starts_at: Instant;
  ends_at: Instant;
  /** A build's own id: a report that sees it change while it reads reads again. */
  build: string;
  /** A kept customers range's last read or build (migration 0051), for pruning; null on days and months. */
  read_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
}

/** One rollup row of a built day: a kind of sum, its keys, its sums (bigint: a string on PostgreSQL). */
export interface ReportRollupRowsTable extends Record<RollupSum, Generated<number | string>> {
  tenant_id: string;
  restaurant_id: string;
  day: string;
  kind: string;
  k1: string | null;
  k2: string | null;
  k3: string | null;
}

/** A rollup row's sum columns: what each holds is its kind's. */
export type RollupSum = `n${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

export interface Database {
  tenants: TenantsTable;
  restaurants: RestaurantsTable;
  holiday_hours: HolidayHoursTable;
  menus: MenusTable;
  menu_sections: MenuSectionsTable;
  menu_items: MenuItemsTable;
  promotions: PromotionsTable;
  announcements: AnnouncementsTable;
  gallery_images: GalleryImagesTable;
  testimonials: TestimonialsTable;
  gift_card_products: GiftCardProductsTable;
  signature_dishes: SignatureDishesTable;
  plastic_cutlery_items: PlasticCutleryItemsTable;
  customers: CustomersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  payment_methods: PaymentMethodsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_line_options: OrderLineOptionsTable;
  order_promotions: OrderPromotionsTable;
  order_discounts: OrderDiscountsTable;
  order_status_history: OrderStatusHistoryTable;
  reservations: ReservationsTable;
  coupons: CouponsTable;
  gift_card_orders: GiftCardOrdersTable;
  gift_cards: GiftCardsTable;
  gift_card_redemptions: GiftCardRedemptionsTable;
  gift_card_refunds: GiftCardRefundsTable;
  loyalty_points_ledger: LoyaltyPointsLedgerTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_user_restaurants: StaffUserRestaurantsTable;
  staff_invitations: StaffInvitationsTable;
  app_secrets: AppSecretsTable;
  rate_limits: RateLimitsTable;
  first_order_claims: FirstOrderClaimsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  test_payment_intents: TestPaymentIntentsTable;
  payment_customers: PaymentCustomersTable;
  test_payment_methods: TestPaymentMethodsTable;
  slot_bookings: SlotBookingsTable;
  order_slot_bookings: OrderSlotBookingsTable;
  audit_log: AuditLogTable;
  outbox_events: OutboxEventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  printers: PrintersTable;
  print_jobs: PrintJobsTable;
  texts: TextsTable;
  text_opt_outs: TextOptOutsTable;
  kitchen_bumps: KitchenBumpsTable;
  kitchen_strikes: KitchenStrikesTable;
  uploaded_images: UploadedImagesTable;
  reconciliation_findings: ReconciliationFindingsTable;
  reconciliation_runs: ReconciliationRunsTable;
  report_rollup_days: ReportRollupDaysTable;
  report_rollup_rows: ReportRollupRowsTable;
}

export type TenantRow = Selectable<TenantsTable>;
export type RestaurantRow = Selectable<RestaurantsTable>;
export type CustomerRow = Selectable<CustomersTable>;
/** What resolving a Host needs of each tenant (the directory, cached by plugins/tenant.ts). */
export type TenantDirectoryEntry = Pick<TenantRow, 'id' | 'slug' | 'name' | 'website_url'> & {
  /** What the storefront's API answers in (issue 31): read with the directory, not per request. */
  languages: Locale[];
  default_language: Locale;
};
/** A row of a table as read (`Row<'orders'>`), and as written (`NewRow<'orders'>`). */
export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
