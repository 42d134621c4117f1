import type { Kysely } from 'kysely';
import { addColumns, createdAt, required } from './builders';

/*
 * Saved cards and payment upkeep (issue 14; decision 0041). Portable types as in 0001.
 *
 * payment_customers: the provider's customer of one member (Stripe: a Customer on the platform
 * account), made the first time the member saves a card. The cards themselves are payment_methods
 * rows (0001): the provider's payment method id and display data only, never a card number.
 *
 * test_payment_methods: the built-in test provider's own saved cards, as Stripe keeps its
 * PaymentMethods: which test card it was (how it behaves), its last four digits and expiry.
 *
 * payments.lapse_alerted_at: when staff were told that an authorisation was lapsing (7 days without an
 * accept), so they are told once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_customers')
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .$call(required('text', 'provider', 'provider_customer_id'))
    .$call(createdAt)
    .addPrimaryKeyConstraint('payment_customers_pk', ['tenant_id', 'customer_id', 'provider'])
    .execute();

  await db.schema
    .createTable('test_payment_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(required('text', 'customer', 'card_kind', 'last4'))
    .$call(required('integer', 'exp_month', 'exp_year'))
    .addColumn('name', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('detached_at', 'text')
    .$call(createdAt)
    .execute();

  await addColumns(db, 'payments', [['lapse_alerted_at', 'text']]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('lapse_alerted_at').execute();
  for (const table of ['test_payment_methods', 'payment_customers'])
    await db.schema.dropTable(table).ifExists().execute();
}
