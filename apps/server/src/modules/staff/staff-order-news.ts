import type { ApiOrder } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { sendOrderStatusMail, type OrderStatusMailKind } from '../kitchen/kitchen.mail';
import { announceTableOfOrder } from '../reservations/reservations.notify';

/**
 * Tells everyone of an order that staff changed, from the staff board or the kitchen alike: the
 * board and the diner's page hear it, a rejected Dine-in order's cancelled table reaches the
 * reservations inbox, and the diner gets the mail of `kind` (none when null).
 */
export async function announceStaffOrderChange(
  app: FastifyInstance,
  tenantId: string,
  order: ApiOrder,
  kind: OrderStatusMailKind | null,
): Promise<ApiOrder> {
  app.realtime.emitOrderUpdated(order.restaurant._id, order, order.restaurant.settings.time_zone);
  if (kind === 'rejected') await announceTableOfOrder(app, 'cancelled', tenantId, order);
  if (kind) sendOrderStatusMail(app, tenantId, order, kind);
  return order;
}
