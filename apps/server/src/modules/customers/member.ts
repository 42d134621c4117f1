import type { FastifyRequest } from 'fastify';
import type { CustomerRow } from '../../db/schema';
import { parse } from '../../http/validate';
import { requireCustomer } from '../../plugins/customer-session';
import { requireTenant } from '../../plugins/tenant';
import { requireMemberTenant } from '../tenants/tenants.service';
import { customerParams } from './customers.schemas';

/**
 * The signed-in member that a `/customers/{id}/…` path names, after the membership gate: a 404 where
 * the tenant has no accounts or for another member's id, a 401 without a session.
 */
export async function requireMember(request: FastifyRequest): Promise<CustomerRow> {
  await requireMemberTenant(request.server.db.kysely, requireTenant(request).id);
  const { id } = parse(customerParams, request.params);
  return (await requireCustomer(request, id)).customer;
}
