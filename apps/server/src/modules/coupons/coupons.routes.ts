import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { parse } from '../../http/validate';
import type { RateRule } from '../../plugins/rate-limit';
import { requireTenant } from '../../plugins/tenant';
import { pricingContextOf } from '../orders/pricing-context.service';
import { applyCoupon } from './apply-coupon.service';
import { applyCouponSchema } from './coupons.schemas';

const restaurantParams = z.object({ id: z.string() });

/** Codes are guessable words: one client address may try this many per 15 minutes (architecture §4). */
export const APPLY_COUPON_LIMIT: RateRule = { limit: 60, windowSeconds: 15 * 60, what: 'coupon attempts' };

export async function couponRoutes(app: FastifyInstance): Promise<void> {
  app.post('/restaurants/:id/apply-coupon', async (request, reply) => {
    const { id } = parse(restaurantParams, request.params);
    const tenant = requireTenant(request);
    await app.rateLimiter.hit(reply, [
      { rule: APPLY_COUPON_LIMIT, key: `apply-coupon:${tenant.id}:${request.ip}` },
    ]);
    // The message alone (no field name): the cart shows it as it is in its danger alert.
    const parsed = applyCouponSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      throw badRequest(parsed.error.issues[0]?.message ?? 'The request is not valid.', 'VALIDATION_FAILED');
    const body = parsed.data;
    return applyCoupon(pricingContextOf(app), tenant.id, id, body, app.now());
  });
}
