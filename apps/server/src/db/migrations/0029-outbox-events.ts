import { sql, type Kysely } from 'kysely';
import { createIndex, required, tenantTable } from './builders';

/*
 * The transactional outbox (issue 26; decision 0063): every change of an order or a booking writes
 * its event here in the transaction that made it. `seq` numbers the events of one order or booking;
 * `cause` names the transition that wrote it (the domain's table says who is told of it).
 * A pending event may be taken by a dispatcher from `due_at` on: its writer holds it for a few
 * seconds (it delivers it itself right after the commit), a dispatcher that claims it holds it while
 * delivering (FOR UPDATE SKIP LOCKED on PostgreSQL), and a failed delivery moves it later (backoff).
 * Delivered, it is 'delivered'; given up after a day of failures, 'failed'.
 *
 * Orders nobody answered a week after the time they were wanted expire (the lifecycle's 'expire'):
 * the sweep finds them by (status, pickup_time).
 *
 * A mail sent for an event carries the event's key (`event_key`, unique), so a redelivered event
 * mails nobody twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await tenantTable(db, 'outbox_events')
    .$call(required('text', 'restaurant_id', 'aggregate', 'aggregate_id'))
    .$call(required('integer', 'seq'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('cause', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered_at', 'text')
    .addColumn('last_error', 'text')
    .addUniqueConstraint('outbox_events_seq_unique', ['aggregate', 'aggregate_id', 'seq'])
    .execute();
  // The dispatcher's scan: pending events by when they are due (a partial index: delivered ones are most).
  await sql`CREATE INDEX outbox_events_pending_idx ON outbox_events (due_at) WHERE status = 'pending'`.execute(
    db,
  );
  await createIndex(db, 'outbox_events_aggregate_idx', 'outbox_events', ['aggregate_id', 'seq']);
  await createIndex(db, 'outbox_events_tenant_idx', 'outbox_events', ['tenant_id', 'created_at']);
  await db.schema.alterTable('mail_outbox').addColumn('event_key', 'text').execute();
  // The expiry sweep: orders nobody answered, by when they were wanted.
  await createIndex(db, 'orders_status_pickup_idx', 'orders', ['status', 'pickup_time']);
  await createIndex(db, 'mail_outbox_event_key_idx', 'mail_outbox', ['event_key'], { unique: true });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_status_pickup_idx').ifExists().execute();
  await db.schema.dropIndex('mail_outbox_event_key_idx').ifExists().execute();
  await db.schema.alterTable('mail_outbox').dropColumn('event_key').execute();
  await db.schema.dropTable('outbox_events').ifExists().execute();
}
