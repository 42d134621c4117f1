import type { Kysely } from 'kysely';
import { addColumns } from './builders';

/*
 * Printers that come for their jobs (issue 29 item 1; decision 0084): a Star CloudPRNT printer
 * polls over HTTPS, the print agent connects over a websocket; both show a token whose SHA-256 is
 * kept (token_hash). The worker pushes jobs to `escpos-tcp` printers only, so a printer's kind is a
 * column it can filter on (the connection's JSON says it too). A CloudPRNT job handed to its
 * printer (handed_out_at) is not handed out again until it is confirmed, refused or too long unconfirmed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'printers', [
    ['kind', 'text', (c) => c.notNull().defaultTo('escpos-tcp')],
    ['token_hash', 'text'],
  ]);
  await addColumns(db, 'print_jobs', [['handed_out_at', 'text']]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('print_jobs').dropColumn('handed_out_at').execute();
  await db.schema.alterTable('printers').dropColumn('token_hash').execute();
  await db.schema.alterTable('printers').dropColumn('kind').execute();
}
