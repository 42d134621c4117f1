import type { Kysely } from 'kysely';
import { createdAt, createIndex, required, tenantColumn } from './builders';

/*
 * First-order coupons (issue 16): a promotion whose rules say `first_order_only` (WELCOME10) is used
 * once per email and once per member. Each use claims one row per subject ('email:<address>',
 * 'customer:<id>') in the order's transaction; the unique key makes two orders racing for the same
 * subject end with exactly one winner, on SQLite and PostgreSQL alike. Cancelling or rejecting the
 * order gives the claim back. The orders' email index serves the "ordered here before?" check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('first_order_claims')
    .$call(tenantColumn)
    .$call(required('text', 'promotion_id', 'subject'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .$call(createdAt)
    .addPrimaryKeyConstraint('first_order_claims_pk', ['tenant_id', 'promotion_id', 'subject'])
    .execute();
  await createIndex(db, 'first_order_claims_order_idx', 'first_order_claims', ['tenant_id', 'order_id']);
  await createIndex(db, 'orders_tenant_email_idx', 'orders', ['tenant_id', 'email']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_tenant_email_idx').execute();
  await db.schema.dropTable('first_order_claims').execute();
}
