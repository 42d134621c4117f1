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

/** Every promotion of a tenant, disabled ones too (a disabled coupon code is refused by name, not as unknown). */
export function listPromotions(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('name')
    .execute();
}
