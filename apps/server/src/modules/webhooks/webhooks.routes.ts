import { parse } from '../../http/validate';
import { webhookEndpointRequestSchema } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parsePageQuery } from '../../http/pagination';
import { registerOwnerCollection } from '../../http/owner-collection';
import {
  changeEndpoint,
  createEndpoint,
  listEndpointDeliveries,
  listOwnerEndpoints,
  queueTestEvent,
  removeEndpoint,
  resendDelivery,
  rollEndpointSecret,
} from './webhooks.service';

/* The owner console's Webhooks under /api/staff (owner only; decision 0064). */

const endpointParams = z.object({ endpointId: z.string().max(100) });
const deliveryParams = endpointParams.extend({ deliveryId: z.string().max(100) });

export async function webhookStaffRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.db.kysely;
  const settings = () => ({ allowPrivate: app.webhooks.allowPrivate });

  registerOwnerCollection(app, {
    path: '/webhooks',
    idParam: 'endpointId',
    input: webhookEndpointRequestSchema,
    list: listOwnerEndpoints,
    create: (db, principal, input, now) => createEndpoint(db, principal, input, now, settings()),
    change: (db, principal, id, input, now) => changeEndpoint(db, principal, id, input, now, settings()),
    remove: removeEndpoint,
  });

  app.get('/webhooks/:endpointId/deliveries', async (request) => {
    const principal = request.staff;
    const { endpointId } = parse(endpointParams, request.params);
    return listEndpointDeliveries(db(), principal, endpointId, parsePageQuery(request));
  });

  app.post('/webhooks/:endpointId/test', async (request, reply) => {
    const principal = request.staff;
    const { endpointId } = parse(endpointParams, request.params);
    const delivery = await queueTestEvent(db(), principal, endpointId, app.now());
    app.webhooks.kick();
    return reply.status(202).send(delivery);
  });

  app.post('/webhooks/:endpointId/deliveries/:deliveryId/resend', async (request, reply) => {
    const principal = request.staff;
    const { endpointId, deliveryId } = parse(deliveryParams, request.params);
    const delivery = await resendDelivery(db(), principal, endpointId, deliveryId, app.now());
    app.webhooks.kick();
    return reply.status(202).send(delivery);
  });

  app.post('/webhooks/:endpointId/secret', async (request) => {
    const principal = request.staff;
    const { endpointId } = parse(endpointParams, request.params);
    return rollEndpointSecret(db(), principal, endpointId, app.now());
  });
}
