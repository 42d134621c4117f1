import { useLingui } from '@lingui/react/macro';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadMore } from '../../../components/ui/load-more';
import { cardClass } from '../../../components/ui/ui';
import { EmptyState, Loading } from './layout';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { StatusPill } from '../../../components/ui/status-pill';

/** Which of a list's records is open in place; Back closes it and returns focus to its row. */
export function useRecordInPlace(kind: 'order' | 'reservation') {
  const [openId, setOpenId] = useState<string | null>(null);
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (openId === null && returnTo.current) {
      document.getElementById(`${kind}-${returnTo.current}`)?.focus();
      returnTo.current = null;
    }
  }, [openId, kind]);
  return {
    openId,
    rowId: (record: { _id: string }) => `${kind}-${record._id}`,
    open: (record: { _id: string }) => setOpenId(record._id),
    back: () => {
      returnTo.current = openId;
      setOpenId(null);
    },
  };
}

/** What a row of a RecordList shows: its title, a line of details, its status and, after it, `aside`. */
export interface RecordRow {
  title: ReactNode;
  detail: ReactNode;
  status: string;
  aside?: ReactNode;
}

/**
 * A member's list of records (`what`: Orders, Reservations): loading, error, empty, or one button a
 * row that opens the record in place, and Load more while the server has more pages. Each row's id
 * lets Back return focus to it.
 */
export function RecordList<T extends { _id: string }>({
  query,
  what,
  inPlace,
  row,
}: {
  query: UseInfiniteQueryResult<T[]>;
  what: 'Orders' | 'Reservations';
  inPlace: Pick<ReturnType<typeof useRecordInPlace>, 'rowId' | 'open'>;
  row: (record: T) => RecordRow;
}) {
  const { t } = useLingui();
  const orders = what === 'Orders';
  if (query.isPending)
    return <Loading>{orders ? t`Loading your orders…` : t`Loading your reservations…`}</Loading>;
  if (query.isError) return <ErrorAlert error={query.error} title="Oops!" />;
  if (query.data.length === 0) {
    return orders ? (
      <EmptyState title={t`No Orders Found`}>{t`Your orders will show here.`}</EmptyState>
    ) : (
      <EmptyState title={t`No Reservations Found`}>{t`Your reservations will show here.`}</EmptyState>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {query.data.map((record) => (
          <li key={record._id}>
            <button
              id={inPlace.rowId(record)}
              type="button"
              onClick={() => inPlace.open(record)}
              className={`${cardClass} flex w-full flex-wrap items-center justify-between gap-3 p-4 text-left transition hover:ring-2 hover:ring-ink/40 sm:p-5`}
            >
              <RowContent {...row(record)} />
            </button>
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}

function RowContent({ title, detail, status, aside }: RecordRow) {
  return (
    <>
      <span>
        <span className="block font-bold">{title}</span>
        <span className="block text-sm text-muted">{detail}</span>
      </span>
      <span className="flex items-center gap-3">
        <StatusPill status={status} />
        {aside}
      </span>
    </>
  );
}
