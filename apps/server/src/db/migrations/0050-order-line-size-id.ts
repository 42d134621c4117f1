import type { Kysely } from 'kysely';
import { addColumns } from './builders';

/*
 * An order line keeps the id of the size it was priced with (decision 0097's consequence, 0099):
 * the line's `size` is the size's name in the restaurant's default language, and reorder on `/fr`
 * reads a French menu, so it finds the size by this id. Lines placed before it have none and are
 * matched by name, as they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'order_lines', [['size_id', 'text']]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('size_id').execute();
}
