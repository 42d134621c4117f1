import { msg, plural, select } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  PROMISE_BANDS,
  presetRange,
  RANGE_PRESETS,
  rangeProblem,
  toCents,
  WEEKDAYS,
  type ApiStaff,
  type OrderChannel,
  type OrderMethod,
  type PromiseBand,
  type CancellationsReportResponse,
  type ChannelsReportResponse,
  type CustomersReportResponse,
  type GiftCardsAndPointsReportResponse,
  type GroupBy,
  type ItemsReportResponse,
  type PromisesReportResponse,
  type PromotionsReportResponse,
  type RangePreset,
  type ReportName,
  type ReportResponse,
  type SalesReportResponse,
  type WhenReportResponse,
} from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { Options } from '../../components/ui/select-field';
import { statusLabel } from '../../components/ui/status-label';
import { inputClass } from '../../components/ui/ui';
import { ORDER_METHOD_NAMES, domainText } from '../../lib/domain-text';
import { useNow } from '../../lib/hooks';
import { fetchReport, ordersCsvHref, reportCsvHref, reportKeys, type ReportQuery } from './api/reports-api';
import { ReportChart } from './components/report-chart';
import { SettingsPage } from './components/settings-shell';
import { StaffErrorAlert, StaffLoaded } from '../staff/components/staff-shell';
import { staffFormats, useStaffFormats, type StaffFormats } from '../staff/staff-i18n';

/**
 * /staff/settings/reports (issue 32): how the business is doing over a range of the restaurant's
 * days, for one location or all: sales, busy hours, channels, items, promises kept and
 * cancellations, each as a table (and a chart where a picture says it faster), with the orders as
 * CSV. Staff of a location see theirs: the server scopes every report to the caller's locations.
 */
export default function StaffReportsPage() {
  const { t } = useLingui();
  return (
    <SettingsPage title={t`Reports`} staffToo>
      {({ staff }) => <Reports staff={staff} />}
    </SettingsPage>
  );
}

const PRESET_LABELS: Record<RangePreset | 'custom', MessageDescriptor> = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  thisWeek: msg`This week`,
  lastWeek: msg`Last week`,
  thisMonth: msg`This month`,
  lastMonth: msg`Last month`,
  custom: msg`Custom dates`,
};

/** The reports' names, as each section heads its figures and names its CSV. */
const REPORT_TITLES: Record<ReportName, MessageDescriptor> = {
  sales: msg`Sales`,
  when: msg`When`,
  channels: msg`Channels`,
  items: msg`Items`,
  promotions: msg`Promotions and coupons`,
  customers: msg`Customers`,
  'gift-cards-and-points': msg`Gift cards and points`,
  promises: msg`Promises kept`,
  cancellations: msg`Cancellations and rejections`,
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

/** The figures' formats, in the console's language on the chosen location's clock. */
const ReportFormats = createContext<StaffFormats>(staffFormats('en', 'UTC'));

/** The reports' formats, and dollars of the API as money ('$12.99', '12,99 $'). */
function useReportFormats(): StaffFormats & { dollars: (amount: number) => string } {
  const formats = useContext(ReportFormats);
  return { ...formats, dollars: (amount) => formats.money(toCents(amount)) };
}

function Reports({ staff }: { staff: ApiStaff }) {
  const { t, i18n } = useLingui();
  const now = useNow();
  const [preset, setPreset] = useState<RangePreset | 'custom'>('today');
  const [restaurantId, setRestaurantId] = useState('');
  const [groupBy, setGroupBy] = useState<GroupBy>('day');
  // Presets are days of the chosen location's calendar (the first location's for all of them).
  const zone =
    staff.restaurants.find((r) => r._id === restaurantId)?.time_zone ??
    staff.restaurants[0]?.time_zone ??
    'UTC';
  const presetDates = presetRange(preset === 'custom' ? 'thisMonth' : preset, now, zone);
  const [custom, setCustom] = useState(presetDates);
  const range = preset === 'custom' ? custom : presetDates;
  const problem = rangeProblem(range.from, range.to);
  const query: ReportQuery = { ...range, restaurantId, groupBy };
  const ids = { preset: useId(), from: useId(), to: useId(), location: useId(), group: useId() };
  const formats = useStaffFormats(zone);
  // English keeps the dates as the API writes them (2026-11-28), as the console always did.
  const from = formats.day(range.from, 'YYYY-MM-DD');
  const to = formats.day(range.to, 'YYYY-MM-DD');
  return (
    <ReportFormats.Provider value={formats}>
      <div className="space-y-6">
        <form
          className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm"
          onSubmit={(e) => e.preventDefault()}
        >
          <div>
            <label htmlFor={ids.preset} className="block text-sm font-semibold">
              <Trans>Dates</Trans>
            </label>
            <select
              id={ids.preset}
              className={inputClass}
              value={preset}
              onChange={(e) => setPreset(e.target.value as RangePreset | 'custom')}
            >
              <Options
                options={[...RANGE_PRESETS, 'custom' as const].map((p) => ({
                  value: p,
                  label: i18n._(PRESET_LABELS[p]),
                }))}
              />
            </select>
          </div>
          {preset === 'custom' && (
            <>
              <div>
                <label htmlFor={ids.from} className="block text-sm font-semibold">
                  <Trans>From</Trans>
                </label>
                <input
                  id={ids.from}
                  type="date"
                  className={inputClass}
                  value={custom.from}
                  onChange={(e) => setCustom({ ...custom, from: e.target.value })}
                />
              </div>
              <div>
                <label htmlFor={ids.to} className="block text-sm font-semibold">
                  <Trans>To</Trans>
                </label>
                <input
                  id={ids.to}
                  type="date"
                  className={inputClass}
                  value={custom.to}
                  onChange={(e) => setCustom({ ...custom, to: e.target.value })}
                />
              </div>
            </>
          )}
          <div>
            <label htmlFor={ids.location} className="block text-sm font-semibold">
              <Trans>Location</Trans>
            </label>
            <select
              id={ids.location}
              className={inputClass}
              value={restaurantId}
              onChange={(e) => setRestaurantId(e.target.value)}
            >
              <option value="">
                <Trans>All locations</Trans>
              </option>
              <Options options={staff.restaurants.map((r) => ({ value: r._id, label: r.name }))} />
            </select>
          </div>
          <div>
            <label htmlFor={ids.group} className="block text-sm font-semibold">
              <Trans>Sales by</Trans>
            </label>
            <select
              id={ids.group}
              className={inputClass}
              value={groupBy}
              onChange={(e) => setGroupBy(e.target.value as GroupBy)}
            >
              <Options
                options={[
                  { value: 'day', label: t`Day` },
                  { value: 'week', label: t`Week` },
                  { value: 'month', label: t`Month` },
                ]}
              />
            </select>
          </div>
          <p className="w-full text-sm text-stone-700" aria-live="polite">
            {range.from === range.to ? (
              <Trans>{from}, from midnight to midnight in the location’s time zone.</Trans>
            ) : (
              <Trans>
                {from} to {to}, days from midnight to midnight in the location’s time zone.
              </Trans>
            )}{' '}
            {!problem && (
              <a className="font-semibold underline" href={ordersCsvHref(query)} download>
                <Trans>Download the orders (CSV)</Trans>
              </a>
            )}
          </p>
        </form>
        {problem ? (
          <StaffErrorAlert message={domainText(i18n, problem)} />
        ) : (
          <>
            <Report name="sales" query={query}>
              {(report: SalesReportResponse) => <Sales report={report} />}
            </Report>
            <Report name="when" query={query}>
              {(report: WhenReportResponse) => <When report={report} />}
            </Report>
            <Report name="promises" query={query}>
              {(report: PromisesReportResponse) => <Promises report={report} />}
            </Report>
            <Report name="channels" query={query}>
              {(report: ChannelsReportResponse) => <Channels report={report} />}
            </Report>
            <Report name="items" query={query}>
              {(report: ItemsReportResponse) => <Items report={report} />}
            </Report>
            <Report name="promotions" query={query}>
              {(report: PromotionsReportResponse) => <Promotions report={report} />}
            </Report>
            <Report name="customers" query={query}>
              {(report: CustomersReportResponse) => <Customers report={report} />}
            </Report>
            {staff.role === 'owner' && (
              <Report name="gift-cards-and-points" query={query}>
                {(report: GiftCardsAndPointsReportResponse) => <GiftCardsAndPoints report={report} />}
              </Report>
            )}
            <Report name="cancellations" query={query}>
              {(report: CancellationsReportResponse) => <Cancellations report={report} />}
            </Report>
          </>
        )}
      </div>
    </ReportFormats.Provider>
  );
}

/** One report's section: its heading, and its figures once the server has them. */
function Report<R extends ReportResponse>({
  name,
  query,
  children,
}: {
  name: ReportName;
  query: ReportQuery;
  children: (report: R) => ReactNode;
}) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const title = i18n._(REPORT_TITLES[name]);
  const report = useQuery({
    queryKey: reportKeys.one(name, query),
    queryFn: () => fetchReport<R>(name, query),
  });
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id={headingId} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      <StaffLoaded query={report}>{children}</StaffLoaded>
      {/* The server writes the file from the same report, so it says to the cent what the screen says. */}
      <a
        className="mt-3 inline-block text-sm font-semibold underline"
        href={reportCsvHref(name, query)}
        download
      >
        {t`${title}: download as CSV`}
      </a>
    </section>
  );
}

type Cell = string | number;

/** A table of figures: a caption, headed columns, the first column heading each row, and a foot. */
function Table({
  caption,
  columns,
  rows,
  foot,
}: {
  caption: string;
  columns: string[];
  rows: Cell[][];
  foot?: Cell[];
}) {
  const cell = (value: Cell, i: number, Tag: 'td' | 'th' = 'td') => (
    <Tag
      key={i}
      scope={Tag === 'th' ? 'row' : undefined}
      className={`py-1.5 pr-3 ${i > 0 ? 'text-right tabular-nums' : 'text-left'}`}
    >
      {value}
    </Tag>
  );
  return (
    // A wide table scrolls sideways on a phone: its box takes focus so a keyboard can scroll it too.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-300">
            {columns.map((column, i) => (
              <th key={column} scope="col" className={`py-2 pr-3 ${i > 0 ? 'text-right' : 'text-left'}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="py-2 text-stone-600">
                <Trans>No orders in these dates.</Trans>
              </td>
            </tr>
          ) : (
            rows.map((row, r) => (
              <tr key={r} className="border-b border-stone-100">
                {row.map((value, i) => cell(value, i, i === 0 ? 'th' : 'td'))}
              </tr>
            ))
          )}
        </tbody>
        {foot && rows.length > 0 && (
          <tfoot>
            <tr className="border-t-2 border-stone-400 font-semibold">
              {foot.map((value, i) => cell(value, i, i === 0 ? 'th' : 'td'))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

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

function Sales({ report }: { report: SalesReportResponse }) {
  const { t, i18n } = useLingui();
  const { dollars, day } = useReportFormats();
  const { groupBy } = report;
  const from = day(report.from, 'YYYY-MM-DD');
  const to = day(report.to, 'YYYY-MM-DD');
  const figures = (row: SalesReportResponse['totals']) =>
    SALES_COLUMNS.map(([key]) => (key === 'orders' ? row.orders : dollars(row[key])));
  return (
    <>
      <ReportChart
        caption={t`Net sales by ${select(groupBy, { day: 'day', week: 'week', other: 'month' })}`}
        labels={report.rows.map((r) => r.period.slice(5))}
        series={[{ name: t`Net sales`, values: report.rows.map((r) => r.netSales) }]}
      />
      <Table
        caption={t`Sales by ${select(groupBy, { day: 'day', week: 'week', other: 'month' })}, ${from} to ${to}`}
        columns={[
          report.groupBy === 'day' ? t`Day` : report.groupBy === 'week' ? t`Week of` : t`Month`,
          ...SALES_COLUMNS.map(([, label]) => i18n._(label)),
        ]}
        rows={report.rows.map((row) => [
          report.groupBy === 'month' ? row.period.slice(0, 7) : row.period,
          ...figures(row),
        ])}
        foot={[t`Total`, ...figures(report.totals)]}
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
        columns={[t`Hour due`, t`Orders`, ...PROMISE_BANDS.map((band) => i18n._(PROMISE_BAND_NAMES[band]))]}
        rows={report.byHour.map((r) => [
          hourLabel(r.hour),
          r.orders,
          ...PROMISE_BANDS.map((band) => r[band]),
        ])}
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
  const { dollars } = useReportFormats();
  return (
    <>
      <Table
        caption={t`Orders and net sales by where they were ordered`}
        columns={[t`Ordered`, t`Orders`, t`Net sales`]}
        rows={report.byChannel.map((c) => [i18n._(CHANNEL_NAMES[c.channel]), c.orders, dollars(c.netSales)])}
      />
      <h3 className="mt-4 mb-2 font-semibold">
        <Trans>By method and payment</Trans>
      </h3>
      <Table
        caption={t`Orders and net sales by how they were received and paid`}
        columns={[t`Method`, t`Paid`, t`Ordered`, t`Orders`, t`Net sales`]}
        rows={report.rows.map((r) => [
          // The method as the orders keep it (one of the three), else as it is.
          Object.hasOwn(ORDER_METHOD_NAMES, r.deliveryMethod)
            ? i18n._(ORDER_METHOD_NAMES[r.deliveryMethod as OrderMethod])
            : r.deliveryMethod,
          r.paymentMethod === 'Online' ? t`Online` : t`At pickup`,
          i18n._(CHANNEL_NAMES[r.channel]),
          r.orders,
          dollars(r.netSales),
        ])}
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
        columns={[t`Item`, t`Quantity`, t`Sales`]}
        rows={report.rows.map((r) => [r.name, r.quantity, dollars(r.sales)])}
      />
      {report.options.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 font-semibold">
            <Trans>Options</Trans>
          </h3>
          <Table
            caption={t`Options chosen, most often first`}
            columns={[t`Option`, t`Choice`, t`Times chosen`, t`Added before discounts`]}
            rows={report.options.map((o) => [o.option, o.choice, o.quantity, dollars(o.sales)])}
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
          columns={[t`Item`, t`Times 86’d`, t`Sold out for`, t`Still 86’d at the end`]}
          rows={report.soldOut.map((s) => [
            s.name,
            s.times,
            soldOutFor(s.minutes),
            s.soldOutAtEnd ? t`Yes` : t`No`,
          ])}
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
      columns={[t`Promotion`, t`Coupon code`, t`Orders`, t`Discount given`, t`Net sales of those orders`]}
      rows={report.rows.map((r) => [
        r.name,
        r.couponCode ?? '—',
        r.orders,
        dollars(r.discount),
        dollars(r.netSales),
      ])}
    />
  );
}

function Customers({ report }: { report: CustomersReportResponse }) {
  const { t } = useLingui();
  const { dollars } = useReportFormats();
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
        columns={[t`Customers`, t`Orders`, t`Net sales`]}
        rows={[
          [t`Members`, report.members.orders, dollars(report.members.netSales)],
          [t`Guests`, report.guests.orders, dollars(report.guests.netSales)],
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
        columns={[t`Customer`, t`Email`, t`Member`, t`Orders`, t`Net sales`]}
        rows={report.top.map((c) => [
          c.name,
          c.email,
          c.member ? t`Yes` : t`No`,
          c.orders,
          dollars(c.netSales),
        ])}
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
      columns={[t`Of the brand`, t`Sold or earned`, t`Redeemed or spent`, t`Outstanding at the end`]}
      rows={[
        [
          t`Gift cards`,
          t`${plural(giftCards.sold, { one: '# card', other: '# cards' })}, ${soldValue}`,
          dollars(giftCards.redeemed),
          dollars(giftCards.outstanding),
        ],
        [t`Loyalty points`, number(points.earned), number(points.spent), number(points.outstanding)],
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
      columns={[t`Reason`, t`Status`, t`Orders`, t`Total`]}
      rows={report.rows.map((r) => [
        r.reason ?? t`No reason given`,
        statusLabel(i18n, r.status),
        r.orders,
        dollars(r.total),
      ])}
    />
  );
}
