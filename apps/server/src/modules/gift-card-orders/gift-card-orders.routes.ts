import type { StaffGiftCardOrdersResponse } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { parsePageQuery, sendArrayPage } from '../../http/pagination';
import { parse } from '../../http/validate';
import { writeRateChecks } from '../../http/write-limits';
import { currentCustomer } from '../../plugins/customer-session';
import { requireTenant } from '../../plugins/tenant';
import { idempotencyKeySchema } from '../../http/idempotency';
import { requireMember } from '../customers/member';
import { paymentDepsOf } from '../payments/payments.service';
import {
  giftCardOrderParams,
  giftCardOrderSchema,
  restaurantParams,
  staffGiftCardOrdersQuerySchema,
} from './gift-card-orders.schemas';
import { mailPaidGiftCardOrder } from './gift-card-orders.sends';
import {
  listSentGiftCards,
  listStaffGiftCardOrders,
  payGiftCardOrder,
  placeGiftCardOrder,
} from './gift-card-orders.service';

/*
 * Buying gift cards (accounts-and-extras §7 POST /restaurants/{restaurantId}/giftcardorders). The
 * product reads, GET /tenants/{id}/giftcardproducts and GET /giftcardproducts/{id}, are the tenants
 * module's.
 */
export async function giftCardOrderRoutes(app: FastifyInstance): Promise<void> {
  app.post('/restaurants/:restaurantId/giftcardorders', async (request, reply) => {
    const { restaurantId } = parse(restaurantParams, request.params);
    const key = parse(idempotencyKeySchema, request.headers['idempotency-key']);
    const body = parse(giftCardOrderSchema, request.body);
    const tenantId = requireTenant(request).id;
    await app.rateLimiter.hit(
      reply,
      writeRateChecks(
        'giftCardOrder',
        app.writeLimits.rates.giftCardOrder,
        tenantId,
        request,
        body.customer.email,
      ),
    );
    const { created, response } = await placeGiftCardOrder(
      app.db.kysely,
      tenantId,
      restaurantId,
      key,
      body,
      app.now(),
      (await currentCustomer(request))?.customer.id ?? null,
      request.locale,
      paymentDepsOf(app),
    );
    const order = response.giftCardOrder;
    if (created && order) {
      app.realtime.emitNewGiftCardOrder(order.restaurant._id, order, order.restaurant.settings.time_zone);
      // Paid online: its cards were issued with it, and the digital ones go out now.
      if (order.paymentStatus === 'Paid') mailPaidGiftCardOrder(app, tenantId, order._id);
    }
    // Online and not paid yet: no order, the payment to confirm (202 Accepted).
    return reply.status(order ? (created ? 201 : 200) : 202).send(response);
  });

  // The gift cards a member sent to others (issue 18), one page as the member lists are.
  app.get('/customers/:id/giftcards/sent', async (request, reply) => {
    const { tenant_id, id } = await requireMember(request);
    const member = { db: app.db.kysely, tenantId: tenant_id, customerId: id, now: app.now() };
    return sendArrayPage(request, reply, await listSentGiftCards(member, parsePageQuery(request)));
  });
}

/** The staff board's gift card orders, under /api/staff (app.ts), behind the staff sign-in. */
export async function giftCardOrderStaffRoutes(app: FastifyInstance): Promise<void> {
  app.get('/giftcardorders', async (request): Promise<StaffGiftCardOrdersResponse> => {
    const principal = request.staff;
    const query = parse(staffGiftCardOrdersQuerySchema, request.query);
    const page = await listStaffGiftCardOrders(app.db.kysely, principal, query);
    return { giftCardOrders: page.items, nextCursor: page.nextCursor };
  });

  app.post('/giftcardorders/:id/paid', async (request) => {
    const principal = request.staff;
    const { id } = parse(giftCardOrderParams, request.params);
    const order = await payGiftCardOrder(app.db.kysely, principal.tenantId, principal, id, app.now());
    mailPaidGiftCardOrder(app, principal.tenantId, order._id);
    return order;
  });
}
