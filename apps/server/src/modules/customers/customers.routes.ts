import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailSchema } from '@storefront/domain';
import { parse } from '../../http/validate';
import { requireTenantParam } from '../../plugins/tenant';
import { getCustomerView } from './customers.service';

const query = z.object({ email: emailSchema });

export async function customerRoutes(app: FastifyInstance): Promise<void> {
  app.get('/tenants/:id/customerviews', async (request) => {
    const tenant = requireTenantParam(request);
    const { email } = parse(query, request.query);
    return getCustomerView(app.db.kysely, tenant.id, email);
  });
}
