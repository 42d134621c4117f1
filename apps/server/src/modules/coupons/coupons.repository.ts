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
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Makes the single-use coupons an order spent usable again (its cancel or reject): the codes of those
 * the order redeemed. Conditional on the order still holding them, so a second call changes nothing.
 */
export async function restoreRedeemedCoupons(
  db: Executor,
  tenantId: string,
  orderId: string,
  at: string,
): Promise<string[]> {
  const rows = await db
    .updateTable('coupons')
    .set({ redeemed_at: null, redeemed_order_id: null, redeemed_by: null, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('redeemed_order_id', '=', orderId)
    .returning('coupon_code')
    .execute();
  return rows.map((r) => r.coupon_code);
}

/** Voids the next-order coupons an order issued (its cancel or reject): the codes voided now. */
export async function voidIssuedCoupons(
  db: Executor,
  tenantId: string,
  orderId: string,
  at: string,
): Promise<string[]> {
  const rows = await db
    .updateTable('coupons')
    .set({ voided_at: at, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('issued_by_order_id', '=', orderId)
    .where('voided_at', 'is', null)
    .returning('coupon_code')
    .execute();
  return rows.map((r) => r.coupon_code);
}

export function insertCoupons(db: Executor, rows: NewRow<'coupons'>[]) {
  return insertRows(db, 'coupons', rows);
}
