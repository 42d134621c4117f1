import type { Kysely } from 'kysely';
import { addColumns } from './builders';

/*
 * A mail's HTML part is drawn when it is sent, not when it is recorded (decision 0094,
 * README "Mail"): the outbox keeps the plain-text part and what the mail says with its brand (JSON),
 * from which the HTML is drawn again on demand. Every order mails its receipt, and drawing and
 * writing 10 KB of HTML that no SMTP server would read cost a demo order a third of its CPU.
 * `html_body` stays for the rows written before; they are pruned after 30 days (housekeeping).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'mail_outbox', [['content', 'text']]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('content').execute();
}
