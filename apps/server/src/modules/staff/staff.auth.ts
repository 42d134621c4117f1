import { OWNER_CONSOLE_MESSAGES, STAFF_TOKEN_COOKIE, STAFF_SIGN_IN_MESSAGE } from '@storefront/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../http/errors';
import { tokenOf } from '../../http/tokens';
import { parse } from '../../http/validate';
import { requireTenant } from '../../plugins/tenant';
import { requireOwner } from './owner-only';
import { authenticateStaff, type StaffPrincipal } from './staff.service';

/**
 * The staff token a request carries: `Authorization: Bearer <token>` first, then the `stoken` cookie.
 * Null when neither is there.
 */
export function staffTokenOf(
  authorization: string | undefined,
  cookies: Record<string, string | undefined>,
): string | null {
  return tokenOf(authorization, cookies, STAFF_TOKEN_COOKIE);
}

/** The signed-in staff member of the Host's tenant, or null. */
export async function staffPrincipalOf(request: FastifyRequest): Promise<StaffPrincipal | null> {
  const tenant = requireTenant(request);
  const token = staffTokenOf(request.headers.authorization, request.cookies);
  const app = request.server;
  return token ? authenticateStaff(app.db.kysely, tenant.id, token, app.now()) : null;
}

/** The signed-in staff member, or a 401 (the console shows its sign-in on it). */
export async function requireStaff(request: FastifyRequest): Promise<StaffPrincipal> {
  const principal = await staffPrincipalOf(request);
  if (!principal) {
    throw new HttpError(401, 'STAFF_UNAUTHENTICATED', STAFF_SIGN_IN_MESSAGE);
  }
  return principal;
}

/** The signed-in staff member (a 401 first) and what the path names, parsed with `params` (a 400). */
export async function requireStaffAt<S extends z.ZodType>(
  request: FastifyRequest,
  params: S,
): Promise<[StaffPrincipal, z.output<S>]> {
  const principal = await requireStaff(request);
  return [principal, parse(params, request.params)];
}

/**
 * The signed-in owner of an owner-only write: a 401, then a 403 (with `message`) before the route
 * reads its body, so staff learn nothing of its rules (issue 27 item 7). The service checks again.
 */
export async function requireOwnerStaff(
  request: FastifyRequest,
  message: string = OWNER_CONSOLE_MESSAGES.ownerOnly,
): Promise<StaffPrincipal> {
  const principal = await requireStaff(request);
  requireOwner(principal, message);
  return principal;
}

/** `requireOwnerStaff`, and what the path names, parsed with `params` (a 400). */
export async function requireOwnerAt<S extends z.ZodType>(
  request: FastifyRequest,
  params: S,
): Promise<[StaffPrincipal, z.output<S>]> {
  const principal = await requireOwnerStaff(request);
  return [principal, parse(params, request.params)];
}
