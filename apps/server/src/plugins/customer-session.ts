import {
  CUSTOMER_COOKIE,
  CUSTOMER_COOKIE_MAX_AGE_SECONDS,
  CUSTOMER_TOKEN_COOKIE,
  STAFF_TOKEN_COOKIE,
  type CustomerCookieRecord,
} from '@storefront/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../http/errors';
import { originOf } from '../http/origin';
import { tokenOf } from '../http/tokens';
import type { CustomerRow } from '../db/schema';
import { siteCookie } from '../http/cookies';

/** Finds the live session a member's token names inside a tenant (the auth module's; app.ts wires it). */
export type FindCustomerSession = (
  tenantId: string,
  token: string,
) => Promise<{ sessionId: string; customer: CustomerRow } | null>;

declare module 'fastify' {
  interface FastifyInstance {
    findCustomerSession: FindCustomerSession;
  }
}

export function registerCustomerSessions(
  app: FastifyInstance,
  findCustomerSession: FindCustomerSession,
): void {
  app.decorate('findCustomerSession', findCustomerSession);
}

/*
 * The member's session on a request (architecture §4): the token comes from `Authorization: Bearer`
 * or the httpOnly `ctoken` cookie and is looked up by its hash, only inside the Host's tenant, so a
 * token of one tenant means nothing at another. It is resolved on first use and remembered for the
 * request: the menus and other public reads never pay for it.
 */

export interface CustomerSession {
  tenantId: string;
  sessionId: string;
  customer: CustomerRow;
}

const resolved = new WeakMap<FastifyRequest, Promise<CustomerSession | null>>();

async function lookup(request: FastifyRequest): Promise<CustomerSession | null> {
  const tenant = request.tenant;
  const token = tokenOf(request.headers.authorization, request.cookies, CUSTOMER_TOKEN_COOKIE);
  if (!tenant || !token) return null;
  const found = await request.server.findCustomerSession(tenant.id, token);
  return found && { tenantId: tenant.id, ...found };
}

/** The signed-in member of this request, or null (no token, or a revoked, expired or foreign one). */
export function currentCustomer(request: FastifyRequest): Promise<CustomerSession | null> {
  let session = resolved.get(request);
  if (!session) {
    session = lookup(request);
    resolved.set(request, session);
  }
  return session;
}

export const unauthenticated = () =>
  new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to continue. Your session has ended.');

/** The signed-in member, or a 401 (the storefront signs out on it). */
export async function requireSignedIn(request: FastifyRequest): Promise<CustomerSession> {
  const session = await currentCustomer(request);
  if (!session) throw unauthenticated();
  return session;
}

/**
 * The signed-in member when `customerId` is theirs: 401 without a session, 404 for any other
 * customer's id (another member's, another tenant's, or none), so ids cannot be probed.
 */
export async function requireCustomer(
  request: FastifyRequest,
  customerId: string,
  what = 'Customer',
): Promise<CustomerSession> {
  const session = await requireSignedIn(request);
  if (session.customer.id !== customerId) throw notFound(what);
  return session;
}

/** Sets the session cookies: the httpOnly token and the readable display record, both for a year. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  record: CustomerCookieRecord,
): void {
  reply.setCookie(CUSTOMER_TOKEN_COOKIE, token, { ...cookieOptions(request), httpOnly: true });
  setCustomerCookie(request, reply, record);
}

function cookieOptions(request: FastifyRequest) {
  return { ...siteCookie(request), maxAge: CUSTOMER_COOKIE_MAX_AGE_SECONDS };
}

/** The readable display record; rewritten when the profile changes so the header shows the new name. */
export function setCustomerCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  record: CustomerCookieRecord,
): void {
  reply.setCookie(CUSTOMER_COOKIE, JSON.stringify(record), { ...cookieOptions(request), httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  reply.clearCookie(CUSTOMER_COOKIE, { path: '/' });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF (docs/decisions/0012-member-sessions-and-rate-limits.md, "Cross-site requests"): SameSite=Lax
 * keeps the session cookies off cross-site POSTs in current browsers; as a second line, a
 * state-changing request (any method but GET, HEAD and OPTIONS, on any path) that carries a session cookie and says it comes from another origin
 * (Origin, or Sec-Fetch-Site: cross-site) is refused. Requests authenticated by a Bearer header are
 * not affected: a browser never adds that header by itself.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // Every state-changing request, whatever its path: the raw URL is not what the router matched
    // ('/%61pi/eater/…' is routed to '/api/eater/…'), so a path test on it could be walked around.
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers.authorization) return;
    const cookies = request.cookies;
    if (!cookies[CUSTOMER_TOKEN_COOKIE] && !cookies[STAFF_TOKEN_COOKIE]) return;
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (origin !== undefined && origin !== originOf(request))) {
      throw new HttpError(
        403,
        'CROSS_SITE_REQUEST',
        'This request came from another website and was refused. Please use the storefront itself.',
      );
    }
  });
}
