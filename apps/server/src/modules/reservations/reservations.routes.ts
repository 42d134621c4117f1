import type { FastifyInstance } from 'fastify';
import { reservationRequestSchema } from '@storefront/domain';
import { parse } from '../../http/validate';
import { requireTenantParam } from '../../plugins/tenant';
import { bookReservation } from './reservations.service';

export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  app.post('/tenants/:id/reservations', async (request, reply) => {
    const tenant = requireTenantParam(request);
    const input = parse(reservationRequestSchema, request.body);
    const { created, response } = await bookReservation(app.db.kysely, tenant.id, input, null, app.now());
    return reply.status(created ? 201 : 200).send(response);
  });
}
