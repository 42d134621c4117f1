import { OWNER_CONSOLE_MESSAGES, STAFF_SIGN_IN_MESSAGE, STAFF_TOKEN_COOKIE } from '@storefront/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { requireOwner, type StaffPrincipal } from '../http/staff-principal';
import { tokenOf } from '../http/tokens';
import { requireTenant } from './tenant';

/** The staff member a token belongs to in the tenant, or null (unknown, revoked or expired). */
export type AuthenticateStaff = (tenantId: string, token: string) => Promise<StaffPrincipal | null>;

/**
 * Who may call a route under /api/staff (its `config.staffSession`): by default a signed-in staff
 * member; 'anonymous' routes (sign-in, an invitation's link) are open; an 'optional' one (sign-out)
 * gets the session when there is one.
 */
export type StaffSessionAccess = 'anonymous' | 'optional';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in staff member of a request under /api/staff, found by the one hook of
     * registerStaffSessions before the handler runs. Null only on the 'anonymous' and 'optional'
     * routes.
     */
    staff: StaffPrincipal;
  }
  interface FastifyContextConfig {
    staffSession?: StaffSessionAccess;
  }
}

/**
 * Staff authentication as one hook on the context it is registered in (app.ts: the /api/staff
 * prefix; decision 0067): the Host's tenant (a 404 when none answers), then the token of the
 * `Authorization: Bearer` header or the `stoken` cookie, else a 401 the console shows its sign-in on.
 * A preHandler, so a request's body is parsed (and a malformed one refused) as before, and its rules
 * are read only by the handler, after the sign-in.
 */
export function registerStaffSessions(staff: FastifyInstance, authenticate: AuthenticateStaff): void {
  staff.decorateRequest('staff', null as unknown as StaffPrincipal);
  staff.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.staffSession;
    if (access === 'anonymous') return;
    const tenant = requireTenant(request);
    const token = tokenOf(request.headers.authorization, request.cookies, STAFF_TOKEN_COOKIE);
    const principal = token ? await authenticate(tenant.id, token) : null;
    if (principal) request.staff = principal;
    else if (access !== 'optional') throw new HttpError(401, 'STAFF_UNAUTHENTICATED', STAFF_SIGN_IN_MESSAGE);
  });
}

/**
 * The signed-in owner of an owner-only route: a 403 (with `message`) before the route reads its
 * body, so staff learn nothing of its rules (issue 27 item 7). The service checks again.
 */
export function signedInOwner(
  request: FastifyRequest,
  message: string = OWNER_CONSOLE_MESSAGES.ownerOnly,
): StaffPrincipal {
  requireOwner(request.staff, message);
  return request.staff;
}
