import type {
  ApiCustomer,
  ApiOrder,
  InviteByEmailRequest,
  MostOrderedItemsResponse,
} from '@storefront/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../lib/api-client';

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

/** GET /customers/{id}/{list}: one of the member's own lists (orders newest first, coupons, ...). */
export const memberListQuery = <T>(
  customerId: string,
  list: 'orders' | 'coupons' | 'giftcards' | 'reservations',
) =>
  queryOptions({
    queryKey: ['customers', customerId, list],
    queryFn: () => apiGet<T[]>(`/customers/${encodeURIComponent(customerId)}/${list}`),
  });

export const memberOrdersQuery = (customerId: string) => memberListQuery<ApiOrder>(customerId, 'orders');

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
