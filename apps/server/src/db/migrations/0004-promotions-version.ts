import type { Kysely } from 'kysely';
import { addColumns, startsAtZero } from './builders';

/*
 * tenants.promotions_version: bumped by every write to a tenant's promotions, so the promotions that
 * pricing reads on every quote and order are cached under it, as menus are under menus_version
 * (decision 0004; decision 0021).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'tenants', [['promotions_version', 'integer', startsAtZero]]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('promotions_version').execute();
}
