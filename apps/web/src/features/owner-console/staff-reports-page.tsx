import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  presetRange,
  RANGE_PRESETS,
  rangeProblem,
  type ApiStaff,
  type GroupBy,
  type RangePreset,
  type ReportName,
} from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { OptionsSelect } from '../../components/ui/select-field';
import { inputClass } from '../../components/ui/ui';
import { domainText } from '../../lib/domain-text';
import { useNow } from '../../lib/hooks';
import { fetchReport, ordersCsvHref, reportCsvHref, reportKeys, type ReportQuery } from './api/reports-api';
import { REPORT_FIGURES, type FiguresOf, type ReportOf } from './components/report-figures';
import { ReportFormats } from './components/report-table';
import { settingsPage } from './components/settings-page';
import { StaffErrorAlert, StaffLoaded } from '../staff/components/staff-shell';
import { useStaffFormats } from '../staff/staff-i18n';

/**
 * /staff/settings/reports (issue 32): how the business is doing over a range of the restaurant's
 * days, for one location or all: sales, busy hours, channels, items, promises kept and
 * cancellations, each as a table (and a chart where a picture says it faster), with the orders as
 * CSV. Staff of a location see theirs: the server scopes every report to the caller's locations.
 */
export default settingsPage(msg`Reports`, Reports, { staffToo: true });

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

/** The reports in the page's order; Gift cards and points is the owner's only (the brand's figures). */
const SHOWN: readonly ReportName[] = [
  'sales',
  'when',
  'promises',
  'channels',
  'items',
  'promotions',
  'customers',
  'gift-cards-and-points',
  'cancellations',
];

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
  const presetOptions = [...RANGE_PRESETS, 'custom' as const].map((p) => ({
    value: p,
    label: i18n._(PRESET_LABELS[p]),
  }));
  const locations = [
    { value: '', label: t`All locations` },
    ...staff.restaurants.map((r) => ({ value: r._id, label: r.name })),
  ];
  const groupings = [
    { value: 'day' as const, label: t`Day` },
    { value: 'week' as const, label: t`Week` },
    { value: 'month' as const, label: t`Month` },
  ];
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
          <ReportChoice label={t`Dates`} value={preset} onChange={setPreset} options={presetOptions} />
          {preset === 'custom' &&
            (['from', 'to'] as const).map((edge) => (
              <ReportField key={edge} label={edge === 'from' ? t`From` : t`To`}>
                {(id) => (
                  <input
                    id={id}
                    type="date"
                    className={inputClass}
                    value={custom[edge]}
                    onChange={(e) => setCustom({ ...custom, [edge]: e.target.value })}
                  />
                )}
              </ReportField>
            ))}
          <ReportChoice
            label={t`Location`}
            value={restaurantId}
            onChange={setRestaurantId}
            options={locations}
          />
          <ReportChoice label={t`Sales by`} value={groupBy} onChange={setGroupBy} options={groupings} />
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
          SHOWN.filter((name) => name !== 'gift-cards-and-points' || staff.role === 'owner').map((name) => (
            <Report key={name} name={name} query={query} />
          ))
        )}
      </div>
    </ReportFormats.Provider>
  );
}

/** One report's section: its heading, and its figures once the server has them. */
function Report<N extends ReportName>({ name, query }: { name: N; query: ReportQuery }) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const title = i18n._(REPORT_TITLES[name]);
  const report = useQuery({
    queryKey: reportKeys.one(name, query),
    queryFn: () => fetchReport<ReportOf<N>>(name, query),
  });
  const Figures: FiguresOf<N> = REPORT_FIGURES[name];
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id={headingId} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      <StaffLoaded query={report}>{(figures) => <Figures report={figures} />}</StaffLoaded>
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

/** A labelled control of the report's form; `children` draws the control with the label's id. */
function ReportField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A choice of the report's form: the dates, the location, how sales are grouped. */
function ReportChoice<V extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
}) {
  return (
    <ReportField label={label}>
      {(id) => (
        <OptionsSelect id={id} className={inputClass} value={value} onChange={onChange} options={options} />
      )}
    </ReportField>
  );
}
