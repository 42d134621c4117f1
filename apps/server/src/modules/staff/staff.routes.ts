import { STAFF_TOKEN_COOKIE, type StaffOrdersResponse } from '@storefront/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parse } from '../../http/validate';
import { requireTenant } from '../../plugins/tenant';
import { authRateChecks } from '../../http/auth-limits';
import { requireStaff, requireStaffAt, staffPrincipalOf } from './staff.auth';
import {
  orderParams,
  staffLoginSchema,
  staffOrdersQuerySchema,
  staffStatusChangeSchema,
} from './staff.schemas';
import { changeStaffOrderStatus, listStaffOrders, loginStaff, logoutStaff } from './staff.service';

/*
 * The staff API under /api/staff: sign in and out, the order board and status changes. Every call
 * is scoped by the Host's tenant, and every order call by the signed-in staff member's restaurants.
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(STAFF_TOKEN_COOKIE, { path: '/' });

  app.post('/login', async (request, reply) => {
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

  app.post('/logout', async (request, reply) => {
    const principal = await staffPrincipalOf(request);
    if (principal) {
      await logoutStaff(app.db.kysely, principal.tenantId, principal, app.now());
      app.realtime.disconnectStaffSession(principal.sessionId);
    }
    clearCookie(reply);
    return reply.status(204).send();
  });

  app.get('/me', async (request) => (await requireStaff(request)).staff);

  app.get('/orders', async (request): Promise<StaffOrdersResponse> => {
    const principal = await requireStaff(request);
    const query = parse(staffOrdersQuerySchema, request.query);
    const page = await listStaffOrders(app.db.kysely, principal.tenantId, principal, query);
    return { orders: page.items, nextCursor: page.nextCursor };
  });

  app.post('/orders/:orderId/status', async (request) => {
    const [principal, { orderId }] = await requireStaffAt(request, orderParams);
    const body = parse(staffStatusChangeSchema, request.body);
    return changeStaffOrderStatus(app.db.kysely, app.orderLife, principal, orderId, body, app.now());
  });
}
