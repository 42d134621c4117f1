import type { Kysely } from 'kysely';
import { addColumns, createIndex } from './builders';

/*
 * Loyalty at the counter (issue 15 item 6; decision 0042): staff credit points for an in-store
 * purchase. The ledger line says who (the staff account), where (the location) and why (the
 * purchase amount and a note); the Idempotency-Key the console sends makes a double tap one line.
 * In-store credits keep the kind 'adjustment' of 0001: its CHECK lists the kinds, and SQLite cannot
 * change a CHECK without rebuilding the table; purchase_cents tells an in-store purchase apart.
 * Customers get an index for the staff lookup by phone.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'loyalty_points_ledger', [
    ['staff_user_id', 'text', (c) => c.references('staff_users.id').onDelete('set null')],
    ['restaurant_id', 'text', (c) => c.references('restaurants.id').onDelete('set null')],
    ['purchase_cents', 'integer'],
    ['idempotency_key', 'text'],
  ]);
  await createIndex(
    db,
    'loyalty_ledger_idempotency_uq',
    'loyalty_points_ledger',
    ['tenant_id', 'idempotency_key'],
    {
      unique: true,
      whereNotNull: 'idempotency_key',
    },
  );
  await createIndex(db, 'customers_telephone_idx', 'customers', ['tenant_id', 'telephone']);
}
