import type {
  ApiCustomer,
  ApiOrder,
  InviteByEmailRequest,
  MostOrderedItemsResponse,
} from '@storefront/domain';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetPage, apiPost, withCursor } from '../lib/api-client';

/* Member reads shared by the member area and the menus (Reorder, 'Picked for you'). */

/** GET /customers/{id}: the member's profile (the invite panel needs its referral token). */
export const customerQuery = (customerId: string) =>
  queryOptions({
    queryKey: ['customers', customerId],
    queryFn: () => apiGet<ApiCustomer>(`/customers/${encodeURIComponent(customerId)}`),
  });

/**
 * The signed-in member's email and phone, read from their profile (the readable cookie carries only
 * the name): null for a guest, and until the profile has arrived.
 */
export function useMemberContact(
  customerId: string | null | undefined,
): { email: string; telephone: string | null } | null {
  const { data } = useQuery({ ...customerQuery(customerId ?? ''), enabled: Boolean(customerId) });
  return data ? data.local : null;
}

type MemberList = 'orders' | 'coupons' | 'giftcards' | 'giftcards/sent' | 'reservations' | 'paymentmethods';

const memberListPath = (customerId: string, list: MemberList) =>
  `/customers/${encodeURIComponent(customerId)}/${list}`;

/**
 * GET /customers/{id}/{list}: one of the member's own lists (orders newest first, coupons, ...), a
 * page at a time (the server answers 50 and the next page's cursor); `data` is the pages loaded so
 * far as one list.
 */
export const memberListQuery = <T>(customerId: string, list: MemberList) =>
  infiniteQueryOptions({
    queryKey: ['customers', customerId, list],
    queryFn: ({ pageParam }) => apiGetPage<T>(withCursor(memberListPath(customerId, list), pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
  });

export const memberOrdersQuery = (customerId: string) => memberListQuery<ApiOrder>(customerId, 'orders');

/** The member's most recent orders (one page), for Reorder on the menus. */
export const recentOrdersQuery = (customerId: string) =>
  queryOptions({
    queryKey: ['customers', customerId, 'orders', 'recent'],
    queryFn: () => apiGet<ApiOrder[]>(memberListPath(customerId, 'orders')),
  });

/**
 * GET /tenants/{id}/get-most-ordered-items?eaterUUID=: this eater's favourites. A member is known by
 * the session; a guest by the eater id stored when they ordered (`who` keys the cache per person).
 */
export const mostOrderedItemsQuery = (tenantId: string, eaterUUID: string | null, who: string) =>
  queryOptions({
    queryKey: ['tenants', tenantId, 'most-ordered', who],
    queryFn: () =>
      apiGet<MostOrderedItemsResponse>(
        `/tenants/${tenantId}/get-most-ordered-items${eaterUUID ? `?eaterUUID=${encodeURIComponent(eaterUUID)}` : ''}`,
      ),
    staleTime: 5 * 60_000,
  });

/** POST /customers/{id}/referral/email: the server mails the invite with the member's link. */
export const inviteByEmail = (customerId: string, body: InviteByEmailRequest) =>
  apiPost<unknown>(`/customers/${encodeURIComponent(customerId)}/referral/email`, body);
