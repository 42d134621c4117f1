import type { Kysely } from 'kysely';
import { addColumns, createIndex, dropColumns } from './builders';

/*
 * Digital gift cards sent to someone else (issue 18 item 7; decision 0049). The gift is part of its
 * order, so it lives on the order's row: who receives it, the buyer's message, when the mail goes
 * (send_at, an ISO instant), and where its sending stands: gift_status 'Scheduled', 'Sending' (claimed
 * by one server process at gift_claimed_at) or 'Sent' (at gift_sent_at); null for an order the buyer
 * keeps. The sweep finds due gifts by (gift_status, send_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(
    db,
    'gift_card_orders',
    [
      'recipient_name',
      'recipient_email',
      'gift_message',
      'send_at',
      'gift_status',
      'gift_claimed_at',
      'gift_sent_at',
    ].map((name): [string, 'text'] => [name, 'text']),
  );
  await createIndex(db, 'gift_card_orders_gift_due_idx', 'gift_card_orders', ['gift_status', 'send_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('gift_card_orders_gift_due_idx').ifExists().execute();
  await dropColumns(db, 'gift_card_orders', [
    'gift_sent_at',
    'gift_claimed_at',
    'gift_status',
    'send_at',
    'gift_message',
    'recipient_email',
    'recipient_name',
  ]);
}
