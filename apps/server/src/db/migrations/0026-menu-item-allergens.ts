import type { Kysely } from 'kysely';

/*
 * A menu item's allergens (issue 18): a JSON list of the domain's ALLERGENS, read with its item like
 * its tags (0001), so the menus answer with no extra query. Existing items declare none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('menu_items')
    .addColumn('allergens', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('menu_items').dropColumn('allergens').execute();
}
