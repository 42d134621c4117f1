import { sql, type Kysely } from 'kysely';

/*
 * The owner's reports at a restaurant group's volume (issue 32 item 5, decision 0078): the reads
 * that no index served passed over every order of the tenant. Expressions are indexed as the
 * reports write them, so SQLite and PostgreSQL both match them:
 * - the promises report finds orders by the time the kitchen promised (the adjusted time or the
 *   diner's), per location;
 * - the customers report asks, per diner of the range, whether an earlier sale exists (by mailbox,
 *   as decision 0065 names a diner);
 * - the items report's 86s read only the audit entries that changed an item's sold_out_until or
 *   deleted it, however many other menu writes the log holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX orders_promised_idx ON orders
    (restaurant_id, (coalesce(adjusted_pickup_time, pickup_time)))`.execute(db);
  await sql`CREATE INDEX orders_diner_idx ON orders
    (tenant_id, (coalesce(email_mailbox, email)), received_at)`.execute(db);
  await sql`CREATE INDEX audit_log_sold_out_idx ON audit_log (tenant_id, restaurant_id, created_at)
    WHERE entity = 'menu_item' AND (changes LIKE '%"sold_out_until"%' OR action = 'delete')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_sold_out_idx').execute();
  await db.schema.dropIndex('orders_diner_idx').execute();
  await db.schema.dropIndex('orders_promised_idx').execute();
}
