import { sql, type Kysely } from 'kysely';
import { createIndex, required, startsAtZero, tenantTable, timestamps } from './builders';

/*
 * Online payment (issue 14; decisions 0030, 0031). Portable types as in 0001.
 *
 * payments: one row per checkout attempt paid online (an order's or a gift card order's), keyed by the
 * attempt's Idempotency-Key. It keeps
 * the placement request the server priced, so the order is written from what the server priced when
 * the payment is authorised (by the browser's return or by the provider's webhook, whichever comes
 * first), never from what a client sends later. `status` mirrors the provider's PaymentIntent status.
 *
 * payment_events: the provider events already processed, one row per event id (a replay is a no-op).
 *
 * test_payment_intents: the built-in test provider's own PaymentIntents, kept in the database like
 * Stripe keeps its own, so every server process sees the same ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await tenantTable(db, 'payments')
    .addColumn('restaurant_id', 'text', (c) => c.notNull())
    // What the payment is for: an order, or a gift card order (its own Idempotency-Keys).
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('order', 'gift card order')`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('test', 'stripe')`))
    .addColumn('provider_payment_id', 'text')
    .addColumn('provider_account', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('capture_method', 'text', (c) =>
      c.notNull().check(sql`capture_method in ('manual', 'automatic')`),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('priced_at', 'text', (c) => c.notNull())
    .addColumn('amount_captured_cents', 'integer', startsAtZero)
    .addColumn('amount_refunded_cents', 'integer', startsAtZero)
    // The money call an order's cancel, reject or accept still owes the provider (void, refund,
    // capture): set with the status change, cleared once the provider has answered.
    .addColumn('pending_action', 'text', (c) => c.check(sql`pending_action in ('void', 'refund', 'capture')`))
    .addColumn('last_error', 'text')
    .$call(timestamps)
    .execute();
  await createIndex(db, 'payments_attempt_key', 'payments', ['tenant_id', 'purpose', 'idempotency_key'], {
    unique: true,
  });
  await createIndex(db, 'payments_provider_payment_key', 'payments', ['provider', 'provider_payment_id'], {
    unique: true,
  });
  await createIndex(db, 'payments_order_idx', 'payments', ['tenant_id', 'order_id']);

  await db.schema
    .createTable('payment_events')
    .$call(required('text', 'provider', 'event_id', 'type', 'received_at'))
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('test_payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .$call(required('text', 'currency', 'capture_method', 'status'))
    .addColumn('card_last4', 'text')
    .addColumn('amount_captured_cents', 'integer', startsAtZero)
    .addColumn('amount_refunded_cents', 'integer', startsAtZero)
    .addColumn('last_error', 'text')
    .$call(timestamps)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['test_payment_intents', 'payment_events', 'payments'])
    await db.schema.dropTable(table).ifExists().execute();
}
