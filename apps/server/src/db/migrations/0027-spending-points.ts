import type { Kysely } from 'kysely';
import { addColumns, startsAtZero } from './builders';

/*
 * Spending loyalty points on an order (issue 18 item 6, decision 0048): the order keeps the points
 * it spent and the cents they took off (also in its discount_total_cents), so its view, the staff
 * board and a cancel read them without the ledger. Existing orders spent none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'orders', [
    ['points_redeemed', 'integer', startsAtZero],
    ['points_discount_cents', 'integer', startsAtZero],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('points_discount_cents').execute();
  await db.schema.alterTable('orders').dropColumn('points_redeemed').execute();
}
