import type {
  ApiOrder,
  ApiStaff,
  StaffLoginRequest,
  StaffLoginResponse,
  StaffGiftCardOrder,
  StaffGiftCardOrdersResponse,
  StaffOrdersResponse,
} from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, createApiClient } from '../../../lib/api-client';

/*
 * The staff API (/api/staff). The session rides in the httpOnly `stoken` cookie the login sets, so
 * the console never holds the token itself; the same cookie authenticates the socket.
 */

const request = createApiClient('/api/staff');

export const isUnauthenticated = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

export const staffKeys = {
  me: ['staff', 'me'] as const,
  orders: (restaurantId: string) => ['staff', 'orders', restaurantId] as const,
  /** Under ['staff', 'orders'], so every (re)connection reloads them with the orders. */
  giftCardOrders: (restaurantId: string) => ['staff', 'orders', 'gift-card', restaurantId] as const,
};

export const staffMeQuery = () =>
  queryOptions({
    queryKey: staffKeys.me,
    queryFn: () => request<ApiStaff>('GET', '/me'),
    retry: (count, error) => !isUnauthenticated(error) && count < 2,
    staleTime: 5 * 60_000,
  });

export const staffLogin = (credentials: StaffLoginRequest) =>
  request<StaffLoginResponse>('POST', '/login', credentials);

export const staffLogout = () => request<void>('POST', '/logout');

/**
 * The board's orders: everything received since `since` (the start of the restaurant's day), plus
 * the orders still open from before it (a pre-order taken yesterday, a late order past midnight).
 */
export async function fetchBoardOrders(restaurantId: string, since: string): Promise<ApiOrder[]> {
  const today = new URLSearchParams({ restaurantId, since, limit: '200' });
  const open = new URLSearchParams({ restaurantId, status: 'Received,Accepted', limit: '200' });
  const [received, stillOpen] = await Promise.all([
    request<StaffOrdersResponse>('GET', `/orders?${today.toString()}`),
    request<StaffOrdersResponse>('GET', `/orders?${open.toString()}`),
  ]);
  const byId = new Map<string, ApiOrder>();
  for (const order of [...received.orders, ...stillOpen.orders]) byId.set(order._id, order);
  return [...byId.values()];
}

/** The restaurant's gift card orders, newest first, with the cards each paid one issued. */
export const fetchGiftCardOrders = async (restaurantId: string) =>
  (
    await request<StaffGiftCardOrdersResponse>(
      'GET',
      `/giftcardorders?${new URLSearchParams({ restaurantId }).toString()}`,
    )
  ).giftCardOrders;

/** Payment received: the order becomes Paid and its gift cards are issued (once). */
export const markGiftCardOrderPaid = (orderId: string) =>
  request<StaffGiftCardOrder>('POST', `/giftcardorders/${encodeURIComponent(orderId)}/paid`);
