import { mailboxOf } from '@storefront/domain';
import { sql, type Kysely } from 'kysely';
import { addColumns, createIndex } from './builders';

/*
 * First-order offers compare mailboxes (issue 27 item 4): an order keeps the mailbox its email
 * delivers to (`mailboxOf`: case, a `+tag` and Gmail's dots aside), so "has this customer ordered
 * here before?" is one indexed lookup. Orders placed before are given theirs here, one distinct email
 * of a tenant at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'orders', [['email_mailbox', 'text']]);
  const emails = await sql<{ tenant_id: string; email: string }>`
    select distinct tenant_id, email from orders`.execute(db);
  for (const { tenant_id, email } of emails.rows) {
    await sql`update orders set email_mailbox = ${mailboxOf(email)}
      where tenant_id = ${tenant_id} and email = ${email}`.execute(db);
  }
  await createIndex(db, 'orders_tenant_mailbox_idx', 'orders', ['tenant_id', 'email_mailbox']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_tenant_mailbox_idx').execute();
  await db.schema.alterTable('orders').dropColumn('email_mailbox').execute();
}
