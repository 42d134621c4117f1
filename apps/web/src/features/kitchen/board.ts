import { localDateOf, startOfLocalDay, type ApiOrder, type OrderStatus } from '@storefront/domain';

/* The staff board's pure rules: what "today" is, where each order goes, how an event updates the list. */

export type BoardColumn = 'Received' | 'Accepted' | 'Fulfilled';

export const BOARD_COLUMNS: readonly BoardColumn[] = ['Received', 'Accepted', 'Fulfilled'];

const HISTORY: readonly OrderStatus[] = ['Rejected', 'Cancelled'];

/** The instant the restaurant's current day began (ISO 8601). */
export function startOfToday(now: Date, timeZone: string): string {
  return new Date(startOfLocalDay(localDateOf(now, timeZone), timeZone)).toISOString();
}

const newestFirst = (a: ApiOrder, b: ApiOrder) =>
  b.receivedAt.localeCompare(a.receivedAt) || b.orderNumber - a.orderNumber;

/** Puts an order (new or changed) into the list, newest first; a stale copy never replaces a newer one. */
export function upsertOrder(orders: readonly ApiOrder[], order: ApiOrder): ApiOrder[] {
  const current = orders.find((o) => o._id === order._id);
  if (current && current.updatedAt > order.updatedAt) return [...orders];
  return [...orders.filter((o) => o._id !== order._id), order].sort(newestFirst);
}

/**
 * A fetched list with the orders the live feed brought for this restaurant merged in: a response
 * that left the server before an event arrived must not hide that event's order (nor bring back an
 * older copy of a changed one).
 */
export function withLiveOrders(
  fetched: readonly ApiOrder[],
  live: Iterable<ApiOrder>,
  restaurantId: string,
): ApiOrder[] {
  let orders = [...fetched];
  for (const order of live) if (order.restaurant._id === restaurantId) orders = upsertOrder(orders, order);
  return orders;
}

export interface Board {
  columns: Record<BoardColumn, ApiOrder[]>;
  /** Rejected and cancelled orders, newest first. */
  history: ApiOrder[];
}

/**
 * Open orders (Received, Accepted) show whatever day they came in; fulfilled and closed ones only
 * when received today. Received orders are listed oldest first (the next to handle on top).
 */
export function arrangeBoard(orders: readonly ApiOrder[], since: string): Board {
  const columns: Record<BoardColumn, ApiOrder[]> = { Received: [], Accepted: [], Fulfilled: [] };
  const history: ApiOrder[] = [];
  for (const order of [...orders].sort(newestFirst)) {
    const open = order.status === 'Received' || order.status === 'Accepted';
    if (!open && order.receivedAt < since) continue;
    if (HISTORY.includes(order.status)) history.push(order);
    else columns[order.status as BoardColumn].push(order);
  }
  columns.Received.reverse();
  columns.Accepted.sort((a, b) =>
    (a.adjustedPickupTime ?? a.pickupTime).localeCompare(b.adjustedPickupTime ?? b.pickupTime),
  );
  return { columns, history };
}
