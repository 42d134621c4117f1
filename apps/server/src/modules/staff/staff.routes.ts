import { STAFF_TOKEN_COOKIE } from '@storefront/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parse } from '../../http/validate';
import { requireTenant } from '../../plugins/tenant';
import { authRateChecks } from '../../http/auth-limits';
import type { StaffPrincipal } from '../../http/staff-principal';
import { staffLoginSchema } from './staff.schemas';
import { loginStaff, logoutStaff } from './staff.service';
import { siteCookie } from '../../http/cookies';

/*
 * The staff API's sign-in under /api/staff: sign in and out, and who is signed in (request.staff:
 * the /api/staff hook signs every call in but these). The order board is the orders module's.
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
      ...siteCookie(request),
      httpOnly: true,
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
}
