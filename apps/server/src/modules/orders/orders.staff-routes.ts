import type { StaffOrdersResponse } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { staffRoutesOn } from '../../http/staff-route';
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
import { idempotencyKeySchema } from '../../http/idempotency';
import { paymentDepsOf } from '../payments/payments.service';
import { phoneOrderSchema } from './phone-orders.schemas';
import { tenantDefaultLocale } from '../../plugins/locale';
import { placePhoneOrder, sendPaymentLink, type PhoneOrderDeps } from './phone-orders.service';
import { pricingDepsOf } from './pricing.service';

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
    const page = await listStaffOrders(db, principal, query, app.now());
    return { orders: page.items, nextCursor: page.nextCursor };
  });

  const atOrder = staffRoutesOn(app, '/orders/:orderId', orderParams);
  atOrder('POST', '/status', (principal, { orderId }, { body }) => {
    const change = parse(staffStatusChangeSchema, body);
    return changeStaffOrderStatus(db, app.orderLife, principal, orderId, change, app.now());
  });

  const orders: KitchenOrders = { db, life: app.orderLife };

  const phoneOrders = (): PhoneOrderDeps => ({
    pricing: pricingDepsOf(app),
    payments: paymentDepsOf(app),
    sendPaymentLink: (link) =>
      sendPaymentLink({ db, mailer: app.mailer, texting: app.texts, links: app.links, log: app.log }, link),
  });

  // A phone order taken at the counter (decision 0087): the storefront's placement, for a caller.
  app.post('/orders', async (request, reply) => {
    const key = parse(idempotencyKeySchema, request.headers['idempotency-key']);
    const body = parse(phoneOrderSchema, request.body);
    // A caller's order speaks the restaurant's language, whatever the console's (issue 31).
    const placing = {
      body,
      idempotencyKey: key,
      now: app.now(),
      locale: tenantDefaultLocale(request.tenant),
    };
    const { created, response } = await placePhoneOrder(db, phoneOrders(), request.staff, placing);
    // Paid by link: no order yet, the payment the caller was sent (202 Accepted).
    return reply.status(response.order ? (created ? 201 : 200) : 202).send(response);
  });

  atOrder('POST', '/accept', (principal, { orderId }, { body }) => {
    const { prepMinutes } = parse(acceptSchema, body ?? {});
    const answer = { status: 'Accepted', prepMinutes: prepMinutes ?? null } as const;
    return answerOrder(orders, principal, orderId, answer, app.now());
  });

  atOrder('POST', '/allergies/acknowledge', async (principal, { orderId }) => {
    const { changed, order } = await acknowledgeAllergies(db, principal, orderId, app.now());
    if (changed)
      app.realtime.emitOrderUpdated(order.restaurant._id, order, order.restaurant.settings.time_zone);
    return order;
  });

  atOrder('POST', '/delay', (principal, { orderId }, { body }) =>
    delayAcceptedOrder(orders, principal, orderId, parse(delaySchema, body).minutes, app.now()),
  );

  atOrder('POST', '/ready', (principal, { orderId }) => markReady(orders, principal, orderId, app.now()));

  atOrder('POST', '/reject', (principal, { orderId }, { body }) => {
    const { reason } = parse(rejectSchema, body ?? {});
    return answerOrder(orders, principal, orderId, { status: 'Rejected', reason: reason || null }, app.now());
  });
}
