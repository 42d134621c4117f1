import type { StaffGiftCardOrdersResponse } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/validate';
import { writeRateChecks } from '../../http/write-limits';
import { currentCustomer } from '../../plugins/customer-session';
import { requireTenant } from '../../plugins/tenant';
import { idempotencyKeySchema } from '../orders/orders.schemas';
import { requireStaff } from '../staff/staff.auth';
import { findTenantById } from '../tenants/tenants.service';
import { digitalGiftCardsMail } from './gift-card-orders.mail';
import {
  giftCardOrderParams,
  giftCardOrderSchema,
  restaurantParams,
  staffGiftCardOrdersQuerySchema,
} from './gift-card-orders.schemas';
import { listStaffGiftCardOrders, payGiftCardOrder, placeGiftCardOrder } from './gift-card-orders.service';

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
    );
    if (created) {
      const order = response.giftCardOrder;
      app.realtime.emitNewGiftCardOrder(order.restaurant._id, order, order.restaurant.settings.time_zone);
    }
    return reply.status(created ? 201 : 200).send(response);
  });
}

/** The staff board's gift card orders, under /api/staff (app.ts), behind the staff sign-in. */
export async function giftCardOrderStaffRoutes(app: FastifyInstance): Promise<void> {
  app.get('/giftcardorders', async (request): Promise<StaffGiftCardOrdersResponse> => {
    const principal = await requireStaff(request);
    const query = parse(staffGiftCardOrdersQuerySchema, request.query);
    const page = await listStaffGiftCardOrders(app.db.kysely, principal.tenantId, principal, query);
    return { giftCardOrders: page.items, nextCursor: page.nextCursor };
  });

  app.post('/giftcardorders/:id/paid', async (request) => {
    const principal = await requireStaff(request);
    const { id } = parse(giftCardOrderParams, request.params);
    const order = await payGiftCardOrder(app.db.kysely, principal.tenantId, principal, id, app.now());
    if (order.giftCardType === 'Digital') {
      // The cards are issued whatever happens to the mail; the outbox keeps it for a resend.
      app.background.run('digital gift cards mail', async () => {
        const tenant = await findTenantById(app.db.kysely, principal.tenantId);
        const firstName = order.nameOrderedUnder.split(' ')[0] ?? '';
        await app.mailer.send(
          digitalGiftCardsMail({ id: principal.tenantId, name: tenant?.name ?? '' }, order, firstName),
        );
      });
    }
    return order;
  });
}
