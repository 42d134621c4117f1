import type { Kysely } from 'kysely';

/*
 * Spending loyalty points on an order (issue 18 item 6, decision 0048): the order keeps the points
 * it spent and the cents they took off (also in its discount_total_cents), so its view, the staff
 * board and a cancel read them without the ledger. Existing orders spent none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema
    .alterTable('orders')
    .addColumn('points_redeemed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('points_discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('points_discount_cents').execute();
  await db.schema.alterTable('orders').dropColumn('points_redeemed').execute();
}
