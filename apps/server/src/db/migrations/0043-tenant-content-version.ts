import type { Kysely } from 'kysely';
import { addColumns } from './builders';

/*
 * The storefront's page cache (issue 28, decision 0089): a page's HTML depends on the tenant document
 * (settings, locations, promotions, gallery, …), which came from eight reads and was hashed on every
 * request to find the cached page. A number bumped by every staff write that can change what the
 * storefront shows names the document's version instead, in one read, in every process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'tenants', [['content_version', 'integer', (c) => c.notNull().defaultTo(0)]]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').dropColumn('content_version').execute();
}
