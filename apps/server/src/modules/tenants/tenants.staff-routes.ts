import type { FastifyInstance } from 'fastify';
import { brandRequestSchema } from '@storefront/domain';
import { parse } from '../../http/validate';
import { requireOwnerStaff, requireStaff } from '../staff/staff.auth';
import { getBrand, saveBrand } from './brand.service';

/* The owner console's Brand under /api/staff (owner only): read it, and save it whole. */
export async function brandStaffRoutes(app: FastifyInstance): Promise<void> {
  app.get('/brand', async (request) => getBrand(app.db.kysely, await requireStaff(request)));

  app.put('/brand', async (request) => {
    const principal = await requireOwnerStaff(request);
    const input = parse(brandRequestSchema, request.body);
    const brand = await saveBrand(app.db.kysely, principal, input, app.now());
    // The Host directory holds each tenant's name: this process shows the new one at once.
    app.tenants.invalidate();
    return brand;
  });
}
