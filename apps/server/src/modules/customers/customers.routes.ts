import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailSchema } from '@storefront/domain';
import { parse } from '../../http/validate';
import { currentCustomer, requireCustomer, setCustomerCookie } from '../../plugins/customer-session';
import { requireTenant, requireTenantParam } from '../../plugins/tenant';
import { presentCustomer } from './customers.presenter';
import { customerParams, mostOrderedQuery, updateProfileSchema } from './customers.schemas';
import {
  getCustomerView,
  getMostOrderedItems,
  listCoupons,
  listCustomerOrders,
  listGiftCards,
  listReservations,
  updateProfile,
} from './customers.service';
import { requireMemberTenant } from '../tenants/tenants.service';

const query = z.object({ email: emailSchema });

/*
 * The member area's API (accounts-and-extras §7). Every /customers/{id} call answers only the
 * signed-in member's own id: another member's, or another tenant's, is a 404.
 */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.db.kysely;

  app.get('/tenants/:id/customerviews', async (request) => {
    const tenant = requireTenantParam(request);
    const { email } = parse(query, request.query);
    return getCustomerView(db(), tenant.id, email);
  });

  app.get('/tenants/:id/get-most-ordered-items', async (request) => {
    const tenant = requireTenantParam(request);
    const { eaterUUID } = parse(mostOrderedQuery, request.query);
    const session = await currentCustomer(request);
    const eater = session ? { customerId: session.customer.id } : eaterUUID ? { eaterUuid: eaterUUID } : null;
    return getMostOrderedItems(db(), tenant.id, eater);
  });

  /** The signed-in member named by the path's id (after the membership gate). */
  async function member(request: Parameters<typeof requireCustomer>[0]) {
    await requireMemberTenant(app.db.kysely, requireTenant(request).id);
    const { id } = parse(customerParams, request.params);
    return (await requireCustomer(request, id)).customer;
  }

  app.get('/customers/:id', async (request) => presentCustomer(await member(request)));

  app.put('/customers/:id', async (request, reply) => {
    const customer = await member(request);
    const body = parse(updateProfileSchema, request.body);
    const user = await updateProfile(db(), customer.tenant_id, customer.id, body, app.now());
    setCustomerCookie(request, reply, { _id: user._id, local: user.local });
    return user;
  });

  app.get('/customers/:id/orders', async (request) => {
    const { tenant_id, id } = await member(request);
    return listCustomerOrders(db(), tenant_id, id);
  });
  app.get('/customers/:id/coupons', async (request) => {
    const { tenant_id, id } = await member(request);
    return listCoupons(db(), tenant_id, id);
  });
  app.get('/customers/:id/giftcards', async (request) => {
    const { tenant_id, id } = await member(request);
    return listGiftCards(db(), tenant_id, id);
  });
  app.get('/customers/:id/reservations', async (request) => {
    const { tenant_id, id } = await member(request);
    return listReservations(db(), tenant_id, id);
  });
}
