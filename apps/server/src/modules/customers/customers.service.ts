import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bool } from '../../http/json';
import { findCustomerByEmail } from './customers.repository';

/** Whether an email may order here (spec §6: a blocked customer is determined by a check on the email). */
export async function getCustomerView(db: Kysely<Database>, tenantId: string, email: string) {
  const customer = await findCustomerByEmail(db, tenantId, email);
  return { isBlocked: bool(customer?.is_blocked) };
}
