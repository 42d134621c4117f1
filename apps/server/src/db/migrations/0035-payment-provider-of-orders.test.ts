import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertRestaurantR1, useMigratedDb } from '../../test/migration-fixture';

// On the engine of the run: orders and gift card orders paid before 0035 get their payment's provider.
describe('0035: the provider of each order paid online', () => {
  const testDb = useMigratedDb('0034-failed-webhook-deliveries', async (db) => {
    await insertRestaurantR1(db);
    const orders: [id: string, method: string][] = [
      ['o-test', 'Online'],
      ['o-stripe', 'Online'],
      ['o-counter', 'Offline'],
    ];
    for (const [i, [id, method]] of orders.entries())
      await sql`insert into orders (id, tenant_id, restaurant_id, order_number, idempotency_key,
            delivery_method, pickup_time_type, pickup_time, received_at, name_ordered_under, first_name,
            last_name, email, phone, payment_method, email_mailbox, created_at, updated_at)
          values (${id}, 't1', 'r1', ${i + 1}, ${`k${i}`}, 'Pickup', 'ASAP', '2026-11-25T20:30:00Z',
            '2026-11-25T20:30:00Z', 'A B', 'A', 'B', 'a@example.com', '3065550123', ${method},
            'a@example.com', '2026-11-25', '2026-11-25')`.execute(db);
    await sql`insert into gift_card_orders (id, tenant_id, restaurant_id, gift_card_order_number,
          idempotency_key, gift_card_type, gift_card_product_name, quantity, gift_card_quantity,
          payment_method, name_ordered_under, first_name, last_name, email, phone, created_at, updated_at)
        values ('g-test', 't1', 'r1', 1, 'gk', 'Digital', 'Card', 1, 1, 'Online', 'A B', 'A', 'B',
          'a@example.com', '3065550123', '2026-11-25', '2026-11-25')`.execute(db);
    const payments: [id: string, purpose: string, provider: string, orderId: string][] = [
      ['p1', 'order', 'test', 'o-test'],
      ['p2', 'order', 'stripe', 'o-stripe'],
      ['p3', 'gift card order', 'test', 'g-test'],
    ];
    for (const [id, purpose, provider, orderId] of payments)
      await sql`insert into payments (id, tenant_id, restaurant_id, purpose, idempotency_key, provider,
            amount_cents, currency, capture_method, status, order_id, request, priced_at, created_at,
            updated_at)
          values (${id}, 't1', 'r1', ${purpose}, ${id}, ${provider}, 1000, 'cad', 'manual', 'succeeded',
            ${orderId}, '{}', '2026-11-25', '2026-11-25', '2026-11-25')`.execute(db);
  });

  it('fills payment_provider from the payment that paid each order, and leaves the rest null', async () => {
    const orders = await sql<{ id: string; payment_provider: string | null }>`
      select id, payment_provider from orders order by id`.execute(testDb.db.kysely);
    expect(orders.rows).toEqual([
      { id: 'o-counter', payment_provider: null },
      { id: 'o-stripe', payment_provider: 'stripe' },
      { id: 'o-test', payment_provider: 'test' },
    ]);
    const gifts = await sql<{ id: string; payment_provider: string | null }>`
      select id, payment_provider from gift_card_orders`.execute(testDb.db.kysely);
    expect(gifts.rows).toEqual([{ id: 'g-test', payment_provider: 'test' }]);
  });
});
