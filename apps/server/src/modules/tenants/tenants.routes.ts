import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../http/validate';
import { contentLocale, requireTenant, requireTenantParam } from '../../plugins/tenant';
import {
  getGiftCardProduct,
  getGiftCardProducts,
  getPromotions,
  getSignatureDishes,
  getTenantDirectory,
  getTenantDocument,
} from './tenants.service';

const productParams = z.object({ id: z.string() });

export async function tenantRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db.kysely;

  app.get('/tenants', async () => getTenantDirectory(db));

  // `:id` is the tenant's id or its slug (the spec's /tenants/{subdomain}).
  // The restaurant's own words answer in the request's language (issue 31).
  app.get('/tenants/:id', async (request) =>
    getTenantDocument(db, requireTenantParam(request).id, contentLocale(request)),
  );

  app.get('/tenants/:id/promotions', async (request) =>
    getPromotions(db, requireTenantParam(request).id, contentLocale(request)),
  );

  app.get('/tenants/:id/giftcardproducts', async (request) =>
    getGiftCardProducts(db, requireTenantParam(request).id, contentLocale(request)),
  );

  app.get('/tenants/:id/signature-dishes', async (request) =>
    getSignatureDishes(db, requireTenantParam(request).id, contentLocale(request)),
  );

  app.get('/giftcardproducts/:id', async (request) => {
    const { id } = parse(productParams, request.params);
    return getGiftCardProduct(db, requireTenant(request).id, id, contentLocale(request));
  });
}
