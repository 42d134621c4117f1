import type { Kysely } from 'kysely';

/*
 * tenants.promotions_version: bumped by every write to a tenant's promotions, so the promotions that
 * pricing reads on every quote and order are cached under it, as menus are under menus_version
 * (decision 0004; decision 0021).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('promotions_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('promotions_version').execute();
}
