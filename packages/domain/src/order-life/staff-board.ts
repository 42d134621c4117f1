import { ORDER_STATUSES, type ApiOrder, type OrderStatus } from '../contract/orders';
import { localDateOf, startOfLocalDay, toEpochMs, type InstantLike } from '../time/zoned';
import { isTerminal } from './lifecycle';

/*
 * The staff board's day and its urgency (issue 33 item 1), shared by the server's query (which
 * orders "today" holds) and the board (how it orders and marks them).
 */

/** The statuses the kitchen still has work on: the board keeps these whatever day they came in. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => !isTerminal(s));

export const isOpenOrder = (order: Pick<ApiOrder, 'status'>): boolean => !isTerminal(order.status);

/** The instant the restaurant's current day began (its local midnight), as ISO 8601. */
export function startOfToday(now: InstantLike, timeZone: string): string {
  return new Date(startOfLocalDay(localDateOf(now, timeZone), timeZone)).toISOString();
}

/** When the order is due: the time the kitchen promised (accepted with a prep time, delayed), else the diner's. */
export const dueAt = (order: Pick<ApiOrder, 'pickupTime' | 'adjustedPickupTime'>): string =>
  order.adjustedPickupTime ?? order.pickupTime;

/**
 * Still open, and due on a day that has ended: yesterday's forgotten order. A pre-order taken on an
 * earlier day for today is not overdue, so the day is the due time's, not the time it came in.
 */
export const isOverdue = (order: ApiOrder, dayStartedAt: string): boolean =>
  isOpenOrder(order) && Date.parse(dueAt(order)) < Date.parse(dayStartedAt);

/**
 * Its due time has passed and the kitchen has not finished it. An order marked ready waits for the
 * diner, not the kitchen, so it is not late.
 */
export const isLate = (order: ApiOrder, now: InstantLike): boolean =>
  isOpenOrder(order) && !order.readyAt && Date.parse(dueAt(order)) < toEpochMs(now);

/** Most urgent first: the earliest due, then the first to come in. */
export const byDue = (a: ApiOrder, b: ApiOrder): number =>
  Date.parse(dueAt(a)) - Date.parse(dueAt(b)) ||
  a.receivedAt.localeCompare(b.receivedAt) ||
  a.orderNumber - b.orderNumber;
