import type { Database } from '../db/schema';

/**
 * The tables diners' activity writes to: accounts and sessions, orders, reservations, coupons, gift
 * cards, loyalty points, contact messages and the mail they cause.
 */
export const DINER_ACTIVITY_TABLES: (keyof Database)[] = [
  'customers',
  'sessions',
  'password_reset_tokens',
  'payment_methods',
  'orders',
  'order_lines',
  'order_line_options',
  'order_promotions',
  'order_discounts',
  'order_status_history',
  'reservations',
  'coupons',
  'gift_card_orders',
  'gift_cards',
  'gift_card_redemptions',
  'loyalty_points_ledger',
  'contact_messages',
  'mail_outbox',
];
