import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertRestaurantR1, useMigratedDb } from '../../test/migration-fixture';

// On the engine of the run: orders placed before 0032 are given the mailbox their email delivers to.
describe('0032: the mailbox of each order', () => {
  const testDb = useMigratedDb('0028-gift-card-recipients', async (db) => {
    await insertRestaurantR1(db);
    const emails = ['Name+1@Example.com', 'n.ame@gmail.com', 'name@example.com', 'n.ame@example.com'];
    for (const [i, email] of emails.entries()) {
      await sql`insert into orders (id, tenant_id, restaurant_id, order_number, idempotency_key,
            delivery_method, pickup_time_type, pickup_time, received_at, name_ordered_under, first_name,
            last_name, email, phone, payment_method, created_at, updated_at)
          values (${`o${i}`}, 't1', 'r1', ${i + 1}, ${`k${i}`}, 'Pickup', 'ASAP', '2026-11-25T20:30:00Z',
            '2026-11-25T20:30:00Z', 'A B', 'A', 'B', ${email}, '3065550123', 'Offline', '2026-11-25',
            '2026-11-25')`.execute(db);
    }
  });

  it('fills email_mailbox from the email of every order written before it', async () => {
    const rows = await sql<{ id: string; email_mailbox: string }>`
      select id, email_mailbox from orders order by id`.execute(testDb.db.kysely);
    expect(rows.rows).toEqual([
      { id: 'o0', email_mailbox: 'name@example.com' },
      { id: 'o1', email_mailbox: 'name@gmail.com' },
      { id: 'o2', email_mailbox: 'name@example.com' },
      { id: 'o3', email_mailbox: 'n.ame@example.com' },
    ]);
  });
});
