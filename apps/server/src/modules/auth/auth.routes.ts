import { FORGOT_PASSWORD_MESSAGE, type AuthResponse, type MessageResponse } from '@storefront/domain';
import { messageIn } from '../../i18n/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TenantRow } from '../../db/schema';
import { tenantOriginOf } from '../../http/origin';
import { parse } from '../../http/validate';
import {
  clearSessionCookies,
  currentCustomer,
  requireCustomer,
  setSessionCookies,
} from '../../plugins/customer-session';
import { customerCookieRecord } from '../customers/customers.presenter';
import { memberRecord } from '../customers/payment-methods.service';
import { customerParams } from '../customers/customers.schemas';
import { authRateChecks } from '../../http/auth-limits';
import { passwordResetMail, welcomeMail } from './auth.mail';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  orderAccountSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenParams,
} from './auth.schemas';
import {
  RESET_DONE_MESSAGE,
  RESET_TOKEN_MINUTES,
  changePassword,
  createPasswordReset,
  login,
  logout,
  register,
  registerFromGuestOrder,
  resetPassword,
  type SignedIn,
} from './auth.service';
import { hashToken } from '../../http/tokens';
import { requireTenant, requireTenantParam } from '../../plugins/tenant';
import { requireMemberTenant } from '../tenants/tenants.service';

const orderAccountParams = z.object({ id: z.string(), orderId: z.string().max(64) });

/*
 * The auth API under /api/eater (accounts-and-extras §7). A successful sign-in answers the token
 * and the member, and sets the session cookies; every path that tries a password or a token is
 * rate limited per account and per client address.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.db.kysely;

  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    { token, customer }: SignedIn,
  ): Promise<AuthResponse> {
    setSessionCookies(request, reply, token, customerCookieRecord(customer));
    const cards = { db: db(), providers: app.paymentProviders, now: app.now };
    return { token, user: await memberRecord(cards, customer) };
  }

  app.post('/auth/login', async (request, reply) => {
    const tenant = await requireMemberTenant(app.db.kysely, requireTenant(request).id);
    const body = parse(loginSchema, request.body);
    const checks = authRateChecks('login', request, tenant.id, body.email.email);
    await app.rateLimiter.hit(reply, checks);
    const session = await login(db(), tenant.id, body, app.now(), request.headers['user-agent']);
    // The member got in: their count from this address starts again (the account's and the address's do not).
    await app.rateLimiter.clear(checks[0]!);
    return signedIn(request, reply, session);
  });

  /** A new member: the welcome mail goes, they are signed in, 201. */
  async function welcomed(
    request: FastifyRequest,
    reply: FastifyReply,
    tenant: TenantRow,
    session: SignedIn,
  ) {
    const { customer } = session;
    const origin = tenantOriginOf(tenant, app.links);
    const to = {
      tenantId: tenant.id,
      tenantName: tenant.name,
      email: customer.email,
      firstName: customer.first_name,
      locale: customer.language ?? request.locale,
    };
    app.background.run('welcome mail', () => app.mailer.send(welcomeMail(to, origin)));
    return reply.status(201).send(await signedIn(request, reply, session));
  }

  app.post('/auth/register', async (request, reply) => {
    const tenant = await requireMemberTenant(app.db.kysely, requireTenant(request).id);
    const body = parse(registerSchema, request.body);
    await app.rateLimiter.hit(reply, authRateChecks('register', request, tenant.id, body.email));
    const session = await register(db(), tenant.id, body, app.now(), request.headers['user-agent']);
    return welcomed(request, reply, tenant, session);
  });

  // The guest's "Create an account" on the order confirmation (issue 18): a password, the order the rest.
  app.post('/tenants/:id/orders/:orderId/account', async (request, reply) => {
    const { orderId } = parse(orderAccountParams, request.params);
    const tenant = await requireMemberTenant(app.db.kysely, requireTenantParam(request).id);
    const { password } = parse(orderAccountSchema, request.body);
    await app.rateLimiter.hit(reply, authRateChecks('register', request, tenant.id, `order:${orderId}`));
    const session = await registerFromGuestOrder(
      db(),
      tenant.id,
      orderId,
      password,
      app.now(),
      request.headers['user-agent'],
    );
    return welcomed(request, reply, tenant, session);
  });

  app.post('/auth/logout', async (request, reply): Promise<MessageResponse> => {
    const session = await currentCustomer(request);
    if (session) await logout(db(), session.tenantId, session.sessionId, app.now());
    clearSessionCookies(reply);
    return { message: messageIn(request.locale, 'You have been signed out.') };
  });

  app.post('/auth/forgot-password', async (request, reply): Promise<MessageResponse> => {
    const tenant = await requireMemberTenant(app.db.kysely, requireTenant(request).id);
    const { email } = parse(forgotPasswordSchema, request.body);
    await app.rateLimiter.hit(reply, authRateChecks('forgot', request, tenant.id, email.email));
    const origin = tenantOriginOf(tenant, app.links);
    const now = app.now();
    // The lookup and the mail run after the answer: its content and timing are the same for every email.
    app.background.run('password reset mail', async () => {
      const reset = await createPasswordReset(app.db.kysely, tenant.id, email, now);
      if (!reset) return;
      const link = `${origin}/reset-password?token=${encodeURIComponent(reset.token)}`;
      const to = {
        tenantId: tenant.id,
        tenantName: tenant.name,
        email: reset.customer.email,
        firstName: reset.customer.first_name,
        locale: reset.customer.language ?? request.locale,
      };
      await app.mailer.send(passwordResetMail(to, link, RESET_TOKEN_MINUTES));
    });
    return { message: messageIn(request.locale, FORGOT_PASSWORD_MESSAGE) };
  });

  app.post('/auth/reset-password/:token', async (request, reply): Promise<MessageResponse> => {
    const tenant = await requireMemberTenant(app.db.kysely, requireTenant(request).id);
    const { token } = parse(resetTokenParams, request.params);
    const { password } = parse(resetPasswordSchema, request.body);
    await app.rateLimiter.hit(reply, authRateChecks('reset', request, tenant.id, hashToken(token)));
    await resetPassword(db(), tenant.id, { token, password }, app.now());
    return { message: messageIn(request.locale, RESET_DONE_MESSAGE) };
  });

  app.patch('/customers/:id/changepassword', async (request, reply) => {
    await requireMemberTenant(app.db.kysely, requireTenant(request).id);
    const { id } = parse(customerParams, request.params);
    const { customer } = await requireCustomer(request, id);
    const body = parse(changePasswordSchema, request.body);
    await app.rateLimiter.hit(
      reply,
      authRateChecks('changePassword', request, customer.tenant_id, customer.id),
    );
    const session = await changePassword(
      db(),
      customer.tenant_id,
      customer,
      body,
      app.now(),
      request.headers['user-agent'],
    );
    return signedIn(request, reply, session);
  });
}
