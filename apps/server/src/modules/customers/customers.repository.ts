import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function findCustomerByEmail(db: Kysely<Database>, tenantId: string, email: string) {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}
