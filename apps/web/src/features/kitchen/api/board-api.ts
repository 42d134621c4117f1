import type {
  ApiOrder,
  StaffGiftCardOrder,
  StaffGiftCardOrdersResponse,
  StaffOrdersResponse,
} from '@storefront/domain';
import { createApiClient } from '../../../lib/api-client';

/* The order board's reads (/api/staff/orders, /api/staff/giftcardorders) and the gift card's Paid. */

const request = createApiClient('/api/staff');

export const boardKeys = {
  orders: (restaurantId: string) => ['staff', 'orders', restaurantId] as const,
  /** Under ['staff', 'orders'], so every (re)connection reloads them with the orders. */
  giftCardOrders: (restaurantId: string) => ['staff', 'orders', 'gift-card', restaurantId] as const,
};

/** The server answers at most this many orders a request (decision 0034). */
const PAGE_SIZE = 100;
/**
 * A board stops loading past this many orders of one kind: far more than a kitchen can work through,
 * and still a few dozen requests.
 */
export const BOARD_MAX_ORDERS = 2000;

/** Every page of a staff list, following `nextCursor`, up to `max` items. */
async function allPages<Body, T>(
  path: string,
  params: Record<string, string>,
  pageOf: (body: Body) => { items: T[]; nextCursor: string | null },
  max = BOARD_MAX_ORDERS,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ ...params, limit: String(PAGE_SIZE) });
    if (cursor) query.set('cursor', cursor);
    const page = pageOf(await request<Body>('GET', `${path}?${query.toString()}`));
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && items.length < max);
  return items;
}

const ordersPage = (body: StaffOrdersResponse) => ({ items: body.orders, nextCursor: body.nextCursor });

/**
 * The board's orders: the restaurant's today as the server cuts it (since its local midnight, plus
 * the orders still open from before it: a pre-order taken yesterday, one forgotten last night), read
 * a page at a time to its end.
 */
export const fetchBoardOrders = (restaurantId: string): Promise<ApiOrder[]> =>
  allPages('/orders', { restaurantId, day: 'today' }, ordersPage);

/** The restaurant's gift card orders, newest first, with the cards each paid one issued. */
export const fetchGiftCardOrders = (restaurantId: string) =>
  allPages('/giftcardorders', { restaurantId }, (body: StaffGiftCardOrdersResponse) => ({
    items: body.giftCardOrders,
    nextCursor: body.nextCursor,
  }));

/** Payment received: the order becomes Paid and its gift cards are issued (once). */
export const markGiftCardOrderPaid = (orderId: string) =>
  request<StaffGiftCardOrder>('POST', `/giftcardorders/${encodeURIComponent(orderId)}/paid`);
