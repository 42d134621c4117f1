import type { Executor } from '../../db/executor';
import { selectTenantRows } from '../../db/tenant-rows';

export function listActivePromotions(db: Executor, tenantId: string) {
  return selectTenantRows(db, 'promotions', tenantId)
    .where('disabled', '=', 0)
    .orderBy('position')
    .orderBy('name')
    .execute();
}

/** Every promotion of a tenant, disabled ones too (a disabled coupon code is refused by name, not as unknown). */
export function listPromotions(db: Executor, tenantId: string) {
  return selectTenantRows(db, 'promotions', tenantId).orderBy('position').orderBy('name').execute();
}
