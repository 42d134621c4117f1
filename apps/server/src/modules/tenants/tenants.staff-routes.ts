import { signedInOwner } from '../../plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import { brandRequestSchema } from '@storefront/domain';
import { parseOwnerWrite } from '../../http/image-hosts';
import { getBrand, saveBrand } from './brand.service';

/* The owner console's Brand under /api/staff (owner only): read it, and save it whole. */
export async function brandStaffRoutes(app: FastifyInstance): Promise<void> {
  app.get('/brand', async (request) => getBrand(app.db.kysely, request.staff));

  app.put('/brand', async (request) => {
    const principal = signedInOwner(request);
    const input = parseOwnerWrite(brandRequestSchema, request.body, app.imageHosts);
    const brand = await saveBrand(app.db.kysely, principal, input, app.now());
    // The Host directory holds each tenant's name: this process shows the new one at once.
    app.tenants.invalidate();
    return brand;
  });
}
