import type { Executor } from '../../db/executor';
import { isId } from '../../db/ids';
import type { ApiOrder } from '@storefront/domain';
import { findOrder, listCustomerOrderIds } from './orders.repository';
import { getOrder } from './orders.service';

/*
 * What the other modules (staff, loyalty, customers) and the routes read and write of orders' rows, so that none
 * of them reaches into orders.repository.
 */
export { changeOrderStatus, findOrder, insertStatusHistory, listOrderIds } from './orders.repository';
export { returnOrderMoney, type ReturnedMoney } from './order-money.service';

/** The member an order belongs to: null for a guest's order, undefined when there is no such order. */
export async function findOrderCustomerId(
  db: Executor,
  tenantId: string,
  orderId: string,
): Promise<string | null | undefined> {
  if (!isId(orderId)) return undefined;
  return (await findOrder(db, tenantId, orderId))?.customer_id;
}

/** The member's orders, newest first, each as the order view shows it. */
export async function listCustomerOrders(
  db: Executor,
  tenantId: string,
  customerId: string,
): Promise<ApiOrder[]> {
  const ids = await listCustomerOrderIds(db, tenantId, customerId);
  const orders: ApiOrder[] = [];
  for (const id of ids) orders.push(await getOrder(db, tenantId, id));
  return orders;
}
