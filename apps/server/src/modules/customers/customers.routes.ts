import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailSchema } from '@storefront/domain';
import {
  parsePageQuery,
  sendArrayPage,
  type MemberListCall,
  type Page,
  type PageQuery,
} from '../../http/pagination';
import { badRequest } from '../../http/errors';
import { parse } from '../../http/validate';
import type { RateRule } from '../../plugins/rate-limit';
import { currentCustomer, setCustomerCookie } from '../../plugins/customer-session';
import { requireMember } from './member';
import { requireTenantParam } from '../../plugins/tenant';
import { mostOrderedQuery, updateLanguageSchema, updateProfileSchema } from './customers.schemas';
import { methodParams, savePaymentMethodSchema, updatePaymentMethodSchema } from './payment-methods.schemas';
import {
  deletePaymentMethod,
  listPaymentMethods,
  memberRecord,
  savePaymentMethod,
  updatePaymentMethod,
  type CardDeps,
} from './payment-methods.service';
import {
  getCustomerView,
  getMostOrderedItems,
  listCoupons,
  listGiftCards,
  updateLanguage,
  updateProfile,
} from './customers.service';

const query = z.object({ email: emailSchema });

/**
 * The checkout asks once or twice per order whether its email is blocked; a client asking about
 * hundreds of emails is listing who has an account here (issue 16), so each address gets this many.
 */
export const CUSTOMER_VIEW_LIMIT: RateRule = { limit: 30, windowSeconds: 15 * 60, what: 'email checks' };

/** Saving cards is what card testers would do by the hundred: a member saves a few an hour. */
export const CARD_SAVE_LIMIT: RateRule = { limit: 10, windowSeconds: 60 * 60, what: 'cards saved' };

/*
 * The member area's API (accounts-and-extras §7). Every /customers/{id} call answers only the
 * signed-in member's own id: another member's, or another tenant's, is a 404.
 */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.db.kysely;
  const cards = (): CardDeps => ({ db: db(), providers: app.paymentProviders, now: app.now });

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

  app.get('/customers/:id', async (request) => memberRecord(cards(), await requireMember(request)));

  app.put('/customers/:id', async (request, reply) => {
    const customer = await requireMember(request);
    const body = parse(updateProfileSchema, request.body);
    const user = await memberRecord(
      cards(),
      await updateProfile(db(), customer.tenant_id, customer.id, body, app.now()),
    );
    setCustomerCookie(request, reply, {
      _id: user._id,
      local: { firstName: user.local.firstName, lastName: user.local.lastName },
    });
    return user;
  });

  app.patch('/customers/:id', async (request) => {
    const customer = await requireMember(request);
    const { language } = parse(updateLanguageSchema, request.body);
    return memberRecord(
      cards(),
      await updateLanguage(db(), customer.tenant_id, customer.id, language ?? null, app.now()),
    );
  });

  // The spec's plain arrays, one page each (decision 0034: the next page's cursor is in the headers).
  const memberListRoute = <T>(
    path: string,
    list: (member: MemberListCall, query: PageQuery) => Promise<Page<T>>,
  ) =>
    app.get(path, async (request, reply) => {
      const { tenant_id, id } = await requireMember(request);
      const member = { db: db(), tenantId: tenant_id, customerId: id, now: app.now() };
      return sendArrayPage(request, reply, await list(member, parsePageQuery(request)));
    });
  memberListRoute('/customers/:id/coupons', listCoupons);
  memberListRoute('/customers/:id/giftcards', listGiftCards);
  // Saved cards (accounts-and-extras §7; decision 0041).
  app.get('/customers/:id/paymentmethods', async (request, reply) => {
    const member = await requireMember(request);
    return sendArrayPage(request, reply, await listPaymentMethods(cards(), member, parsePageQuery(request)));
  });
  app.post('/customers/:id/paymentmethods', async (request, reply) => {
    const member = await requireMember(request);
    const body = parse(savePaymentMethodSchema, request.body);
    if (body.customer !== undefined && body.customer !== member.id)
      throw badRequest('customer must be your own id.', 'VALIDATION_FAILED');
    await app.rateLimiter.hit(reply, [
      { rule: CARD_SAVE_LIMIT, key: `card-save:${member.tenant_id}:${member.id}` },
    ]);
    const saved = await savePaymentMethod(cards(), member, {
      source: body.card ? { card: body.card } : { paymentMethod: body.stripeTokenId! },
      name: body.stripeToken?.card?.name ?? body.card?.name ?? null,
      email: body.email,
      phone: body.phone,
    });
    return reply.code(201).send(saved);
  });
  app.put('/customers/:id/paymentmethods/:methodId', async (request) => {
    const member = await requireMember(request);
    const { methodId } = parse(methodParams, request.params);
    const { stripeToken, email, phone } = parse(updatePaymentMethodSchema, request.body);
    return updatePaymentMethod(cards(), member, methodId, {
      name: stripeToken.card.name,
      expMonth: stripeToken.card.exp_month,
      expYear: stripeToken.card.exp_year,
      postalCode: stripeToken.card.address_zip,
      email,
      phone,
    });
  });
  app.delete('/customers/:id/paymentmethods/:methodId', async (request, reply) => {
    const member = await requireMember(request);
    const { methodId } = parse(methodParams, request.params);
    await deletePaymentMethod(cards(), member, methodId);
    return reply.code(204).send();
  });
}
