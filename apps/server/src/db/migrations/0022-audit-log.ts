import type { Kysely } from 'kysely';
import { createdAt, createIndex, required, tenantTable } from './builders';

/*
 * The owner console's audit log (issue 19 item 1): one row per change staff make, written in the
 * change's own transaction. staff_account_id has no foreign key on purpose: the trail of a removed
 * account stays. Portable types as in 0001 (decision 0002): changes is JSON text, created_at ISO text.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await tenantTable(db, 'audit_log')
    .addColumn('restaurant_id', 'text')
    .$call(required('text', 'staff_account_id', 'entity', 'entity_id', 'action', 'changes'))
    .$call(createdAt)
    .execute();
  // The console's two reads: the newest entries, and the newest of one entity kind.
  await createIndex(db, 'audit_log_recent', 'audit_log', ['tenant_id', 'created_at', 'id']);
  await createIndex(db, 'audit_log_entity_recent', 'audit_log', ['tenant_id', 'entity', 'created_at', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
