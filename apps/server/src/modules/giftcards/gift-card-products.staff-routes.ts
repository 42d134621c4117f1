import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { giftCardProductRequestSchema } from '@storefront/domain';
import { parsePageQuery } from '../../http/pagination';
import { parse } from '../../http/validate';
import { requireStaff } from '../staff/staff.auth';
import {
  changeGiftCardProduct,
  createGiftCardProduct,
  listOwnerGiftCardProducts,
  removeGiftCardProduct,
} from './gift-card-products.service';

const productParams = z.object({ productId: z.string().max(100) });

/* The owner console's gift card products under /api/staff (owner only): what /gift sells. */
export async function giftCardProductStaffRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.db.kysely;

  app.get('/gift-card-products', async (request) =>
    listOwnerGiftCardProducts(db(), await requireStaff(request), parsePageQuery(request)),
  );

  app.post('/gift-card-products', async (request, reply) => {
    const principal = await requireStaff(request);
    const input = parse(giftCardProductRequestSchema, request.body);
    return reply.status(201).send(await createGiftCardProduct(db(), principal, input, app.now()));
  });

  app.put('/gift-card-products/:productId', async (request) => {
    const principal = await requireStaff(request);
    const { productId } = parse(productParams, request.params);
    const input = parse(giftCardProductRequestSchema, request.body);
    return changeGiftCardProduct(db(), principal, productId, input, app.now());
  });

  app.delete('/gift-card-products/:productId', async (request, reply) => {
    const principal = await requireStaff(request);
    const { productId } = parse(productParams, request.params);
    await removeGiftCardProduct(db(), principal, productId, app.now());
    return reply.status(204).send();
  });
}
