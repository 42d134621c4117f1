import type { NewRow } from '../../db/schema';
import { insertRows } from '../../db/insert-rows';
import type { Executor } from '../../db/executor';
import { selectTenantRows } from '../../db/tenant-rows';

/** A coupon by its upper-cased code (codes are matched without regard to case). */
export function findCouponByKey(db: Executor, tenantId: string, codeKey: string) {
  return selectTenantRows(db, 'coupons', tenantId).where('code_key', '=', codeKey).executeTakeFirst();
}

export async function findCustomerEmail(db: Executor, tenantId: string, customerId: string) {
  const row = await db
    .selectFrom('customers')
    .select('email')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.email ?? null;
}

/**
 * Marks a single-use coupon redeemed by an order: one conditional write, so of two orders racing for
 * it exactly one succeeds (false: it was redeemed first by another).
 */
export async function redeemCoupon(
  db: Executor,
  tenantId: string,
  couponId: string,
  redemption: { orderId: string; customerId: string | null; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set({
      redeemed_at: redemption.at,
      redeemed_order_id: redemption.orderId,
      redeemed_by: redemption.customerId,
      updated_at: redemption.at,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', couponId)
    .where('redeemed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function insertCoupons(db: Executor, rows: NewRow<'coupons'>[]) {
  return insertRows(db, 'coupons', rows);
}
