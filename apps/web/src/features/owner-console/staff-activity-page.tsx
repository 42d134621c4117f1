import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ApiAuditEntry, ApiStaff } from '@storefront/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cursorPages } from '../../api/cursor-pages';
import { PagedList } from './components/paged-list';
import { Options } from '../../components/ui/select-field';
import { fetchAuditPage, settingsKeys } from './api/settings-api';
import { entryInWords, type EntryInWords } from './activity-words';
import { AUDIT_ENTITY_LABELS } from './audit-fields';
import { ownersTimeZone } from './components/settings-shell';
import { settingsPage } from './components/settings-page';
import { useStaffFormats } from '../staff/staff-i18n';

/**
 * /staff/settings/activity: who changed what and when, newest first: the owner console's settings,
 * staff accounts and the kitchen's controls, each in words (activity-words.ts).
 */
export default settingsPage(msg`Activity`, Activity);

/** The fields an entry changed, each by its form's label, as they were and as they became. */
function Changes({ words: { changes, unlabelled } }: { words: EntryInWords }) {
  if (changes.length === 0 && unlabelled === 0) return null;
  return (
    <dl className="mt-1 grid grid-cols-1 gap-x-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {changes.map((change) => (
        <div key={change.label} className="contents">
          <dt className="font-medium text-stone-700">{change.label}</dt>
          <dd className="mb-1 min-w-0 break-words">
            {change.before !== null && <del className="text-stone-600">{change.before}</del>}
            {change.before !== null && change.after !== null && ' → '}
            {change.after !== null && <ins className="no-underline">{change.after}</ins>}
          </dd>
        </div>
      ))}
      {unlabelled > 0 && (
        <p className="text-stone-600 sm:col-span-2">
          <Plural value={unlabelled} one="and # other setting" other="and # other settings" />
        </p>
      )}
    </dl>
  );
}

/** Who did what to what, by name, and when. */
function Headline({
  entry,
  words: { headline, name },
  timeZone,
}: {
  entry: ApiAuditEntry;
  words: EntryInWords;
  timeZone: string;
}) {
  const formats = useStaffFormats(timeZone);
  const { t } = useLingui();
  return (
    <p className="break-words">
      <span className="font-semibold">{entry.staff?.name ?? t`A removed account`}</span> {headline}
      {name && (
        <>
          {' '}
          <strong>{name}</strong>
        </>
      )}{' '}
      <span className="text-sm text-stone-600">
        · <time dateTime={entry.createdAt}>{formats.dateTime(entry.createdAt, 'MMM D, YYYY h:mm A')}</time>
      </span>
    </p>
  );
}

function Entry({ entry, timeZone }: { entry: ApiAuditEntry; timeZone: string }) {
  const { i18n } = useLingui();
  const words = entryInWords(entry, timeZone, i18n);
  return (
    <li className="min-w-0 py-3">
      <Headline entry={entry} words={words} timeZone={timeZone} />
      <Changes words={words} />
    </li>
  );
}

function Activity({ staff }: { staff: ApiStaff }) {
  const { t, i18n } = useLingui();
  const [entity, setEntity] = useState('');
  const timeZone = ownersTimeZone(staff);
  const query = useInfiniteQuery(
    cursorPages(settingsKeys.audit(entity), (cursor) => fetchAuditPage(entity, cursor)),
  );
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-label={t`Changes`} className="rounded-lg bg-white p-4 shadow-sm">
      <label className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        <Trans>Show</Trans>
        <select
          value={entity}
          onChange={(event) => setEntity(event.target.value)}
          className="rounded border border-stone-400 bg-white px-2 py-1 font-normal"
        >
          <Options
            placeholder={t`Everything`}
            options={Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({
              value,
              label: i18n._(label),
            }))}
          />
        </select>
      </label>
      <PagedList
        query={query}
        items={entries}
        empty={<Trans>No changes yet.</Trans>}
        row={(entry) => <Entry key={entry._id} entry={entry} timeZone={timeZone} />}
      />
    </section>
  );
}
