import { byDue, isOpenOrder, isOverdue, type ApiOrder, type OrderStatus } from '@storefront/domain';

/*
 * The staff board's pure rules: where each order goes, in what order, how an event updates the list.
 * What "today" and "due" mean is the domain's (order-life/staff-board.ts), shared with the server.
 */

export type BoardColumn = 'Received' | 'Accepted' | 'Fulfilled';

export const BOARD_COLUMNS: readonly BoardColumn[] = ['Received', 'Accepted', 'Fulfilled'];

const HISTORY: readonly OrderStatus[] = ['Rejected', 'Cancelled'];

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
  /** Open orders due on a day that has ended, kept apart so today's work comes first; most urgent first. */
  overdue: ApiOrder[];
  /** Rejected and cancelled orders, newest first. */
  history: ApiOrder[];
}

/**
 * The day's board from the day's orders (`dayStartedAt`: the restaurant's last midnight). Open orders
 * show whatever day they came in, the ones due before today apart as overdue; closed ones only when
 * received today. Open columns put the most urgent (the earliest due) first; Fulfilled the last
 * handed over first, since what staff look for there is the order just done.
 */
export function arrangeBoard(orders: readonly ApiOrder[], dayStartedAt: string): Board {
  const columns: Record<BoardColumn, ApiOrder[]> = { Received: [], Accepted: [], Fulfilled: [] };
  const overdue: ApiOrder[] = [];
  const history: ApiOrder[] = [];
  for (const order of [...orders].sort(newestFirst)) {
    if (!isOpenOrder(order) && order.receivedAt < dayStartedAt) continue;
    if (isOverdue(order, dayStartedAt)) overdue.push(order);
    else if (HISTORY.includes(order.status)) history.push(order);
    else columns[order.status as BoardColumn].push(order);
  }
  columns.Received.sort(byDue);
  columns.Accepted.sort(byDue);
  columns.Fulfilled.sort((a, b) => byDue(b, a));
  return { columns, overdue: overdue.sort(byDue), history };
}
