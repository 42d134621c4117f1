import { STAFF_TOKEN_COOKIE, type StaffOrdersResponse } from '@storefront/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parse } from '../../http/validate';
import { requireTenant } from '../../plugins/tenant';
import { authRateChecks } from '../../http/auth-limits';
import type { StaffPrincipal } from '../../http/staff-principal';
import {
  orderParams,
  staffLoginSchema,
  staffOrdersQuerySchema,
  staffStatusChangeSchema,
} from './staff.schemas';
import { changeStaffOrderStatus, listStaffOrders, loginStaff, logoutStaff } from './staff.service';

/*
 * The staff API under /api/staff: sign in and out, the order board and status changes. Every call
 * is scoped by the Host's tenant, and every order call by the signed-in staff member's restaurants
 * (request.staff: the /api/staff hook signs every call in but the sign-in's and sign-out's).
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(STAFF_TOKEN_COOKIE, { path: '/' });

  app.post('/login', { config: { staffSession: 'anonymous' } }, async (request, reply) => {
    const tenant = requireTenant(request);
    const body = parse(staffLoginSchema, request.body);
    const account = body.email.trim().toLowerCase();
    const checks = authRateChecks('staffLogin', request, tenant.id, account);
    await app.rateLimiter.hit(reply, checks);
    const { token, staff, expiresAt } = await loginStaff(app.db.kysely, tenant.id, body, app.now());
    await app.rateLimiter.clear(checks[0]!);
    reply.setCookie(STAFF_TOKEN_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: request.protocol === 'https',
      expires: new Date(expiresAt),
    });
    return { token, staff };
  });

  app.post('/logout', { config: { staffSession: 'optional' } }, async (request, reply) => {
    // Signing out without a live session still clears the cookie.
    const principal = request.staff as StaffPrincipal | null;
    if (principal) {
      await logoutStaff(app.db.kysely, principal.tenantId, principal, app.now());
      app.realtime.disconnectStaffSession(principal.sessionId);
    }
    clearCookie(reply);
    return reply.status(204).send();
  });

  app.get('/me', async (request) => request.staff.staff);

  app.get('/orders', async (request): Promise<StaffOrdersResponse> => {
    const principal = request.staff;
    const query = parse(staffOrdersQuerySchema, request.query);
    const page = await listStaffOrders(app.db.kysely, principal.tenantId, principal, query);
    return { orders: page.items, nextCursor: page.nextCursor };
  });

  app.post('/orders/:orderId/status', async (request) => {
    const principal = request.staff;
    const { orderId } = parse(orderParams, request.params);
    const body = parse(staffStatusChangeSchema, request.body);
    return changeStaffOrderStatus(app.db.kysely, app.orderLife, principal, orderId, body, app.now());
  });
}
