import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { bumpContentVersion } from './tenants.repository';

/**
 * Staff writes that never change what the storefront shows: signing in and out, the day's orders and
 * bookings, the counter, accounts, customers, coupons, printers and integrations. Every other staff
 * write may (a holiday, an item 86'd, a photo, the brand, a pause), and bumps the tenant's content
 * version: the storefront's pages cached under the old one are left behind (decision 0089). A route
 * missing here costs a page drawn again; a route wrongly here would show a stale page.
 */
const STOREFRONT_UNCHANGED = [
  '/api/staff/login',
  '/api/staff/logout',
  '/api/staff/invitations/',
  '/api/staff/accounts',
  '/api/staff/orders/',
  '/api/staff/reservations/',
  '/api/staff/loyalty/',
  '/api/staff/giftcardorders/',
  '/api/staff/customers/',
  '/api/staff/coupons',
  '/api/staff/images',
  '/api/staff/printers',
  '/api/staff/printing/',
  '/api/staff/webhooks',
];

const changesStorefront = (route: string): boolean =>
  !STOREFRONT_UNCHANGED.some((prefix) => route === prefix || route.startsWith(prefix));

/**
 * Bumps the content version after every successful staff write under `instance` that may change the
 * storefront, before the answer leaves: the owner who saves and reloads sees the change, on every
 * server process. A failed bump is logged, not answered: the write itself is done.
 */
export function bumpContentVersionOnWrites(instance: FastifyInstance, db: Db, log: FastifyBaseLogger): void {
  instance.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    if (!request.tenant || !changesStorefront(request.routeOptions.url ?? request.url)) return payload;
    try {
      await bumpContentVersion(db.kysely, request.tenant.id);
    } catch (error) {
      log.error(
        { err: error },
        'the storefront content version was not bumped: pages may show the old content',
      );
    }
    return payload;
  });
}
