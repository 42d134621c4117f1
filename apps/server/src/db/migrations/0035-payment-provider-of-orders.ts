import { sql, type Kysely } from 'kysely';
import { addColumns } from './builders';

/*
 * Production mode (issue 30 item 1; decision 0073): wherever staff or diners see an order's payment
 * they are told when the built-in test provider "took" it. The payment row names its provider
 * (0010); the order and the gift card order it paid for carry the name too, so every view of them
 * (the board, the order page, mails, events) knows without reading the payments. Null: paid at the
 * counter, or online before this migration without a payment row. Filled for the orders already paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'orders', [['payment_provider', 'text']]);
  await addColumns(db, 'gift_card_orders', [['payment_provider', 'text']]);
  for (const [table, purpose] of [
    ['orders', 'order'],
    ['gift_card_orders', 'gift card order'],
  ] as const)
    await sql`UPDATE ${sql.table(table)} SET payment_provider = (
      SELECT p.provider FROM payments p
      WHERE p.tenant_id = ${sql.table(table)}.tenant_id AND p.order_id = ${sql.table(table)}.id
        AND p.purpose = ${purpose}
      LIMIT 1
    ) WHERE payment_method = 'Online'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gift_card_orders').dropColumn('payment_provider').execute();
  await db.schema.alterTable('orders').dropColumn('payment_provider').execute();
}
