import { AUDIT_ENTITY_LABELS, formatInstant, type ApiAuditEntry, type ApiStaff } from '@storefront/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadMore } from '../../components/ui/load-more';
import { Options } from '../../components/ui/select-field';
import { fetchAuditPage, settingsKeys } from './api/settings-api';
import { SettingsPage } from './components/settings-shell';
import { StaffErrorAlert } from '../staff/components/staff-shell';

/**
 * /staff/settings/activity: who changed what and when, newest first: the owner console's settings,
 * staff accounts and the kitchen's controls (a change given in words shows them).
 */
export default function StaffActivityPage() {
  return <SettingsPage title="Activity">{({ staff }) => <Activity staff={staff} />}</SettingsPage>;
}

const ACTIONS: Record<ApiAuditEntry['action'], string> = {
  create: 'added',
  update: 'changed',
  delete: 'deleted',
  reorder: 'reordered',
  upload: 'uploaded a photo of',
};

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The fields an entry changed, as they were and as they became. */
function Changes({ entry }: { entry: ApiAuditEntry }) {
  const { before, after } = entry.changes;
  const fields = Object.keys(after ?? before ?? {});
  if (fields.length === 0) return null;
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {fields.map((field) => (
        <div key={field} className="contents">
          <dt className="font-medium text-stone-700">{field}</dt>
          <dd className="break-words">
            {before && <span className="text-stone-500 line-through">{shown(before[field])}</span>}
            {before && after && ' → '}
            {after && <span>{shown(after[field])}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Activity({ staff }: { staff: ApiStaff }) {
  const [entity, setEntity] = useState('');
  const timeZone = staff.restaurants[0]?.time_zone ?? 'UTC';
  const query = useInfiniteQuery({
    queryKey: settingsKeys.audit(entity),
    queryFn: ({ pageParam }) => fetchAuditPage(entity, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-label="Changes" className="rounded-lg bg-white p-4 shadow-sm">
      <label className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        Show
        <select
          value={entity}
          onChange={(event) => setEntity(event.target.value)}
          className="rounded border border-stone-400 bg-white px-2 py-1 font-normal"
        >
          <Options
            placeholder="Everything"
            options={Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </select>
      </label>
      {query.isError && <StaffErrorAlert message={query.error.message} />}
      {query.isPending && <p role="status">Loading…</p>}
      {query.isSuccess && entries.length === 0 && <p className="mt-3 text-stone-600">No changes yet.</p>}
      <ol className="mt-3 divide-y divide-stone-200">
        {entries.map((entry) => (
          <li key={entry._id} className="py-3">
            <p>
              <span className="font-semibold">{entry.staff?.name ?? 'A removed account'}</span>{' '}
              {entry.summary !== null ? (
                <>
                  {'· '}
                  {entry.summary}
                </>
              ) : (
                <>
                  {ACTIONS[entry.action] ?? entry.action}{' '}
                  {(AUDIT_ENTITY_LABELS[entry.entity] ?? entry.entity).toLowerCase().replace(/s$/, '')}
                </>
              )}{' '}
              <span className="text-sm text-stone-600">
                ·{' '}
                <time dateTime={entry.createdAt}>
                  {formatInstant(new Date(entry.createdAt), timeZone, 'MMM D, YYYY h:mm A')}
                </time>
              </span>
            </p>
            <Changes entry={entry} />
          </li>
        ))}
      </ol>
      <LoadMore query={query} />
    </section>
  );
}
