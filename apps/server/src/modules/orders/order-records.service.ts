import type { Executor } from '../../db/executor';
import { isId } from '../../db/ids';
import { findOrder } from './orders.repository';

/*
 * What the other modules (staff, loyalty) and the routes read and write of orders' rows, so that none
 * of them reaches into orders.repository.
 */
export { changeOrderStatus, findOrder, insertStatusHistory, listOrderIds } from './orders.repository';

/** The member an order belongs to: null for a guest's order, undefined when there is no such order. */
export async function findOrderCustomerId(
  db: Executor,
  tenantId: string,
  orderId: string,
): Promise<string | null | undefined> {
  if (!isId(orderId)) return undefined;
  return (await findOrder(db, tenantId, orderId))?.customer_id;
}
