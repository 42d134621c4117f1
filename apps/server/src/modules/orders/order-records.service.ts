import type { Executor } from '../../db/executor';
import { isId } from '../../db/ids';
import { memberList } from '../../http/pagination';
import {
  findOrder,
  findOrderByIdempotencyKey,
  listCustomerOrderPage,
  ORDER_PAGE_KEYS,
} from './orders.repository';
import { presentOrders } from './orders.service';

/*
 * What the other modules (staff, loyalty, customers) and the routes read and write of orders' rows, so that none
 * of them reaches into orders.repository.
 */
export { findOrder, linkGuestOrder, listOrderPage, ORDER_PAGE_KEYS } from './orders.repository';
export { presentOrders } from './orders.service';

/** The member an order belongs to: null for a guest's order, undefined when there is no such order. */
export async function findOrderCustomerId(
  db: Executor,
  tenantId: string,
  orderId: string,
): Promise<string | null | undefined> {
  if (!isId(orderId)) return undefined;
  return (await findOrder(db, tenantId, orderId))?.customer_id;
}

/**
 * The order placed under this Idempotency-Key, if any: its retry is answered from what is stored
 * (placeOrder's replay), so the order rate limit does not count it (issue 27 item 7).
 */
export const findPlacedOrder = (db: Executor, tenantId: string, key: string) =>
  findOrderByIdempotencyKey(db, tenantId, key);

/** A page of the member's orders, newest first, each as the order view shows it. */
export const listCustomerOrders = memberList(
  ORDER_PAGE_KEYS,
  listCustomerOrderPage,
  (rows, { db, tenantId }) => presentOrders(db, tenantId, rows),
);
