import type { Kysely } from 'kysely';

/*
 * A restaurant's own limits on anonymous orders (issue 16, decision 0034); null keeps the configured
 * default (README: Configuration). One ALTER per column: SQLite adds one column a statement.
 */
const COLUMNS = [
  // The most one online order may be worth, in cents.
  'max_order_total_cents',
  // The most of one menu item in one order.
  'max_item_quantity',
  // Orders per client address, and per email, in the configured window.
  'orders_per_address_limit',
  'orders_per_email_limit',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('restaurants').addColumn(column, 'integer').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('restaurants').dropColumn(column).execute();
  }
}
