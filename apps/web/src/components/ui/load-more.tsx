import { Trans } from '@lingui/react/macro';
import { secondaryButton } from './buttons';

/** What Load more needs of a paged query (TanStack's useInfiniteQuery result has it). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Loads the next page of a list the server answers a page at a time (decision 0034); nothing when
 * the last page is in.
 */
export function LoadMore({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <button
        type="button"
        className={secondaryButton}
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
      </button>
    </div>
  );
}
