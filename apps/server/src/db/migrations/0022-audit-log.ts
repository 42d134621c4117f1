import type { Kysely } from 'kysely';

/*
 * The owner console's audit log (issue 19 item 1): one row per change staff make, written in the
 * change's own transaction. staff_account_id has no foreign key on purpose: the trail of a removed
 * account stays. Portable types as in 0001 (decision 0002): changes is JSON text, created_at ISO text.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text')
    .addColumn('staff_account_id', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The console's two reads: the newest entries, and the newest of one entity kind.
  await db.schema
    .createIndex('audit_log_recent')
    .on('audit_log')
    .columns(['tenant_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_entity_recent')
    .on('audit_log')
    .columns(['tenant_id', 'entity', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
