import type { Kysely } from 'kysely';
import { createdAt, createIndex, tenantTable, tokenColumns } from './builders';

/*
 * Issue 15, reservations inbox and staff accounts (portable SQL, decision 0002):
 * - reservations: the reason of a cancellation, who cancelled, the no-show flag, and the inbox's index.
 * - app_secrets: secrets the server makes once and keeps (the key that signs the diner's
 *   reservation links when LINK_SIGNING_SECRET is not set), so links survive a restart.
 * - mail_outbox.attachments: the JSON of a mail's attachments (the .ics), kept with the mail.
 * - staff_user_restaurants: the chosen locations of an invited staff account (an account with
 *   neither restaurant_id nor rows here works for every location, as before).
 * - staff_invitations: the set-your-password links sent to invited staff (hash only, one use).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reservations').addColumn('cancel_reason', 'text').execute();
  await db.schema.alterTable('reservations').addColumn('cancelled_by', 'text').execute();
  // 0001's CHECK on status cannot change in place on SQLite: a no-show is Completed with this flag.
  await db.schema
    .alterTable('reservations')
    .addColumn('no_show', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndex(db, 'reservations_restaurant_when_idx', 'reservations', [
    'restaurant_id',
    'reserved_date',
    'reserved_time',
  ]);
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .$call(createdAt)
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();

  await db.schema
    .createTable('staff_user_restaurants')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('staff_user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('staff_user_restaurants_pk', ['staff_user_id', 'restaurant_id'])
    .execute();

  await tenantTable(db, 'staff_invitations')
    .$call(tokenColumns('staff_user_id', 'staff_users', 'used_at'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.dropTable('staff_user_restaurants').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
  await db.schema.dropTable('app_secrets').execute();
  await db.schema.dropIndex('reservations_restaurant_when_idx').execute();
  await db.schema.alterTable('reservations').dropColumn('no_show').execute();
  await db.schema.alterTable('reservations').dropColumn('cancelled_by').execute();
  await db.schema.alterTable('reservations').dropColumn('cancel_reason').execute();
}
