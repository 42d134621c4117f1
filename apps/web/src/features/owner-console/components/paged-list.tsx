import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LoadMore, type PagedQuery } from '../../../components/ui/load-more';
import { StaffErrorAlert } from '../../staff/components/staff-shell';

/**
 * A log the server answers a page at a time, newest first (Activity, Messages): why it did not
 * come, "Loading…", `empty` when it holds nothing, else its rows and Load more.
 */
export function PagedList<T extends { _id: string }>({
  query,
  items,
  empty,
  row,
}: {
  query: PagedQuery & { isError: boolean; error: Error | null; isPending: boolean; isSuccess: boolean };
  items: readonly T[];
  empty: ReactNode;
  row: (item: T) => ReactNode;
}) {
  return (
    <>
      {query.isError && <StaffErrorAlert message={query.error?.message ?? ''} />}
      {query.isPending && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {query.isSuccess && items.length === 0 && <p className="mt-3 text-stone-600">{empty}</p>}
      <ol className="mt-3 divide-y divide-stone-200">{items.map(row)}</ol>
      <LoadMore query={query} />
    </>
  );
}
