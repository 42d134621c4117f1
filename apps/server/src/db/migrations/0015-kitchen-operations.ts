import { sql, type Kysely } from 'kysely';
import { addColumns, startsAtZero } from './builders';

/*
 * Kitchen operations (issue 15; decision 0037): a location's pause per method, busy mode and slot
 * capacity as columns of restaurants (presented with it, so every schedule reads them at no extra
 * query); the kitchen's bookings per slot as counter rows that an order takes with one conditional
 * UPDATE; which slot each order took, so a cancel or reject gives it back once; and an order's
 * ready time and the reason given when it was rejected. Portable types as in 0001 (decision 0002).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'restaurants', [
    ['pickup_paused_until', 'text'],
    ['delivery_paused_until', 'text'],
    ['paused_message', 'text'],
    ['busy_extra_minutes', 'integer', startsAtZero],
    ['busy_until', 'text'],
    ['slot_max_orders', 'integer'],
    ['slot_max_items', 'integer'],
  ]);
  await addColumns(db, 'orders', [
    ['ready_at', 'text'],
    ['status_reason', 'text'],
  ]);

  await db.schema
    .createTable('slot_bookings')
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('slot_at', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('orders', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`orders >= 0`),
    )
    .addColumn('items', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`items >= 0`),
    )
    .addPrimaryKeyConstraint('slot_bookings_pk', ['restaurant_id', 'slot_at'])
    .execute();

  await db.schema
    .createTable('order_slot_bookings')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', (c) => c.notNull())
    .addColumn('slot_at', 'text', (c) => c.notNull())
    .addColumn('items', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_slot_bookings').execute();
  await db.schema.dropTable('slot_bookings').execute();
  await db.schema.alterTable('orders').dropColumn('status_reason').execute();
  await db.schema.alterTable('orders').dropColumn('ready_at').execute();
  for (const name of [
    'slot_max_items',
    'slot_max_orders',
    'busy_until',
    'busy_extra_minutes',
    'paused_message',
    'delivery_paused_until',
    'pickup_paused_until',
  ]) {
    await db.schema.alterTable('restaurants').dropColumn(name).execute();
  }
}
