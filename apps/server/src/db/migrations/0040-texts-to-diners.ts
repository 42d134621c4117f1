import type { Kysely } from 'kysely';
import { addColumns, bool, createIndex, required, tenantTable, timestamps } from './builders';

/*
 * Texts to the diner (issue 29 item 7; decision 0086). An order asks for texts (`text_updates`); each
 * text is a row, unique by its key (the order event it tells, or the caller's key), so an event
 * handed over again texts nobody twice. Its status follows the provider's callbacks (found by the
 * provider's id). A phone's STOP and START are kept per sending number (`text_opt_outs`): a number
 * shared by several tenants is one conversation for the carrier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'orders', [['text_updates', 'integer', (c) => c.notNull().defaultTo(0)]]);

  await tenantTable(db, 'texts')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text')
    .$call(required('text', 'purpose', 'provider', 'sender', 'to_phone', 'body', 'status'))
    .addColumn('provider_id', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .$call(timestamps)
    .execute();
  // The console's list and the tenant's counts (the month's bill, the hourly limit): newest first.
  await createIndex(db, 'texts_tenant_idx', 'texts', ['tenant_id', 'created_at']);
  // A phone's hourly limit, and the brand that texted a phone last (its HELP answer).
  await createIndex(db, 'texts_phone_idx', 'texts', ['to_phone', 'created_at']);
  // The status callbacks find their text by the provider's id.
  await createIndex(db, 'texts_provider_id_idx', 'texts', ['provider_id'], {
    unique: true,
    whereNotNull: 'provider_id',
  });

  await db.schema
    .createTable('text_opt_outs')
    .$call(required('text', 'sender', 'phone'))
    .$call(bool('opted_out', 1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('text_opt_outs_pk', ['sender', 'phone'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('text_opt_outs').ifExists().execute();
  await db.schema.dropTable('texts').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('text_updates').execute();
}
