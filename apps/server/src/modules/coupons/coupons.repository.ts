import type { UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { Database, NewRow } from '../../db/schema';
import { insertRows } from '../../db/insert-rows';
import type { Executor } from '../../db/executor';
import { NEWEST_PAGE_KEYS, type PageRequest, readKeysetPage } from '../../db/keyset';
import {
  changedOneRow,
  deleteTenantRow,
  deleteTenantRows,
  fromTenantRows,
  selectTenantRows,
  updateTenantRow,
  updateTenantRows,
} from '../../db/tenant-rows';

/** A coupon by its upper-cased code (codes are matched without regard to case). */
export function findCouponByKey(db: Executor, tenantId: string, codeKey: string) {
  return selectTenantRows(db, 'coupons', tenantId).where('code_key', '=', codeKey).executeTakeFirst();
}

export async function findCustomerEmail(db: Executor, tenantId: string, customerId: string) {
  const row = await fromTenantRows(db, 'customers', tenantId)
    .select('email')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** The order that issued a next-order coupon: how far it went, and whose it is. */
export function findIssuingOrder(db: Executor, tenantId: string, orderId: string) {
  return fromTenantRows(db, 'orders', tenantId)
    .select(['status', 'email', 'customer_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
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
  return changedOneRow(
    updateTenantRow(db, 'coupons', tenantId, couponId)
      .set({
        redeemed_at: redemption.at,
        redeemed_order_id: redemption.orderId,
        redeemed_by: redemption.customerId,
        updated_at: redemption.at,
      })
      .where('redeemed_at', 'is', null)
      .where('voided_at', 'is', null),
  );
}

/** Runs a change of coupons and answers the codes it changed. */
async function changedCodes(change: UpdateQueryBuilder<Database, 'coupons', 'coupons', UpdateResult>) {
  const rows = await change.returning('coupon_code').execute();
  return rows.map((r) => r.coupon_code);
}

/** The single-use coupons a withdrawn order spent: usable again. Answers their codes. */
export function restoreSpentCoupons(db: Executor, tenantId: string, orderId: string, at: string) {
  return changedCodes(
    updateTenantRows(db, 'coupons', tenantId)
      .set({ redeemed_at: null, redeemed_order_id: null, redeemed_by: null, updated_at: at })
      .where('redeemed_order_id', '=', orderId),
  );
}

/** The next-order coupons a withdrawn order issued: void. Answers their codes. */
export function voidIssuedCoupons(db: Executor, tenantId: string, orderId: string, at: string) {
  return changedCodes(
    updateTenantRows(db, 'coupons', tenantId)
      .set({ voided_at: at, updated_at: at })
      .where('issued_by_order_id', '=', orderId)
      .where('voided_at', 'is', null),
  );
}

export function insertCoupons(db: Executor, rows: NewRow<'coupons'>[]) {
  return insertRows(db, 'coupons', rows);
}

const FINAL_WITHOUT_SALE = ['Cancelled', 'Rejected'] as const;

/**
 * Whether the mailbox (or the member) has already had a first order here: a claim of this
 * promotion, or any order with that mailbox that was not cancelled or rejected.
 */
export async function hasHadFirstOrder(
  db: Executor,
  tenantId: string,
  promotionId: string,
  subjects: string[],
  mailbox: string,
): Promise<boolean> {
  const [claim, order] = await Promise.all([
    fromTenantRows(db, 'first_order_claims', tenantId)
      .select('subject')
      .where('promotion_id', '=', promotionId)
      .where('subject', 'in', subjects)
      .executeTakeFirst(),
    fromTenantRows(db, 'orders', tenantId)
      .select('id')
      .where('email_mailbox', '=', mailbox)
      .where('status', 'not in', FINAL_WITHOUT_SALE)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return claim !== undefined || order !== undefined;
}

/**
 * Claims a first-order promotion for an order, one row per subject: false when any subject had
 * claimed it already (the caller's transaction then rolls back the rows it did insert).
 */
export async function claimFirstOrder(
  db: Executor,
  claim: { tenantId: string; promotionId: string; subjects: string[]; orderId: string; at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('first_order_claims')
    .values(
      claim.subjects.map((subject) => ({
        tenant_id: claim.tenantId,
        promotion_id: claim.promotionId,
        subject,
        order_id: claim.orderId,
        created_at: claim.at,
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'promotion_id', 'subject']).doNothing())
    .returning('subject')
    .execute();
  return inserted.length === claim.subjects.length;
}

/** Gives back the first-order claims of a cancelled or rejected order. */
export async function releaseFirstOrder(db: Executor, tenantId: string, orderId: string): Promise<void> {
  await deleteTenantRows(db, 'first_order_claims', tenantId).where('order_id', '=', orderId).execute();
}

export function listHouseCouponPage(db: Executor, tenantId: string, page: PageRequest) {
  const query = selectTenantRows(db, 'coupons', tenantId)
    .where('customer_id', 'is', null)
    .where('issued_by_order_id', 'is', null);
  return readKeysetPage(query, NEWEST_PAGE_KEYS, page);
}

export function insertCoupon(db: Executor, row: NewRow<'coupons'>) {
  return db.insertInto('coupons').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Deletes one of the house's coupons; undefined when there is no such one. */
export function deleteHouseCoupon(db: Executor, tenantId: string, couponId: string) {
  return deleteTenantRow(db, 'coupons', tenantId, couponId)
    .where('customer_id', 'is', null)
    .where('issued_by_order_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
