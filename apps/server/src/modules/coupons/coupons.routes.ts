import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { parse } from '../../http/validate';
import { requireTenant } from '../../plugins/tenant';
import { applyCoupon } from './apply-coupon.service';
import { applyCouponSchema } from './coupons.schemas';

const restaurantParams = z.object({ id: z.string() });

export async function couponRoutes(app: FastifyInstance): Promise<void> {
  app.post('/restaurants/:id/apply-coupon', async (request) => {
    const { id } = parse(restaurantParams, request.params);
    // The message alone (no field name): the cart shows it as it is in its danger alert.
    const parsed = applyCouponSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      throw badRequest(parsed.error.issues[0]?.message ?? 'The request is not valid.', 'VALIDATION_FAILED');
    const body = parsed.data;
    const context = { db: app.db.kysely, menusCache: app.menusCache, places: app.places };
    return applyCoupon(context, requireTenant(request).id, id, body, app.now());
  });
}
