import { sql, type Kysely } from 'kysely';
import { addColumns, createIndex } from './builders';

/*
 * Issue 17 item 1, `/orderahead` (decision 0043): an order can be Dine-in, served at the table booked
 * with it.
 * - orders.delivery_method takes 'Dine-in': 0001's CHECK listed two methods and SQLite cannot change a
 *   CHECK, so the column is replaced (its own CHECK goes with it), as 0018 did; the same steps run on
 *   PostgreSQL.
 * - orders.reservation_id: the table a Dine-in order is for; one order per booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('order_method', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Pickup')
        .check(sql`order_method in ('Pickup', 'Delivery', 'Dine-in')`),
    )
    .execute();
  await sql`update orders set order_method = delivery_method`.execute(db);
  await db.schema.alterTable('orders').dropColumn('delivery_method').execute();
  await db.schema.alterTable('orders').renameColumn('order_method', 'delivery_method').execute();

  await addColumns(db, 'orders', [
    ['reservation_id', 'text', (c) => c.references('reservations.id').onDelete('set null')],
  ]);
  await createIndex(db, 'orders_reservation_idx', 'orders', ['reservation_id'], { unique: true });
}

export async function down(): Promise<void> {
  // Dine-in orders would break the old CHECK: the column is not put back.
}
