import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  PROMISE_BANDS,
  WEEKDAYS,
  type CancellationsReportResponse,
  type ChannelsReportResponse,
  type CustomersReportResponse,
  type GiftCardsAndPointsReportResponse,
  type ItemsReportResponse,
  type OrderChannel,
  type OrderMethod,
  type PromiseBand,
  type PromisesReportResponse,
  type PromotionsReportResponse,
  type ReportName,
  type ReportResponse,
  type SalesReportResponse,
  type WhenReportResponse,
} from '@storefront/domain';
import type { ReactNode } from 'react';
import { statusLabel } from '../../../components/ui/status-label';
import { ORDER_METHOD_NAMES } from '../../../lib/domain-text';
import { ReportChart } from './report-chart';
import { Table, useReportFormats, type Column } from './report-table';

/*
 * Each report's figures on the Reports page (issue 32): a table per list of figures, its columns
 * typed by the rows they show, and a chart where a picture says it faster.
 */

/** A report as the server answers it, by its name. */
export type ReportOf<N extends ReportName> = { [R in ReportResponse as R['report']]: R }[N];

/** A report's figures on screen. */
export type FiguresOf<N extends ReportName> = (props: { report: ReportOf<N> }) => ReactNode;

/** Each report's figures. */
export const REPORT_FIGURES: { [N in ReportName]: FiguresOf<N> } = {
  sales: Sales,
  when: When,
  channels: Channels,
  items: Items,
  promotions: Promotions,
  customers: Customers,
  'gift-cards-and-points': GiftCardsAndPoints,
  promises: Promises,
  cancellations: Cancellations,
};

/** How late an order marked Ready was against its promise. */
const PROMISE_BAND_NAMES: Record<PromiseBand, MessageDescriptor> = {
  onTime: msg`On time`,
  upTo5: msg`Up to 5 min late`,
  upTo15: msg`Up to 15 min late`,
  later: msg`More than 15 min late`,
};

/** Where an order was placed: the storefront, or staff taking a call. */
const CHANNEL_NAMES: Record<OrderChannel, MessageDescriptor> = { web: msg`Web`, phone: msg`Phone` };

const SALES_COLUMNS = [
  ['orders', msg`Orders`],
  ['grossSales', msg`Gross sales`],
  ['discounts', msg`Discounts`],
  ['netSales', msg`Net sales`],
  ['gst', msg`GST`],
  ['pst', msg`PST`],
  ['tips', msg`Tips`],
  ['deliveryFees', msg`Delivery fees`],
  ['refunds', msg`Refunds`],
  ['voids', msg`Voids`],
  ['averageTicket', msg`Average ticket`],
] as const;

/** The last columns of most tables: how many orders, and their net sales. */
function useOrdersAndSales(): Column<{ orders: number; netSales: number }>[] {
  const { t } = useLingui();
  const { dollars } = useReportFormats();
  return [
    { heading: t`Orders`, cell: (r) => r.orders },
    { heading: t`Net sales`, cell: (r) => dollars(r.netSales) },
  ];
}

function Sales({ report }: { report: SalesReportResponse }) {
  const { t, i18n } = useLingui();
  const { dollars, day } = useReportFormats();
  const { groupBy } = report;
  const from = day(report.from, 'YYYY-MM-DD');
  const to = day(report.to, 'YYYY-MM-DD');
  const figures: Column<SalesReportResponse['totals']>[] = SALES_COLUMNS.map(([key, label]) => ({
    heading: i18n._(label),
    cell: (row) => (key === 'orders' ? row.orders : dollars(row[key])),
  }));
  const period: Column<SalesReportResponse['rows'][number]> = {
    heading: groupBy === 'day' ? t`Day` : groupBy === 'week' ? t`Week of` : t`Month`,
    cell: (row) => (groupBy === 'month' ? row.period.slice(0, 7) : row.period),
  };
  return (
    <>
      <ReportChart
        caption={t`Net sales by ${select(groupBy, { day: 'day', week: 'week', other: 'month' })}`}
        labels={report.rows.map((r) => r.period.slice(5))}
        series={[{ name: t`Net sales`, values: report.rows.map((r) => r.netSales) }]}
      />
      <Table
        caption={t`Sales by ${select(groupBy, { day: 'day', week: 'week', other: 'month' })}, ${from} to ${to}`}
        columns={[period, ...figures]}
        rows={report.rows}
        foot={[t`Total`, ...figures.map((figure) => figure.cell(report.totals))]}
      />
    </>
  );
}

/** The heat map: a table of hours by weekdays, each cell shaded by its orders against the busiest. */
function When({ report }: { report: WhenReportResponse }) {
  const { t } = useLingui();
  const { dollars, hour: hourLabel, weekday } = useReportFormats();
  const busiest = Math.max(1, ...report.cells.map((c) => c.orders));
  const hours = [...new Set(report.cells.filter((c) => c.orders > 0).map((c) => c.hour))].sort(
    (a, b) => a - b,
  );
  if (hours.length === 0)
    return (
      <p className="text-stone-600">
        <Trans>No orders in these dates.</Trans>
      </p>
    );
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t`Orders by hour and weekday`}>
      <table className="text-sm">
        <caption className="sr-only">
          <Trans>Orders by hour of the day and weekday, with net sales</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" className="pr-3 text-left">
              <Trans>Hour</Trans>
            </th>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className="px-1 text-center">
                {weekday(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour}>
              <th scope="row" className="pr-3 text-left font-medium whitespace-nowrap">
                {hourLabel(hour)}
              </th>
              {WEEKDAYS.map((day) => {
                const cell = report.cells.find((c) => c.weekday === day && c.hour === hour)!;
                const share = cell.orders / busiest;
                return (
                  <td
                    key={day}
                    className="min-w-14 border border-white px-1 py-1 text-center tabular-nums"
                    // The darkest shade (alpha 0.68 over white) still holds the page's dark text at
                    // 6:1; white text on the middle shades fell below 4.5:1 (axe, on a phone's run).
                    style={{ background: `rgba(0, 114, 178, ${0.08 + share * 0.6})` }}
                  >
                    {cell.orders}
                    <span className="sr-only">
                      {' '}
                      {t`${plural(cell.orders, { one: 'order', other: 'orders' })}, ${dollars(cell.netSales)}`}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Promises({ report }: { report: PromisesReportResponse }) {
  const { t, i18n } = useLingui();
  const { hour: hourLabel, percent } = useReportFormats();
  const share = (n: number) => percent(report.totals.orders ? n / report.totals.orders : 0);
  const { orders, onTime } = report.totals;
  const onTimeShare = share(onTime);
  const columns: Column<PromisesReportResponse['byHour'][number]>[] = [
    { heading: t`Hour due`, cell: (r) => hourLabel(r.hour) },
    { heading: t`Orders`, cell: (r) => r.orders },
    ...PROMISE_BANDS.map((band) => ({
      heading: i18n._(PROMISE_BAND_NAMES[band]),
      cell: (r: Record<PromiseBand, number>) => r[band],
    })),
  ];
  return (
    <>
      <p className="mb-3">
        <Trans>
          Of {orders} orders marked Ready, <strong>{onTime}</strong> ({onTimeShare}) were ready on time.
        </Trans>
      </p>
      {report.byHour.length > 0 && (
        <ReportChart
          caption={t`Orders ready on time and late, by the hour they were due`}
          labels={report.byHour.map((r) => hourLabel(r.hour))}
          series={PROMISE_BANDS.map((band) => ({
            name: i18n._(PROMISE_BAND_NAMES[band]),
            values: report.byHour.map((r) => r[band]),
          }))}
          stacked
        />
      )}
      <Table
        caption={t`Orders marked Ready against the time promised, by the hour they were due`}
        columns={columns}
        rows={report.byHour}
        foot={[
          t`Total`,
          report.totals.orders,
          ...PROMISE_BANDS.map((band) => `${report.totals[band]} (${share(report.totals[band])})`),
        ]}
      />
    </>
  );
}

function Channels({ report }: { report: ChannelsReportResponse }) {
  const { t, i18n } = useLingui();
  const ordersAndSales = useOrdersAndSales();
  const ordered = (row: { channel: OrderChannel }) => i18n._(CHANNEL_NAMES[row.channel]);
  return (
    <>
      <Table
        caption={t`Orders and net sales by where they were ordered`}
        columns={[{ heading: t`Ordered`, cell: ordered }, ...ordersAndSales]}
        rows={report.byChannel}
      />
      <h3 className="mt-4 mb-2 font-semibold">
        <Trans>By method and payment</Trans>
      </h3>
      <Table
        caption={t`Orders and net sales by how they were received and paid`}
        columns={[
          {
            heading: t`Method`,
            // The method as the orders keep it (one of the three), else as it is.
            cell: (r) =>
              Object.hasOwn(ORDER_METHOD_NAMES, r.deliveryMethod)
                ? i18n._(ORDER_METHOD_NAMES[r.deliveryMethod as OrderMethod])
                : r.deliveryMethod,
          },
          { heading: t`Paid`, cell: (r) => (r.paymentMethod === 'Online' ? t`Online` : t`At pickup`) },
          { heading: t`Ordered`, cell: ordered },
          ...ordersAndSales,
        ]}
        rows={report.rows}
      />
    </>
  );
}

function Items({ report }: { report: ItemsReportResponse }) {
  const { t } = useLingui();
  const { dollars } = useReportFormats();
  /** Minutes as hours and minutes: "2 h 30 min". */
  const soldOutFor = (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return hours === 0 ? t`${rest} min` : rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
  };
  return (
    <>
      <Table
        caption={t`Items sold, best sellers first`}
        columns={[
          { heading: t`Item`, cell: (r) => r.name },
          { heading: t`Quantity`, cell: (r) => r.quantity },
          { heading: t`Sales`, cell: (r) => dollars(r.sales) },
        ]}
        rows={report.rows}
      />
      {report.options.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 font-semibold">
            <Trans>Options</Trans>
          </h3>
          <Table
            caption={t`Options chosen, most often first`}
            columns={[
              { heading: t`Option`, cell: (o) => o.option },
              { heading: t`Choice`, cell: (o) => o.choice },
              { heading: t`Times chosen`, cell: (o) => o.quantity },
              { heading: t`Added before discounts`, cell: (o) => dollars(o.sales) },
            ]}
            rows={report.options}
          />
        </>
      )}
      <h3 className="mt-4 mb-2 font-semibold">
        <Trans>86’d</Trans>
      </h3>
      {report.soldOut.length === 0 ? (
        <p className="text-stone-600">
          <Trans>No item was 86’d in these dates.</Trans>
        </p>
      ) : (
        <Table
          caption={t`Items 86’d, longest first`}
          columns={[
            { heading: t`Item`, cell: (s) => s.name },
            { heading: t`Times 86’d`, cell: (s) => s.times },
            { heading: t`Sold out for`, cell: (s) => soldOutFor(s.minutes) },
            { heading: t`Still 86’d at the end`, cell: (s) => (s.soldOutAtEnd ? t`Yes` : t`No`) },
          ]}
          rows={report.soldOut}
        />
      )}
    </>
  );
}

function Promotions({ report }: { report: PromotionsReportResponse }) {
  const { t } = useLingui();
  const { dollars } = useReportFormats();
  return (
    <Table
      caption={t`Promotions, coupons and points used, most discount first`}
      columns={[
        { heading: t`Promotion`, cell: (r) => r.name },
        { heading: t`Coupon code`, cell: (r) => r.couponCode ?? '—' },
        { heading: t`Orders`, cell: (r) => r.orders },
        { heading: t`Discount given`, cell: (r) => dollars(r.discount) },
        { heading: t`Net sales of those orders`, cell: (r) => dollars(r.netSales) },
      ]}
      rows={report.rows}
    />
  );
}

function Customers({ report }: { report: CustomersReportResponse }) {
  const { t } = useLingui();
  const { dollars } = useReportFormats();
  const ordersAndSales = useOrdersAndSales();
  const { diners, newDiners, returningDiners } = report;
  const referredDiners = report.referred.diners;
  const referredOrders = report.referred.orders;
  const referredSales = dollars(report.referred.netSales);
  return (
    <>
      <p className="mb-3">
        <Trans>
          <Plural value={diners} one="# customer" other="# customers" /> ordered: <strong>{newDiners}</strong>{' '}
          for the first time, {returningDiners} again.
        </Trans>
      </p>
      <Table
        caption={t`Orders and net sales by members and guests`}
        columns={[{ heading: t`Customers`, cell: (r) => r.who }, ...ordersAndSales]}
        rows={[
          { who: t`Members`, ...report.members },
          { who: t`Guests`, ...report.guests },
        ]}
      />
      <p className="mt-3">
        <Trans>
          Referrals that ordered: <Plural value={referredDiners} one="# member" other="# members" /> who
          joined from another member’s invitation placed{' '}
          <Plural value={referredOrders} one="# order" other="# orders" />, {referredSales} in net sales.
        </Trans>
      </p>
      <h3 className="mt-4 mb-2 font-semibold">
        <Trans>Top customers</Trans>
      </h3>
      <Table
        caption={t`Top customers by net sales`}
        columns={[
          { heading: t`Customer`, cell: (c) => c.name },
          { heading: t`Email`, cell: (c) => c.email },
          { heading: t`Member`, cell: (c) => (c.member ? t`Yes` : t`No`) },
          ...ordersAndSales,
        ]}
        rows={report.top}
      />
    </>
  );
}

/** The brand's, whatever the location chosen: cards and points are not a location's. */
function GiftCardsAndPoints({ report }: { report: GiftCardsAndPointsReportResponse }) {
  const { t } = useLingui();
  const { dollars, number } = useReportFormats();
  const { giftCards, points } = report;
  const soldValue = dollars(giftCards.soldValue);
  return (
    <Table
      caption={t`Gift cards and loyalty points of the whole brand`}
      columns={[
        { heading: t`Of the brand`, cell: (r) => r.what },
        { heading: t`Sold or earned`, cell: (r) => r.gained },
        { heading: t`Redeemed or spent`, cell: (r) => r.used },
        { heading: t`Outstanding at the end`, cell: (r) => r.outstanding },
      ]}
      rows={[
        {
          what: t`Gift cards`,
          gained: t`${plural(giftCards.sold, { one: '# card', other: '# cards' })}, ${soldValue}`,
          used: dollars(giftCards.redeemed),
          outstanding: dollars(giftCards.outstanding),
        },
        {
          what: t`Loyalty points`,
          gained: number(points.earned),
          used: number(points.spent),
          outstanding: number(points.outstanding),
        },
      ]}
    />
  );
}

function Cancellations({ report }: { report: CancellationsReportResponse }) {
  const { t, i18n } = useLingui();
  const { dollars } = useReportFormats();
  return (
    <Table
      caption={t`Rejected and cancelled orders with their reasons`}
      columns={[
        { heading: t`Reason`, cell: (r) => r.reason ?? t`No reason given` },
        { heading: t`Status`, cell: (r) => statusLabel(i18n, r.status) },
        { heading: t`Orders`, cell: (r) => r.orders },
        { heading: t`Total`, cell: (r) => dollars(r.total) },
      ]}
      rows={report.rows}
    />
  );
}
