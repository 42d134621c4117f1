import { desc, readKeysetPage, type PageRequest, type SortKey } from '../../db/keyset';
import type { NewRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { changedOneRow, fromTenantRows, updateTenantRow } from '../../db/tenant-rows';

/**
 * Adds a ledger row and the points to the customer's balance, exactly once: the ledger's unique
 * keys (an order earns once, a referred member pays once) make a second insert a no-op, and the
 * balance moves only when the row went in. Call inside a transaction.
 */
export async function creditPoints(db: Executor, row: NewRow<'loyalty_points_ledger'>): Promise<boolean> {
  if (row.points <= 0) return false;
  const result = await db
    .insertInto('loyalty_points_ledger')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  await updateTenantRow(db, 'customers', row.tenant_id, row.customer_id)
    .set((eb) => ({ point_balance: eb('point_balance', '+', row.points) }))
    .execute();
  return true;
}

/**
 * Takes a ledger row's points (a positive number; the row stores them negative) off the customer's
 * balance by one conditional write, never below zero: of two spends racing for the same points, the
 * second finds the balance short. The row goes in first (as in `creditPoints`, so every statement
 * touches the ledger before customers) under the ledger's unique keys. 'short' leaves the row
 * written: the caller throws, so its transaction rolls both back. Call inside a transaction.
 */
export async function debitPoints(
  db: Executor,
  row: NewRow<'loyalty_points_ledger'>,
  points: number,
): Promise<'spent' | 'duplicate' | 'short'> {
  const result = await db
    .insertInto('loyalty_points_ledger')
    .values({ ...row, points: -points })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return 'duplicate';
  const debited = await changedOneRow(
    updateTenantRow(db, 'customers', row.tenant_id, row.customer_id)
      .set((eb) => ({ point_balance: eb('point_balance', '-', points) }))
      .where('point_balance', '>=', points),
  );
  return debited ? 'spent' : 'short';
}

/** The points an order spent (its redemption line), null when it spent none. */
export function findOrderRedemption(db: Executor, tenantId: string, orderId: string) {
  return fromTenantRows(db, 'loyalty_points_ledger', tenantId)
    .select(['customer_id', 'points', 'note'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'redemption')
    .executeTakeFirst();
}

/** Newest first; the id breaks ties. */
export const LEDGER_PAGE_KEYS: readonly SortKey[] = [desc('l.created_at'), desc('l.id')];

/** The ledger lines the staff see, with the name of whoever made each (null: the system). */
function ledgerLines(db: Executor, tenantId: string) {
  return db
    .selectFrom('loyalty_points_ledger as l')
    .leftJoin('staff_users as s', 's.id', 'l.staff_user_id')
    .selectAll('l')
    .select('s.name as staff_name')
    .where('l.tenant_id', '=', tenantId);
}

export type LedgerLineRow = Awaited<ReturnType<ReturnType<typeof ledgerLines>['executeTakeFirstOrThrow']>>;

/** A page of a member's ledger, newest first. */
export function listLedgerPage(db: Executor, tenantId: string, customerId: string, page: PageRequest) {
  return readKeysetPage(
    ledgerLines(db, tenantId).where('l.customer_id', '=', customerId),
    LEDGER_PAGE_KEYS,
    page,
  );
}

/** The line a counter credit with this Idempotency-Key wrote, if any. */
export function findLineByIdempotencyKey(db: Executor, tenantId: string, key: string) {
  return ledgerLines(db, tenantId).where('l.idempotency_key', '=', key).executeTakeFirst();
}
