import { printerRequestSchema, printingSettingsSchema } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerOwnerCollection } from '../../http/owner-collection';
import { parse } from '../../http/validate';
import { signedInOwner } from '../../plugins/staff-session';
import {
  changePrinter,
  changePrintMoment,
  createPrinter,
  listPrinters,
  printTestPage,
  removePrinter,
  reprintOrder,
} from './printers.service';

/* Kitchen printers under /api/staff (decision 0079): owner-only writes; staff test and reprint. */

const printerParams = z.object({ printerId: z.string().max(100) });
const orderParams = z.object({ orderId: z.string().max(100) });
const restaurantParams = z.object({ restaurantId: z.string().max(100) });

export async function printerStaffRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.db.kysely;

  registerOwnerCollection(app, {
    path: '/printers',
    idParam: 'printerId',
    input: printerRequestSchema,
    list: listPrinters,
    create: createPrinter,
    change: changePrinter,
    remove: removePrinter,
  });

  app.post('/printers/:printerId/test', async (request, reply) => {
    const { printerId } = parse(printerParams, request.params);
    const queued = await printTestPage(db(), request.staff, printerId, app.now());
    app.printing.kick();
    return reply.status(202).send(queued);
  });

  app.post('/orders/:orderId/print', async (request, reply) => {
    const { orderId } = parse(orderParams, request.params);
    const queued = await reprintOrder(app.printing, request.staff, orderId);
    return reply.status(202).send(queued);
  });

  app.put('/printing/:restaurantId', async (request) => {
    const principal = signedInOwner(request);
    const { restaurantId } = parse(restaurantParams, request.params);
    const { printOn } = parse(printingSettingsSchema, request.body);
    return changePrintMoment(db(), principal, restaurantId, printOn, app.now());
  });
}
