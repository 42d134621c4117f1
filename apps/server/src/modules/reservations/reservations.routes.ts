import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESERVATION_CHANGE_MESSAGES, reservationRequestSchema } from '@storefront/domain';
import { authRateChecks } from '../../http/auth-limits';
import { HttpError } from '../../http/errors';
import { parsePageQuery, sendArrayPage } from '../../http/pagination';
import { parse } from '../../http/validate';
import { writeRateChecks } from '../../http/write-limits';
import { currentCustomer, requireCustomer } from '../../plugins/customer-session';
import { requireTenantParam } from '../../plugins/tenant';
import { requireMember } from '../customers/member';
import { MANAGE_LINK_PURPOSE } from './reservations.notify';
import { manageTokenParams, memberReservationParams, reservationMoveSchema } from './reservations.schemas';
import {
  bookReservation,
  cancelByDiner,
  getDinerReservation,
  listMemberReservations,
  moveByDiner,
  requireMemberReservation,
} from './reservations.service';

export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.db.kysely;

  // A page of the member's reservations, the latest first: the spec's plain array (decision 0034).
  app.get('/customers/:id/reservations', async (request, reply) => {
    const { tenant_id, id } = await requireMember(request);
    const member = { db: db(), tenantId: tenant_id, customerId: id, now: app.now() };
    return sendArrayPage(request, reply, await listMemberReservations(member, parsePageQuery(request)));
  });

  app.post('/tenants/:id/reservations', async (request, reply) => {
    const tenant = requireTenantParam(request);
    const input = parse(reservationRequestSchema, request.body);
    await app.rateLimiter.hit(
      reply,
      writeRateChecks('reservation', app.writeLimits.rates.reservation, tenant.id, request, input.email),
    );
    // A signed-in member's booking is theirs (My Reservations); the body's `customer` is not trusted.
    const session = await currentCustomer(request);
    const customerId = session?.tenantId === tenant.id ? session.customer.id : null;
    const { created, response, record } = await bookReservation(
      db(),
      tenant.id,
      input,
      customerId,
      app.now(),
      request.locale,
    );
    app.events.publish(record.events ?? []);
    return reply.status(created ? 201 : 200).send(response);
  });

  /*
   * The diner's manage link (from the mails): the signed token names the booking, no sign-in needed.
   * Rate limited per token and per address, as every anonymous write is.
   */
  const tokenReservation = (request: FastifyRequest) => {
    const tenant = requireTenantParam(request);
    const { token } = parse(manageTokenParams, request.params);
    const id = app.linkSigner.verify(MANAGE_LINK_PURPOSE, tenant.id, token);
    if (id === null) throw new HttpError(404, 'LINK_INVALID', RESERVATION_CHANGE_MESSAGES.linkInvalid);
    return { tenant, id, token };
  };

  app.get('/tenants/:id/reservations/manage/:token', async (request) => {
    const { tenant, id } = tokenReservation(request);
    const { reservation, restaurantSettings } = await getDinerReservation(db(), tenant.id, id, app.now());
    return { reservation, restaurantSettings };
  });

  app.post('/tenants/:id/reservations/manage/:token/cancel', async (request, reply) => {
    const { tenant, id } = tokenReservation(request);
    await app.rateLimiter.hit(reply, authRateChecks('reservationLink', request, tenant.id, id));
    const record = await cancelByDiner(db(), app.orderLife, tenant.id, id, app.now());
    app.events.publish(record.events ?? []);
    if (record.cancelledOrder) await app.orderLife.finish(record.cancelledOrder, app.now());
    return record.reservation;
  });

  app.post('/tenants/:id/reservations/manage/:token/move', async (request, reply) => {
    const { tenant, id } = tokenReservation(request);
    const to = parse(reservationMoveSchema, request.body);
    await app.rateLimiter.hit(reply, authRateChecks('reservationLink', request, tenant.id, id));
    const record = await moveByDiner(db(), tenant.id, id, to, app.now());
    app.events.publish(record.events ?? []);
    return record.reservation;
  });

  // The same two changes from My Reservations, for the signed-in member's own bookings.
  const memberReservation = async (request: FastifyRequest) => {
    const { id, reservationId } = parse(memberReservationParams, request.params);
    const session = await requireCustomer(request, id, 'Reservation');
    await requireMemberReservation(db(), session.tenantId, session.customer.id, reservationId);
    return { tenantId: session.tenantId, reservationId };
  };

  app.post('/customers/:id/reservations/:reservationId/cancel', async (request) => {
    const { tenantId, reservationId } = await memberReservation(request);
    const record = await cancelByDiner(db(), app.orderLife, tenantId, reservationId, app.now());
    app.events.publish(record.events ?? []);
    if (record.cancelledOrder) await app.orderLife.finish(record.cancelledOrder, app.now());
    return record.reservation;
  });

  app.post('/customers/:id/reservations/:reservationId/move', async (request) => {
    const { tenantId, reservationId } = await memberReservation(request);
    const to = parse(reservationMoveSchema, request.body);
    const record = await moveByDiner(db(), tenantId, reservationId, to, app.now());
    app.events.publish(record.events ?? []);
    return record.reservation;
  });
}
