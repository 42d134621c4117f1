import type { FastifyInstance } from 'fastify';
import { couponRequestSchema } from '@storefront/domain';
import { registerOwnerCollection } from '../../http/owner-collection';
import { createHouseCoupon, listHouseCoupons, removeHouseCoupon } from './coupon-settings.service';

/* The owner console's coupons under /api/staff (owner only): the house's codes. */
export async function couponStaffRoutes(app: FastifyInstance): Promise<void> {
  registerOwnerCollection(app, {
    path: '/coupons',
    idParam: 'couponId',
    input: couponRequestSchema,
    list: listHouseCoupons,
    create: createHouseCoupon,
    remove: removeHouseCoupon,
  });
}
