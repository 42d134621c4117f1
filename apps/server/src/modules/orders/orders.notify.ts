import type { FastifyInstance } from 'fastify';
import { sendOrderStatusMail } from '../kitchen/kitchen.mail';
import { paymentDepsOf, settleCardMoney } from '../payments/payments.service';
import { getOrder } from './orders.service';

/**
 * After the transaction that cancelled a Dine-in order with its table booking has committed: the
 * card's money call owed in it is made, the staff board redraws the order and the diner is mailed.
 */
export async function announceOrderCancelledWithTable(
  app: FastifyInstance,
  tenantId: string,
  cancelled: { id: string; online: boolean },
): Promise<void> {
  const now = app.now();
  if (cancelled.online) await settleCardMoney(paymentDepsOf(app), tenantId, cancelled.id, now);
  const order = await getOrder(app.db.kysely, tenantId, cancelled.id);
  app.realtime.emitOrderUpdated(order.restaurant._id, order, order.restaurant.settings.time_zone);
  sendOrderStatusMail(app, tenantId, order, 'cancelled');
}
