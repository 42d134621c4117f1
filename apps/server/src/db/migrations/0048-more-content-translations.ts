import type { Kysely } from 'kysely';
import { addColumns } from './builders';

/*
 * More of the restaurant's own words in its other languages (issue 31, decisions 0092 and 0097): the
 * gallery's captions and the home page's signature dishes, a JSON `Translations` per row as migration
 * 0044 gave the others (sizes and sub-items keep theirs inside their item's JSON). Existing rows
 * translate nothing.
 */
const TRANSLATED = ['gallery_images', 'signature_dishes'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TRANSLATED)
    await addColumns(db, table, [['translations', 'text', (c) => c.notNull().defaultTo('{}')]]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TRANSLATED) await db.schema.alterTable(table).dropColumn('translations').execute();
}
