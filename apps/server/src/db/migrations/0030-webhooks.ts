import { sql, type Kysely } from 'kysely';
import { bool, createIndex, required, tenantTable, timestamps } from './builders';

/*
 * Outbound webhooks (issue 26 item 4; decision 0064): the owner's endpoints (where, which event
 * types, the signing secret, on or off) and one delivery per endpoint and event, unique by
 * (endpoint, event id) so an event the outbox hands over again makes no second delivery. A delivery
 * is 'pending' until an answer of 2xx ('delivered') or until its retries run out at retry_until
 * ('failed'); a server process holds it while sending (lease_until) so no other sends it at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await tenantTable(db, 'webhook_endpoints')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    /** JSON array of event types. */
    .addColumn('event_types', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .$call(bool('enabled', 1))
    .$call(timestamps)
    .execute();
  await createIndex(db, 'webhook_endpoints_tenant_idx', 'webhook_endpoints', ['tenant_id', 'created_at']);

  await tenantTable(db, 'webhook_deliveries')
    .addColumn('endpoint_id', 'text', (c) =>
      c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
    )
    .$call(required('text', 'event_id', 'event_type', 'payload', 'status'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('retry_until', 'text', (c) => c.notNull())
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .$call(timestamps)
    .addUniqueConstraint('webhook_deliveries_event_unique', ['endpoint_id', 'event_id'])
    .execute();
  // The workers' scan: only deliveries still to send, soonest first.
  await sql`CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`.execute(
    db,
  );
  // An endpoint's delivery log, newest first.
  await createIndex(db, 'webhook_deliveries_log_idx', 'webhook_deliveries', [
    'tenant_id',
    'endpoint_id',
    'created_at',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').ifExists().execute();
  await db.schema.dropTable('webhook_endpoints').ifExists().execute();
}
