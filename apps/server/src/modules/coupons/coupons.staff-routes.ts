import type { FastifyInstance } from 'fastify';
import { couponRequestSchema } from '@storefront/domain';
import { registerOwnerCollection } from '../../http/owner-collection';
import {
  createHouseCoupon,
  listHouseCoupons,
  removeHouseCoupon,
  type PromotionCodes,
} from './coupon-settings.service';

/* The owner console's coupons under /api/staff (owner only): the house's codes. */
export async function couponStaffRoutes(
  app: FastifyInstance,
  { promotionCodes }: { promotionCodes: PromotionCodes },
): Promise<void> {
  registerOwnerCollection(app, {
    path: '/coupons',
    idParam: 'couponId',
    input: couponRequestSchema,
    list: listHouseCoupons,
    create: (db, principal, input, now) => createHouseCoupon(db, principal, input, now, promotionCodes),
    remove: removeHouseCoupon,
  });
}
