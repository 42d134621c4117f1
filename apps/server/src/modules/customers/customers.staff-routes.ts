import { signedInOwner } from '../../plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerBlockSchema, customerSearchSchema } from '@storefront/domain';
import { pageQueryFields } from '../../http/pagination';
import { parse } from '../../http/validate';
import { blockCustomer, findCustomers } from './customers.service';

const searchQuery = customerSearchSchema.extend(pageQueryFields);
const customerParams = z.object({ customerId: z.string().max(100) });

/*
 * The owner console's Customers under /api/staff (owner only): search by name, email or phone,
 * and block or unblock with a note.
 */
export async function customerStaffRoutes(app: FastifyInstance): Promise<void> {
  app.get('/customers', async (request) => {
    const principal = request.staff;
    const { q, ...page } = parse(searchQuery, request.query);
    return findCustomers(app.db.kysely, principal, q, page);
  });

  app.put('/customers/:customerId/block', async (request) => {
    const principal = signedInOwner(request);
    const { customerId } = parse(customerParams, request.params);
    const input = parse(customerBlockSchema, request.body);
    return blockCustomer(app.db.kysely, principal, customerId, input, app.now());
  });
}
