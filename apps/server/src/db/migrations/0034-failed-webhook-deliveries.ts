import { sql, type Kysely } from 'kysely';

/*
 * The metrics count the webhook deliveries given up (issue 30 item 2) at every scrape: a partial
 * index keeps that a read of the few failed rows, however long the delivery log grows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX webhook_deliveries_failed_idx ON webhook_deliveries (updated_at) WHERE status = 'failed'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('webhook_deliveries_failed_idx').execute();
}
