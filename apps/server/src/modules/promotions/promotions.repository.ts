import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function listActivePromotions(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('disabled', '=', 0)
    .orderBy('position')
    .orderBy('name')
    .execute();
}
