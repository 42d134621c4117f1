import type { Kysely } from 'kysely';
import { createIndex } from './builders';

/*
 * Accounts: the counters of the rate limiter (docs/decisions/0012-member-sessions-and-rate-limits.md).
 * One row per key and window; the limiter increments it with one atomic upsert, so every server
 * process (several on PostgreSQL) counts into the same row. Portable types as in 0001.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    // e.g. 'login:account:<tenant id>:<email>' or 'login:address:<client address>'.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'rate_limits_expires_idx', 'rate_limits', ['expires_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
