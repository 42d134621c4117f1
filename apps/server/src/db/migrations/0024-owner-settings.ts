import type { Kysely } from 'kysely';

/*
 * The owner console's settings (issue 19): an owner blocks a customer with a note saying why (kept
 * on the customer with the instant, so the console shows it; the audit log keeps every change), and
 * a stored coupon may take a percentage off instead of an amount (null: the amount).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('block_note', 'text').execute();
  await db.schema.alterTable('customers').addColumn('blocked_at', 'text').execute();
  await db.schema.alterTable('coupons').addColumn('percent_off', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').dropColumn('percent_off').execute();
  await db.schema.alterTable('customers').dropColumn('blocked_at').execute();
  await db.schema.alterTable('customers').dropColumn('block_note').execute();
}
