import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * A list the server answers a page at a time with the next page's cursor (decision 0034): its
 * infinite query, from the first page (no cursor) to the last (no next cursor).
 */
export const cursorPages = <Page extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null) => Promise<Page>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
