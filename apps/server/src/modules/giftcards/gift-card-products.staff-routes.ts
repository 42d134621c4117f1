import type { FastifyInstance } from 'fastify';
import { giftCardProductRequestSchema } from '@storefront/domain';
import { registerOwnerCollection } from '../../http/owner-collection';
import {
  changeGiftCardProduct,
  createGiftCardProduct,
  listOwnerGiftCardProducts,
  removeGiftCardProduct,
} from './gift-card-products.service';

/* The owner console's gift card products under /api/staff (owner only): what /gift sells. */
export async function giftCardProductStaffRoutes(app: FastifyInstance): Promise<void> {
  registerOwnerCollection(app, {
    path: '/gift-card-products',
    idParam: 'productId',
    input: giftCardProductRequestSchema,
    list: listOwnerGiftCardProducts,
    create: createGiftCardProduct,
    change: changeGiftCardProduct,
    remove: removeGiftCardProduct,
  });
}
