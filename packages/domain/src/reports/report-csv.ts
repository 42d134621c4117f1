import { toCents } from '../money';
import type {
  CancellationsReportResponse,
  ChannelsReportResponse,
  CustomersReportResponse,
  GiftCardsAndPointsReportResponse,
  ItemsReportResponse,
  PromisesReportResponse,
  PromotionsReportResponse,
  ReportName,
  ReportResponse,
  SalesReportResponse,
  WhenReportResponse,
} from './contract';
import { csvDollars, csvLine } from './csv';
import { SALES_MONEY, type SalesFigures } from './figures';
import { PROMISE_BANDS } from './promises';

/*
 * Each report as one CSV table (issue 32), written from the report the JSON API answers, so the file
 * holds the same rows and figures to the cent. Reports with more than one table (items and their
 * options, customers) say in their first column which table a line belongs to. Money in dollars with
 * two decimals, as in the orders' CSV.
 */

type Field = string | number | null;

export interface ReportCsvTable {
  columns: readonly string[];
  rows: Field[][];
}

/** The wire's dollars as the CSV's: through cents, so 0.1 + 0.2 is never 0.30000000000000004. */
const money = (dollars: number) => csvDollars(toCents(dollars));

const SALES_CSV_COLUMNS: Record<keyof SalesFigures, string> = {
  orders: 'orders',
  grossSales: 'gross_sales',
  discounts: 'discounts',
  netSales: 'net_sales',
  gst: 'gst',
  pst: 'pst',
  tips: 'tips',
  deliveryFees: 'delivery_fees',
  refunds: 'refunds',
  voids: 'voids',
  averageTicket: 'average_ticket',
};

const salesFields = (figures: SalesFigures): Field[] => [
  figures.orders,
  ...SALES_MONEY.map((key) => money(figures[key])),
];

function salesCsv(report: SalesReportResponse): ReportCsvTable {
  return {
    columns: ['period', SALES_CSV_COLUMNS.orders, ...SALES_MONEY.map((key) => SALES_CSV_COLUMNS[key])],
    rows: [
      ...report.rows.map((row) => [row.period, ...salesFields(row)]),
      ['Total', ...salesFields(report.totals)],
    ],
  };
}

const whenCsv = (report: WhenReportResponse): ReportCsvTable => ({
  columns: ['weekday', 'hour', 'orders', 'net_sales'],
  rows: report.cells.map((c) => [c.weekday, c.hour, c.orders, money(c.netSales)]),
});

const channelsCsv = (report: ChannelsReportResponse): ReportCsvTable => ({
  columns: ['delivery_method', 'payment_method', 'channel', 'orders', 'net_sales'],
  rows: report.rows.map((r) => [r.deliveryMethod, r.paymentMethod, r.channel, r.orders, money(r.netSales)]),
});

const itemsCsv = (report: ItemsReportResponse): ReportCsvTable => ({
  columns: [
    'table',
    'item_or_option',
    'choice',
    'quantity',
    'sales',
    'times_86d',
    'minutes_86d',
    'still_86d',
  ],
  rows: [
    ...report.rows.map((r): Field[] => ['item', r.name, null, r.quantity, money(r.sales), null, null, null]),
    ...report.options.map((o): Field[] => [
      'option',
      o.option,
      o.choice,
      o.quantity,
      money(o.sales),
      null,
      null,
      null,
    ]),
    ...report.soldOut.map((s): Field[] => [
      '86d',
      s.name,
      null,
      null,
      null,
      s.times,
      s.minutes,
      s.soldOutAtEnd ? 'yes' : 'no',
    ]),
  ],
});

const promotionsCsv = (report: PromotionsReportResponse): ReportCsvTable => ({
  columns: ['promotion', 'coupon_code', 'orders', 'discount', 'net_sales'],
  rows: report.rows.map((r) => [r.name, r.couponCode, r.orders, money(r.discount), money(r.netSales)]),
});

const customersCsv = (report: CustomersReportResponse): ReportCsvTable => ({
  columns: ['table', 'name', 'email', 'member', 'diners', 'orders', 'net_sales'],
  rows: [
    ['diners', 'All', null, null, report.diners, null, null],
    ['diners', 'New', null, null, report.newDiners, null, null],
    ['diners', 'Returning', null, null, report.returningDiners, null, null],
    ['kind', 'Members', null, 'yes', null, report.members.orders, money(report.members.netSales)],
    ['kind', 'Guests', null, 'no', null, report.guests.orders, money(report.guests.netSales)],
    [
      'referred',
      'Referred members',
      null,
      'yes',
      report.referred.diners,
      report.referred.orders,
      money(report.referred.netSales),
    ],
    ...report.top.map((c): Field[] => [
      'top',
      c.name,
      c.email,
      c.member ? 'yes' : 'no',
      null,
      c.orders,
      money(c.netSales),
    ]),
  ],
});

const giftCardsAndPointsCsv = (report: GiftCardsAndPointsReportResponse): ReportCsvTable => ({
  columns: ['of_the_brand', 'sold_or_earned', 'sold_value', 'redeemed_or_spent', 'outstanding'],
  rows: [
    [
      'gift_cards',
      report.giftCards.sold,
      money(report.giftCards.soldValue),
      money(report.giftCards.redeemed),
      money(report.giftCards.outstanding),
    ],
    ['points', report.points.earned, null, report.points.spent, report.points.outstanding],
  ],
});

const PROMISE_CSV_COLUMNS = ['on_time', 'up_to_5_min_late', 'up_to_15_min_late', 'later'] as const;

const promisesCsv = (report: PromisesReportResponse): ReportCsvTable => ({
  columns: ['hour_due', 'orders', ...PROMISE_CSV_COLUMNS],
  rows: [
    ...report.byHour.map((r): Field[] => [r.hour, r.orders, ...PROMISE_BANDS.map((band) => r[band])]),
    ['Total', report.totals.orders, ...PROMISE_BANDS.map((band) => report.totals[band])],
  ],
});

const cancellationsCsv = (report: CancellationsReportResponse): ReportCsvTable => ({
  columns: ['status', 'reason', 'orders', 'total'],
  rows: report.rows.map((r) => [r.status, r.reason, r.orders, money(r.total)]),
});

type ReportByName = { [R in ReportResponse as R['report']]: R };

/** Each report's table, by its name. */
const CSV_TABLES: { [N in ReportName]: (report: ReportByName[N]) => ReportCsvTable } = {
  sales: salesCsv,
  when: whenCsv,
  channels: channelsCsv,
  items: itemsCsv,
  promotions: promotionsCsv,
  customers: customersCsv,
  'gift-cards-and-points': giftCardsAndPointsCsv,
  promises: promisesCsv,
  cancellations: cancellationsCsv,
};

const csvTableOf = <N extends ReportName>(name: N, report: ReportByName[N]) => CSV_TABLES[name](report);

/** A report as its CSV table. */
export const reportCsvTable = (report: ReportResponse): ReportCsvTable => csvTableOf(report.report, report);

/** A report as the text of its CSV file, header first, CRLF lines. */
export function reportCsv(report: ReportResponse): string {
  const table = reportCsvTable(report);
  return [table.columns, ...table.rows].map(csvLine).join('');
}

/** The file name of a report's CSV: the report and the range it covers. */
export const reportCsvName = (report: ReportName, from: string, to: string) =>
  `${report}-${from}-to-${to}.csv`;
