import type { Kysely } from 'kysely';
import { addColumns } from './builders';

/*
 * Issue 31: an order, a booking and a gift card order remember the language they were placed in,
 * for their mails and texts; a member may choose theirs. Rows from before speak English, as every
 * mail did; a member who never chose has none (the request's language is used).
 */
const PLACED = ['orders', 'reservations', 'gift_card_orders'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PLACED)
    await addColumns(db, table, [['locale', 'text', (c) => c.notNull().defaultTo('en')]]);
  await addColumns(db, 'customers', [['language', 'text']]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('language').execute();
  for (const table of PLACED) await db.schema.alterTable(table).dropColumn('locale').execute();
}
