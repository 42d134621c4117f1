import type { FastifyInstance } from 'fastify';
import { promotionRequestSchema } from '@storefront/domain';
import { registerOwnerCollection } from '../../http/owner-collection';
import {
  changePromotion,
  createPromotion,
  listOwnerPromotions,
  removePromotion,
} from './promotion-settings.service';

/* The owner console's Promotions under /api/staff (owner only): list, create, edit, delete. */
export async function promotionStaffRoutes(app: FastifyInstance): Promise<void> {
  registerOwnerCollection(app, {
    path: '/promotions',
    idParam: 'promotionId',
    input: promotionRequestSchema,
    list: listOwnerPromotions,
    create: createPromotion,
    change: changePromotion,
    remove: removePromotion,
  });
}
