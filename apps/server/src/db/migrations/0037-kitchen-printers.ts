import { sql, type Kysely } from 'kysely';
import { addColumns, bool, createIndex, position, required, tenantTable, timestamps } from './builders';

/*
 * Kitchen printers (issue 29; decision 0079). A printer prints for one location the stations it
 * serves; what it is told to print are print jobs, made by the outbox's subscriber from the order's
 * events, unique by (printer, event, station) so an event handed over again prints nothing twice.
 * A job holds the ESC/POS bytes as made (base64), is 'pending' until the printer took them
 * ('printed'), and goes out in its place in the printer's queue (position): a server process holds
 * the printer while it sends (lease_until), and a printer that was off is tried again at
 * next_attempt_at. Menu sections and items name the station they are made at (null: the section's,
 * else the kitchen); a location prints on acceptance or on arrival.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await tenantTable(db, 'printers')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    /** JSON array of station names. */
    .addColumn('stations', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    /** JSON `{ kind: 'escpos-tcp', host, port }`. */
    .addColumn('connection', 'text', (c) => c.notNull())
    .$call(bool('online', 0))
    .addColumn('last_seen_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text')
    .addColumn('lease_until', 'text')
    .$call(timestamps)
    .execute();
  await createIndex(db, 'printers_tenant_idx', 'printers', ['tenant_id', 'created_at']);

  await tenantTable(db, 'print_jobs')
    .addColumn('printer_id', 'text', (c) => c.notNull().references('printers.id').onDelete('cascade'))
    .$call(required('text', 'order_id', 'event_id', 'station', 'slip', 'body', 'status'))
    .$call(bool('reprint', 0))
    .$call(position)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('printed_at', 'text')
    .$call(timestamps)
    .addUniqueConstraint('print_jobs_event_unique', ['printer_id', 'event_id', 'station'])
    .execute();
  // The worker's scan and a printer's queue: only jobs still to print, oldest first.
  await sql`CREATE INDEX print_jobs_waiting_idx ON print_jobs (printer_id, position) WHERE status = 'pending'`.execute(
    db,
  );
  // The slips of an order go where its tickets went.
  await createIndex(db, 'print_jobs_order_idx', 'print_jobs', ['tenant_id', 'order_id']);

  await addColumns(db, 'menu_sections', [['station', 'text']]);
  await addColumns(db, 'menu_items', [['station', 'text']]);
  await addColumns(db, 'restaurants', [['print_on', 'text', (c) => c.notNull().defaultTo('accept')]]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('restaurants').dropColumn('print_on').execute();
  await db.schema.alterTable('menu_items').dropColumn('station').execute();
  await db.schema.alterTable('menu_sections').dropColumn('station').execute();
  await db.schema.dropTable('print_jobs').ifExists().execute();
  await db.schema.dropTable('printers').ifExists().execute();
}
