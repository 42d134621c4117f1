import { sql, type Kysely } from 'kysely';
import { createdAt, createIndex, tenantTable, tokenColumns } from './builders';

/*
 * The staff side: accounts of a tenant's people who receive orders, and their sessions. Portable
 * types as in 0001 (docs/decisions/0002-portable-schema.md). A staff account with no restaurant_id
 * works for all of the tenant's restaurants. Session tokens are stored only as their SHA-256 hash.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await tenantTable(db, 'staff_users')
    .addColumn('restaurant_id', 'text', (c) => c.references('restaurants.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('staff')
        .check(sql`role in ('owner', 'staff')`),
    )
    .$call(createdAt)
    .addUniqueConstraint('staff_users_tenant_email_uq', ['tenant_id', 'email'])
    .execute();

  await tenantTable(db, 'staff_sessions')
    .$call(tokenColumns('staff_user_id', 'staff_users', 'revoked_at'))
    .execute();
  await createIndex(db, 'staff_sessions_staff_user_idx', 'staff_sessions', ['staff_user_id']);

  // The staff board lists a restaurant's orders newest first, with or without a status filter.
  await createIndex(db, 'orders_restaurant_received_idx', 'orders', ['restaurant_id', 'received_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_restaurant_received_idx').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_users').execute();
}
