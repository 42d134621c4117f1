import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailSchema } from '@storefront/domain';
import { parsePageQuery, sendArrayPage } from '../../http/pagination';
import { parse } from '../../http/validate';
import type { RateRule } from '../../plugins/rate-limit';
import { currentCustomer, setCustomerCookie } from '../../plugins/customer-session';
import { requireMember } from './member';
import { requireTenantParam } from '../../plugins/tenant';
import { presentCustomer } from './customers.presenter';
import { mostOrderedQuery, updateProfileSchema } from './customers.schemas';
import {
  getCustomerView,
  getMostOrderedItems,
  listCoupons,
  listGiftCards,
  listReservations,
  updateProfile,
} from './customers.service';

const query = z.object({ email: emailSchema });

/**
 * The checkout asks once or twice per order whether its email is blocked; a client asking about
 * hundreds of emails is listing who has an account here (issue 16), so each address gets this many.
 */
export const CUSTOMER_VIEW_LIMIT: RateRule = { limit: 30, windowSeconds: 15 * 60, what: 'email checks' };

/*
 * The member area's API (accounts-and-extras §7). Every /customers/{id} call answers only the
 * signed-in member's own id: another member's, or another tenant's, is a 404.
 */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.db.kysely;

  app.get('/tenants/:id/customerviews', async (request, reply) => {
    const tenant = requireTenantParam(request);
    const { email } = parse(query, request.query);
    await app.rateLimiter.hit(reply, [
      { rule: CUSTOMER_VIEW_LIMIT, key: `customerviews:${tenant.id}:${request.ip}` },
    ]);
    const session = await currentCustomer(request);
    return getCustomerView(db(), tenant.id, email, session?.customer.id ?? null);
  });

  app.get('/tenants/:id/get-most-ordered-items', async (request) => {
    const tenant = requireTenantParam(request);
    const { eaterUUID } = parse(mostOrderedQuery, request.query);
    const session = await currentCustomer(request);
    const eater = session ? { customerId: session.customer.id } : eaterUUID ? { eaterUuid: eaterUUID } : null;
    return getMostOrderedItems(db(), tenant.id, eater);
  });

  app.get('/customers/:id', async (request) => presentCustomer(await requireMember(request)));

  app.put('/customers/:id', async (request, reply) => {
    const customer = await requireMember(request);
    const body = parse(updateProfileSchema, request.body);
    const user = await updateProfile(db(), customer.tenant_id, customer.id, body, app.now());
    setCustomerCookie(request, reply, {
      _id: user._id,
      local: { firstName: user.local.firstName, lastName: user.local.lastName },
    });
    return user;
  });

  // The spec's plain arrays, one page each (decision 0034: the next page's cursor is in the headers).
  app.get('/customers/:id/coupons', async (request, reply) => {
    const { tenant_id, id } = await requireMember(request);
    return sendArrayPage(
      request,
      reply,
      await listCoupons(db(), tenant_id, id, parsePageQuery(request), app.now()),
    );
  });
  app.get('/customers/:id/giftcards', async (request, reply) => {
    const { tenant_id, id } = await requireMember(request);
    return sendArrayPage(request, reply, await listGiftCards(db(), tenant_id, id, parsePageQuery(request)));
  });
  app.get('/customers/:id/reservations', async (request, reply) => {
    const { tenant_id, id } = await requireMember(request);
    return sendArrayPage(
      request,
      reply,
      await listReservations(db(), tenant_id, id, parsePageQuery(request), app.now()),
    );
  });
}
