import { WEEKDAYS, type Weekday } from '../contract/settings';
import { roundHalfAwayFromZero, toDollars, type Cents } from '../money';
import type { LocalDate } from '../time/zoned';
import { localSlotOf, periodOf, periodsOf, type GroupBy } from './buckets';
import type { DateRange } from './ranges';

/*
 * The figures of the sales and "when" reports (issue 32), from sums the database made per location
 * and UTC half hour of the money columns the order view shows. Cents inside, dollars on the wire.
 *
 * Definitions, one place: an order is a sale unless it was rejected or cancelled. Gross sales are
 * its subtotal (items and options before discounts); discounts are its discount total (promotions,
 * coupons, points and free delivery); net sales are gross less discounts; GST is the items' and the
 * delivery fee's; refunds and voids are the totals of the range's orders whose payment was given
 * back or released, whatever became of the order.
 */

/** The statuses whose orders are not sales. */
export const NOT_SALES_STATUSES = ['Rejected', 'Cancelled'] as const;

/** One location's orders of one UTC half hour, summed by the database. */
export interface HalfHourSums {
  restaurantId: string;
  /** ISO instant the half hour starts at. */
  at: string;
  orders: Cents;
  grossSales: Cents;
  discounts: Cents;
  gst: Cents;
  pst: Cents;
  tips: Cents;
  deliveryFees: Cents;
  refunds: Cents;
  voids: Cents;
}

export const SALES_MONEY = [
  'grossSales',
  'discounts',
  'netSales',
  'gst',
  'pst',
  'tips',
  'deliveryFees',
  'refunds',
  'voids',
  'averageTicket',
] as const;
export type SalesMoney = (typeof SALES_MONEY)[number];

/** The sales figures of a period or a range: money in cents (dollars on the wire) and the order count. */
export type SalesFigures = Record<SalesMoney, number> & { orders: number };

export const emptySales = (): SalesFigures => ({
  orders: 0,
  grossSales: 0,
  discounts: 0,
  netSales: 0,
  gst: 0,
  pst: 0,
  tips: 0,
  deliveryFees: 0,
  refunds: 0,
  voids: 0,
  averageTicket: 0,
});

function add(into: SalesFigures, sums: HalfHourSums): void {
  into.orders += sums.orders;
  into.grossSales += sums.grossSales;
  into.discounts += sums.discounts;
  into.netSales += sums.grossSales - sums.discounts;
  into.gst += sums.gst;
  into.pst += sums.pst;
  into.tips += sums.tips;
  into.deliveryFees += sums.deliveryFees;
  into.refunds += sums.refunds;
  into.voids += sums.voids;
}

/** Net sales per order, to the cent. */
const withAverage = (figures: SalesFigures): SalesFigures => ({
  ...figures,
  averageTicket: figures.orders > 0 ? roundHalfAwayFromZero(figures.netSales / figures.orders) : 0,
});

export interface SalesReportCents {
  totals: SalesFigures;
  /** One row per period of the range, empty periods included, in order. */
  rows: (SalesFigures & { period: LocalDate })[];
}

/**
 * The sales of a range, per period. `zoneOf` gives each location's time zone: an order's day is the
 * day of the location it was placed with, so "all locations" adds each location's own days.
 */
export function salesReport(
  sums: readonly HalfHourSums[],
  zoneOf: (restaurantId: string) => string,
  range: DateRange,
  groupBy: GroupBy,
): SalesReportCents {
  const byPeriod = new Map(periodsOf(range, groupBy).map((period) => [period, emptySales()]));
  const totals = emptySales();
  for (const half of sums) {
    const date = localSlotOf(half.at, zoneOf(half.restaurantId)).date;
    // The database was asked for the range's instants only; a half hour outside it is not in the report.
    if (date < range.from || date > range.to) continue;
    const period = byPeriod.get(periodOf(date, groupBy));
    if (!period) continue;
    add(period, half);
    add(totals, half);
  }
  return {
    totals: withAverage(totals),
    rows: [...byPeriod].map(([period, figures]) => ({ period, ...withAverage(figures) })),
  };
}

export interface WhenCell {
  weekday: Weekday;
  /** 0..23, local. */
  hour: number;
  orders: number;
  netSales: Cents;
}

/** Orders and net sales by local weekday and hour: all 7 × 24 cells, Sunday first, hour 0 first. */
export function whenReport(
  sums: readonly HalfHourSums[],
  zoneOf: (restaurantId: string) => string,
  range: DateRange,
): WhenCell[] {
  const cells = WEEKDAYS.flatMap((weekday) =>
    Array.from({ length: 24 }, (_, hour): WhenCell => ({ weekday, hour, orders: 0, netSales: 0 })),
  );
  for (const half of sums) {
    const slot = localSlotOf(half.at, zoneOf(half.restaurantId));
    if (slot.date < range.from || slot.date > range.to) continue;
    const cell = cells[WEEKDAYS.indexOf(slot.weekday) * 24 + slot.hour];
    if (!cell) continue;
    cell.orders += half.orders;
    cell.netSales += half.grossSales - half.discounts;
  }
  return cells;
}

/** The money of figures in dollars for the wire; counts stay counts. */
export function salesInDollars<T extends SalesFigures>(figures: T): T {
  const out = { ...figures };
  for (const key of SALES_MONEY) out[key] = toDollars(figures[key]) as T[SalesMoney];
  return out;
}
