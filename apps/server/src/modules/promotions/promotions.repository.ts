import type { Executor } from '../../db/executor';

export function listActivePromotions(db: Executor, tenantId: string) {
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
export function listPromotions(db: Executor, tenantId: string) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('name')
    .execute();
}
