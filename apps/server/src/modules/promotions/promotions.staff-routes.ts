import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { promotionRequestSchema } from '@storefront/domain';
import { parsePageQuery } from '../../http/pagination';
import { parse } from '../../http/validate';
import { requireStaff } from '../staff/staff.auth';
import {
  changePromotion,
  createPromotion,
  listOwnerPromotions,
  removePromotion,
} from './promotion-settings.service';

const promotionParams = z.object({ promotionId: z.string().max(100) });

/* The owner console's Promotions under /api/staff (owner only): list, create, edit, delete. */
export async function promotionStaffRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.db.kysely;

  app.get('/promotions', async (request) => {
    const principal = await requireStaff(request);
    return listOwnerPromotions(db(), principal, parsePageQuery(request));
  });

  app.post('/promotions', async (request, reply) => {
    const principal = await requireStaff(request);
    const input = parse(promotionRequestSchema, request.body);
    return reply.status(201).send(await createPromotion(db(), principal, input, app.now()));
  });

  app.put('/promotions/:promotionId', async (request) => {
    const principal = await requireStaff(request);
    const { promotionId } = parse(promotionParams, request.params);
    const input = parse(promotionRequestSchema, request.body);
    return changePromotion(db(), principal, promotionId, input, app.now());
  });

  app.delete('/promotions/:promotionId', async (request, reply) => {
    const principal = await requireStaff(request);
    const { promotionId } = parse(promotionParams, request.params);
    await removePromotion(db(), principal, promotionId, app.now());
    return reply.status(204).send();
  });
}
