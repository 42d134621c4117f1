import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ApiStaff, type ApiText, type TextStatus } from '@storefront/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cursorPages } from '../../api/cursor-pages';
import { PagedList } from './components/paged-list';
import { StatusPill } from '../../components/ui/status-pill';
import { fetchTextsPage, settingsKeys } from './api/settings-api';
import { ownersTimeZone } from './components/settings-shell';
import { settingsPage } from './components/settings-page';
import { useStaffFormats } from '../staff/staff-i18n';

/**
 * /staff/settings/messages (decision 0086): the texts sent to diners about their orders, newest
 * first, with this month's count (what texts are billed by). The built-in provider's texts reached
 * nobody: they are labelled Test.
 */
export default settingsPage(msg`Messages`, Messages);

const STATUS_WORDS: Record<TextStatus, MessageDescriptor> = {
  pending: msg`Sending`,
  retry: msg`Will retry`,
  'not sent': msg`Not sent`,
  queued: msg`Queued`,
  sent: msg`Sent`,
  delivered: msg`Delivered`,
  failed: msg`Failed`,
  undelivered: msg`Undelivered`,
};

const STATUS_COLOURS: Record<TextStatus, string> = {
  pending: 'bg-stone-100 text-stone-800',
  retry: 'bg-amber-100 text-amber-950',
  'not sent': 'bg-stone-100 text-stone-800',
  queued: 'bg-stone-100 text-stone-800',
  sent: 'bg-sky-100 text-sky-950',
  delivered: 'bg-emerald-100 text-emerald-950',
  failed: 'bg-red-100 text-red-950',
  undelivered: 'bg-red-100 text-red-950',
};

function Text({ text, timeZone }: { text: ApiText; timeZone: string }) {
  const formats = useStaffFormats(timeZone);
  const { t, i18n } = useLingui();
  const { phone, orderNumber } = text;
  const problem = [text.errorCode && t`Error ${text.errorCode}`, text.errorMessage]
    .filter(Boolean)
    .join(': ');
  return (
    <li className="min-w-0 py-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <time dateTime={text.createdAt} className="font-semibold">
          {formats.dateTime(text.createdAt, 'MMM D, YYYY h:mm A')}
        </time>
        <span>
          <Trans>to {phone}</Trans>
        </span>
        {orderNumber !== null && (
          <span>
            <Trans>· order #{orderNumber}</Trans>
          </span>
        )}
        <StatusPill status={i18n._(STATUS_WORDS[text.status])} colours={STATUS_COLOURS[text.status]} />
        {text.test && <StatusPill status={t`Test`} colours="bg-amber-100 text-amber-950" />}
      </p>
      <p className="mt-1 break-words">{text.body}</p>
      {problem && <p className="mt-1 text-sm text-stone-600">{problem}</p>}
    </li>
  );
}

function Messages({ staff }: { staff: ApiStaff }) {
  const { t } = useLingui();
  const timeZone = ownersTimeZone(staff);
  const query = useInfiniteQuery(cursorPages(settingsKeys.texts, fetchTextsPage));
  const texts = query.data?.pages.flatMap((page) => page.texts) ?? [];
  const sentThisMonth = query.data?.pages[0]?.sentThisMonth;
  return (
    <section aria-label={t`Texts`} className="rounded-lg bg-white p-4 shadow-sm">
      {sentThisMonth !== undefined && (
        <p className="font-semibold">
          <Plural value={sentThisMonth} one="# text sent this month" other="# texts sent this month" />
        </p>
      )}
      <p className="text-sm text-stone-600">
        <Trans>
          Diners who tick “Text me updates about this order” get a text when it is accepted, delayed, ready,
          rejected or cancelled. Turn texts on or off on the Brand page.
        </Trans>
      </p>
      <PagedList
        query={query}
        items={texts}
        empty={<Trans>No texts yet.</Trans>}
        row={(text) => <Text key={text._id} text={text} timeZone={timeZone} />}
      />
    </section>
  );
}
