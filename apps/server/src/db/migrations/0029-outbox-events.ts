import { sql, type Kysely } from 'kysely';
import { createIndex } from './builders';

/*
 * The transactional outbox (issue 26; decision 0063): every change of an order or a booking writes
 * its event here in the transaction that made it. `seq` numbers the events of one order or booking;
 * dispatchers claim undelivered events (lease_until, FOR UPDATE SKIP LOCKED on PostgreSQL), hand them
 * to the subscribers and set delivered_at; a failure is tried again at next_attempt_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', (c) => c.notNull())
    .addColumn('aggregate', 'text', (c) => c.notNull())
    .addColumn('aggregate_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addUniqueConstraint('outbox_events_seq_unique', ['aggregate', 'aggregate_id', 'seq'])
    .execute();
  // The dispatcher's scan: only undelivered events, oldest first.
  await sql`CREATE INDEX outbox_events_undelivered_idx ON outbox_events (next_attempt_at) WHERE delivered_at IS NULL`.execute(
    db,
  );
  await createIndex(db, 'outbox_events_tenant_idx', 'outbox_events', ['tenant_id', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_events').ifExists().execute();
}
