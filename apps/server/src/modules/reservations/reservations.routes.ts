import type { FastifyInstance } from 'fastify';
import { reservationRequestSchema } from '@storefront/domain';
import { parse } from '../../http/validate';
import { writeRateChecks } from '../../http/write-limits';
import { currentCustomer } from '../../plugins/customer-session';
import { requireTenantParam } from '../../plugins/tenant';
import { bookReservation } from './reservations.service';

export async function reservationRoutes(app: FastifyInstance): Promise<void> {
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
    const { created, response } = await bookReservation(
      app.db.kysely,
      tenant.id,
      input,
      customerId,
      app.now(),
    );
    return reply.status(created ? 201 : 200).send(response);
  });
}
