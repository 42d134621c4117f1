import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { couponRequestSchema } from '@storefront/domain';
import { parsePageQuery } from '../../http/pagination';
import { parse } from '../../http/validate';
import { requireStaff } from '../staff/staff.auth';
import { createHouseCoupon, listHouseCoupons, removeHouseCoupon } from './coupon-settings.service';

const couponParams = z.object({ couponId: z.string().max(100) });

/* The owner console's coupons under /api/staff (owner only): the house's codes. */
export async function couponStaffRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.db.kysely;

  app.get('/coupons', async (request) => {
    const principal = await requireStaff(request);
    return listHouseCoupons(db(), principal, parsePageQuery(request));
  });

  app.post('/coupons', async (request, reply) => {
    const principal = await requireStaff(request);
    const input = parse(couponRequestSchema, request.body);
    return reply.status(201).send(await createHouseCoupon(db(), principal, input, app.now()));
  });

  app.delete('/coupons/:couponId', async (request, reply) => {
    const principal = await requireStaff(request);
    const { couponId } = parse(couponParams, request.params);
    await removeHouseCoupon(db(), principal, couponId, app.now());
    return reply.status(204).send();
  });
}
