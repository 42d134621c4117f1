import type { Kysely } from 'kysely';
import { addColumns } from './builders';

/*
 * French and English (issue 31, decision 0092): the languages a tenant offers and its default, and the
 * restaurant's own words in its other languages, a JSON `Translations` per translatable row (options
 * keep theirs inside their item's options JSON). Existing rows offer English only and translate nothing.
 */
const TRANSLATED = [
  'tenants',
  'menus',
  'menu_sections',
  'menu_items',
  'announcements',
  'promotions',
  'gift_card_products',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'tenants', [
    ['languages', 'text', (c) => c.notNull().defaultTo('["en"]')],
    ['default_language', 'text', (c) => c.notNull().defaultTo('en')],
  ]);
  for (const table of TRANSLATED)
    await addColumns(db, table, [['translations', 'text', (c) => c.notNull().defaultTo('{}')]]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TRANSLATED) await db.schema.alterTable(table).dropColumn('translations').execute();
  // One column an ALTER: SQLite drops no more.
  for (const column of ['default_language', 'languages'])
    await db.schema.alterTable('tenants').dropColumn(column).execute();
}
