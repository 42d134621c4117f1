import {
  CLOUDPRNT_MEDIA_TYPE,
  cloudPrntConfirmQuerySchema,
  cloudPrntJobQuerySchema,
  cloudPrntPollSchema,
  printerRequestSchema,
  printingSettingsSchema,
} from '@storefront/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  rotatePrinterToken,
} from './printers.service';
import { cloudPrntJob, confirmCloudPrnt, pollCloudPrnt } from './printers.cloudprnt';
import type { RateRule } from '../../plugins/rate-limit';

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
    create: (db, principal, input, now) => createPrinter(db, principal, input, now, app.links),
    change: (db, principal, id, input, now) => changePrinter(db, principal, id, input, now, app.links),
    remove: removePrinter,
  });

  app.post('/printers/:printerId/token', async (request) => {
    const principal = signedInOwner(request);
    const { printerId } = parse(printerParams, request.params);
    return rotatePrinterToken(db(), principal, printerId, app.now(), app.links);
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

/*
 * Star CloudPRNT's URL (decision 0084), anonymous: the token in the path is the printer's. A printer
 * polls every few seconds; the limits leave room for several printers behind one address.
 */
const tokenParams = z.object({ token: z.string().max(200) });
const PER_ADDRESS: RateRule = { limit: 600, windowSeconds: 60, what: 'printer requests' };
const PER_PRINTER: RateRule = { limit: 120, windowSeconds: 60, what: 'requests of this printer' };

export async function printerPullRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.db.kysely;
  const tokenOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = parse(tokenParams, request.params);
    await app.rateLimiter.hit(reply, [
      { rule: PER_ADDRESS, key: `cloudprnt:address:${request.ip}` },
      { rule: PER_PRINTER, key: `cloudprnt:printer:${token.split('.')[0]!.slice(0, 40)}` },
    ]);
    return token;
  };

  app.post('/cloudprnt/:token', async (request, reply) => {
    const token = await tokenOf(request, reply);
    const { statusCode } = parse(cloudPrntPollSchema, request.body);
    return pollCloudPrnt(db(), token, statusCode, app.now());
  });

  app.get('/cloudprnt/:token', async (request, reply) => {
    const token = await tokenOf(request, reply);
    const query = parse(cloudPrntJobQuerySchema, request.query);
    const bytes = await cloudPrntJob(db(), token, query, app.now());
    return reply.type(CLOUDPRNT_MEDIA_TYPE).send(bytes);
  });

  app.delete('/cloudprnt/:token', async (request, reply) => {
    const token = await tokenOf(request, reply);
    const query = parse(cloudPrntConfirmQuerySchema, request.query);
    return confirmCloudPrnt(db(), token, query, app.now());
  });
}
