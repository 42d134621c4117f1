import { ORDER_CHANNELS, type OrderChannel } from '../contract/orders';
import type { Weekday } from '../contract/settings';
import type { LocalDate } from '../time/zoned';
import type { GroupBy } from './buckets';
import type { SalesFigures } from './figures';
import type { PromisesReport } from './promises';

/*
 * The staff API's reports (issue 32): GET /api/staff/reports/{report}?from&to&restaurantId&groupBy.
 * Money in dollars like the rest of the API; every report says the range and locations it covers.
 */

export const REPORTS = [
  'sales',
  'when',
  'channels',
  'items',
  'promotions',
  'customers',
  'gift-cards-and-points',
  'promises',
  'cancellations',
] as const;
export type ReportName = (typeof REPORTS)[number];

export interface ReportScope {
  from: LocalDate;
  to: LocalDate;
  /** The locations the figures cover. */
  restaurantIds: string[];
}

export interface SalesReportResponse extends ReportScope {
  report: 'sales';
  groupBy: GroupBy;
  totals: SalesFigures;
  rows: (SalesFigures & { period: LocalDate })[];
}

export interface WhenReportResponse extends ReportScope {
  report: 'when';
  cells: { weekday: Weekday; hour: number; orders: number; netSales: number }[];
}

export interface ChannelRow {
  deliveryMethod: string;
  paymentMethod: 'Online' | 'Offline';
  /** Where it was ordered: the storefront ('web') or a call taken by staff ('phone'). */
  channel: OrderChannel;
  orders: number;
  netSales: number;
}

export interface ChannelsReportResponse extends ReportScope {
  report: 'channels';
  rows: ChannelRow[];
  /** The same orders by where they were ordered alone: every channel, web first (decision 0087). */
  byChannel: { channel: OrderChannel; orders: number; netSales: number }[];
}

/** The channel rows summed by channel alone (in the rows' unit), every channel listed (none ordered: zero). */
export function byChannelOf(rows: readonly ChannelRow[]): ChannelsReportResponse['byChannel'] {
  return ORDER_CHANNELS.map((channel) => {
    const of = rows.filter((r) => r.channel === channel);
    return {
      channel,
      orders: of.reduce((sum, r) => sum + r.orders, 0),
      netSales: of.reduce((sum, r) => sum + r.netSales, 0),
    };
  });
}

export interface ItemRow {
  name: string;
  quantity: number;
  /** Σ (base + options) less the line's share of discounts, in dollars. */
  sales: number;
}

export interface ItemsReportResponse extends ReportScope {
  report: 'items';
  /** Every item sold in the range, most sales first (its tail is the bottom sellers). */
  rows: ItemRow[];
  /** Every option chosen, most often first, with what it added (dollars, before discounts). */
  options: { option: string; choice: string; quantity: number; sales: number }[];
  /**
   * The items 86'd within the range (as staff wrote it: the audit log), longest first: how many
   * times, for how many minutes up to now, and whether still 86'd at the range's end.
   */
  soldOut: { name: string; restaurantId: string; times: number; minutes: number; soldOutAtEnd: boolean }[];
}

export interface PromotionRow {
  /** The promotion's or discount's name as the order stored it; 'Loyalty points' for points spent. */
  name: string;
  couponCode: string | null;
  /** Sales orders that used it. */
  orders: number;
  /** What it took off them, in dollars. */
  discount: number;
  /** Those orders' net sales, in dollars. */
  netSales: number;
}

export interface PromotionsReportResponse extends ReportScope {
  report: 'promotions';
  /** Most discount given first. */
  rows: PromotionRow[];
}

export interface CustomersReportResponse extends ReportScope {
  report: 'customers';
  /** Diners (by email) with a sale in the range. */
  diners: number;
  /** Of them, those whose first sale at any of the brand's locations is in the range. */
  newDiners: number;
  returningDiners: number;
  /** Sales orders by signed-in members and by guests, with their net sales in dollars. */
  members: { orders: number; netSales: number };
  guests: { orders: number; netSales: number };
  /**
   * Referrals that ordered (accounts-and-extras: a member who registered from another's invitation,
   * referrerId): how many such members had a sale in the range, their orders and net sales.
   */
  referred: { diners: number; orders: number; netSales: number };
  /** The best customers of the range by net sales (at most 10). */
  top: { email: string; name: string; member: boolean; orders: number; netSales: number }[];
}

export const REPORT_MESSAGES = {
  brandWide: 'Gift cards and points belong to the whole brand: only the owner sees them.',
} as const;

export interface GiftCardsAndPointsReportResponse extends ReportScope {
  report: 'gift-cards-and-points';
  /** Dollars; `outstanding` is what the cards held at the end of the range (the liability). */
  giftCards: { sold: number; soldValue: number; redeemed: number; outstanding: number };
  /** Points earned and spent in the range, and what members held at its end. */
  points: { earned: number; spent: number; outstanding: number };
}

export interface PromisesReportResponse extends ReportScope, PromisesReport {
  report: 'promises';
}

export interface CancellationRow {
  status: 'Rejected' | 'Cancelled';
  reason: string | null;
  orders: number;
  /** What the orders would have come to, in dollars. */
  total: number;
}

export interface CancellationsReportResponse extends ReportScope {
  report: 'cancellations';
  rows: CancellationRow[];
}

export type ReportResponse =
  | SalesReportResponse
  | WhenReportResponse
  | ChannelsReportResponse
  | ItemsReportResponse
  | PromotionsReportResponse
  | CustomersReportResponse
  | GiftCardsAndPointsReportResponse
  | PromisesReportResponse
  | CancellationsReportResponse;

/** The orders' CSV export's columns, in order; money in dollars with two decimals. */
export const ORDERS_CSV_COLUMNS = [
  'order_number',
  'received_at',
  'local_date',
  'location',
  'status',
  'in_sales',
  'delivery_method',
  'payment_method',
  'payment_status',
  'gross_sales',
  'discounts',
  'net_sales',
  'gst',
  'pst',
  'delivery_fee',
  'delivery_gst',
  'tip',
  'gift_card',
  'total',
] as const;
