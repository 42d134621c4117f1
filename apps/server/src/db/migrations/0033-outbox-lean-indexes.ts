import type { Kysely } from 'kysely';
import { createIndex } from './builders';

/*
 * Every order and booking change writes an outbox event in its transaction, so each index on
 * `outbox_events` is paid on the hot path (issue 26's speed bar). Two were never read: lookups by
 * order or booking use the unique (aggregate, aggregate_id, seq) key, and nothing reads a tenant's
 * events by time. The dispatcher's partial index on pending events stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_events_aggregate_idx').execute();
  await db.schema.dropIndex('outbox_events_tenant_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createIndex(db, 'outbox_events_aggregate_idx', 'outbox_events', ['aggregate_id', 'seq']);
  await createIndex(db, 'outbox_events_tenant_idx', 'outbox_events', ['tenant_id', 'created_at']);
}
