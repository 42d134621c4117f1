import type { Kysely } from 'kysely';
import { addColumns } from './builders';

/*
 * Phone orders at the counter (issue 29 item 8; decision 0087): an order says where it came from,
 * 'web' (the storefront, every order before this migration) or 'phone' (taken by staff in the
 * console for a caller), and a phone order names the staff account that took it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'orders', [
    ['channel', 'text', (c) => c.notNull().defaultTo('web')],
    ['taken_by', 'text'],
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('taken_by').execute();
  await db.schema.alterTable('orders').dropColumn('channel').execute();
}
