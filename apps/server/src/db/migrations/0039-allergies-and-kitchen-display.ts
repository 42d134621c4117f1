import type { Kysely } from 'kysely';
import { addColumns, createIndex, dropColumns, required, tenantTable } from './builders';

/*
 * Issue 29 items 3 and 6 (decision 0085). An order keeps the allergies its diner declared (a JSON
 * list of the domain's ALLERGENS and a note; both null: none declared) and who read them and when
 * ("Allergy read"; it cannot be accepted before). The kitchen display keeps, per order, which
 * stations bumped it and which lines were struck: one row each, unique, so a second tap on another
 * tablet changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'orders', [
    ['allergens', 'text'],
    ['allergy_note', 'text'],
    ['allergies_acknowledged_at', 'text'],
    ['allergies_acknowledged_by', 'text'],
  ]);

  await tenantTable(db, 'kitchen_bumps')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .$call(required('text', 'station', 'bumped_by', 'bumped_at'))
    .addUniqueConstraint('kitchen_bumps_station_unique', ['order_id', 'station'])
    .execute();
  await createIndex(db, 'kitchen_bumps_tenant_order_idx', 'kitchen_bumps', ['tenant_id', 'order_id']);

  await tenantTable(db, 'kitchen_strikes')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .$call(required('text', 'order_line_id', 'struck_by', 'struck_at'))
    .addUniqueConstraint('kitchen_strikes_line_unique', ['order_line_id'])
    .execute();
  await createIndex(db, 'kitchen_strikes_tenant_order_idx', 'kitchen_strikes', ['tenant_id', 'order_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kitchen_strikes').ifExists().execute();
  await db.schema.dropTable('kitchen_bumps').ifExists().execute();
  await dropColumns(db, 'orders', [
    'allergies_acknowledged_by',
    'allergies_acknowledged_at',
    'allergy_note',
    'allergens',
  ]);
}
