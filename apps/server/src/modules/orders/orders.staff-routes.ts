import type { StaffOrdersResponse } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/validate';
import { acknowledgeAllergies } from './allergies.service';
import { answerOrder, delayAcceptedOrder, markReady, type KitchenOrders } from './kitchen-orders.service';
import {
  acceptSchema,
  delaySchema,
  orderParams,
  rejectSchema,
  staffOrdersQuerySchema,
  staffStatusChangeSchema,
} from './staff-orders.schemas';
import { changeStaffOrderStatus, listStaffOrders } from './staff-orders.service';

/*
 * The staff's orders under /api/staff (app.ts; its hook signs every call in): the order board and
 * its status changes, and the kitchen's answers (accept with a ready time, delay, ready, reject).
 * Every call is scoped by the signed-in staff member's restaurants.
 */
export async function orderStaffRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db.kysely;

  app.get('/orders', async (request): Promise<StaffOrdersResponse> => {
    const principal = request.staff;
    const query = parse(staffOrdersQuerySchema, request.query);
    const page = await listStaffOrders(db, principal.tenantId, principal, query, app.now());
    return { orders: page.items, nextCursor: page.nextCursor };
  });

  app.post('/orders/:orderId/status', async (request) => {
    const principal = request.staff;
    const { orderId } = parse(orderParams, request.params);
    const body = parse(staffStatusChangeSchema, request.body);
    return changeStaffOrderStatus(db, app.orderLife, principal, orderId, body, app.now());
  });

  const orders: KitchenOrders = { db, life: app.orderLife };

  app.post('/orders/:orderId/accept', async (request) => {
    const principal = request.staff;
    const { orderId } = parse(orderParams, request.params);
    const { prepMinutes } = parse(acceptSchema, request.body ?? {});
    const answer = { status: 'Accepted', prepMinutes: prepMinutes ?? null } as const;
    return answerOrder(orders, principal, orderId, answer, app.now());
  });

  app.post('/orders/:orderId/allergies/acknowledge', async (request) => {
    const { orderId } = parse(orderParams, request.params);
    const { changed, order } = await acknowledgeAllergies(app.db.kysely, request.staff, orderId, app.now());
    if (changed)
      app.realtime.emitOrderUpdated(order.restaurant._id, order, order.restaurant.settings.time_zone);
    return order;
  });

  app.post('/orders/:orderId/delay', async (request) => {
    const principal = request.staff;
    const { orderId } = parse(orderParams, request.params);
    const { minutes } = parse(delaySchema, request.body);
    return delayAcceptedOrder(orders, principal, orderId, minutes, app.now());
  });

  app.post('/orders/:orderId/ready', async (request) => {
    const principal = request.staff;
    const { orderId } = parse(orderParams, request.params);
    return markReady(orders, principal, orderId, app.now());
  });

  app.post('/orders/:orderId/reject', async (request) => {
    const principal = request.staff;
    const { orderId } = parse(orderParams, request.params);
    const { reason } = parse(rejectSchema, request.body ?? {});
    return answerOrder(orders, principal, orderId, { status: 'Rejected', reason: reason || null }, app.now());
  });
}
