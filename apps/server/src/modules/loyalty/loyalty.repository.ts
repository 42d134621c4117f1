import type { NewRow } from '../../db/schema';
import type { Executor } from '../../db/executor';

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
  await db
    .updateTable('customers')
    .set((eb) => ({ point_balance: eb('point_balance', '+', row.points) }))
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.customer_id)
    .execute();
  return true;
}
