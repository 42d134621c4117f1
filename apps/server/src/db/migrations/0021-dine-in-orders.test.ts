import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertRestaurantR1, useMigratedDb } from '../../test/migration-fixture';

// On the engine of the run: orders written under 0001's CHECK keep their method, the column takes
// 'Dine-in' and still refuses a method that is none.
describe('0021: Dine-in orders and their table', () => {
  const testDb = useMigratedDb('0018-promotion-type-from-registry', async (db) => {
    await insertRestaurantR1(db);
    await insertOrder('pickup', 'Pickup');
    await insertOrder('delivery', 'Delivery');
    await expect(insertOrder('early', 'Dine-in')).rejects.toThrow();
  });
  const insertOrder = (id: string, method: string, reservationId: string | null = null) =>
    sql`insert into orders (id, tenant_id, restaurant_id, order_number, idempotency_key, delivery_method,
          pickup_time_type, pickup_time, received_at, name_ordered_under, first_name, last_name, email,
          phone, payment_method, created_at, updated_at${reservationId ? sql`, reservation_id` : sql``})
        values (${id}, 't1', 'r1', ${Number(id.length * 100 + id.charCodeAt(0))}, ${id}, ${method},
          'ASAP', '2026-11-25T20:30:00Z', '2026-11-25T20:30:00Z', 'A B', 'A', 'B', 'a@example.com',
          '3065550123', 'Offline', '2026-11-25', '2026-11-25'${reservationId ? sql`, ${reservationId}` : sql``})`.execute(
      testDb.db.kysely,
    );
  const methodOf = async (id: string) =>
    (
      await sql<{ m: string }>`select delivery_method as m from orders where id = ${id}`.execute(
        testDb.db.kysely,
      )
    ).rows[0]?.m;

  it('keeps the method of every order written before it', async () => {
    expect(await methodOf('pickup')).toBe('Pickup');
    expect(await methodOf('delivery')).toBe('Delivery');
  });

  it("takes 'Dine-in' with its table, one order per booking, and refuses any other method", async () => {
    const db = testDb.db.kysely;
    await sql`insert into reservations (id, tenant_id, restaurant_id, reservation_number, name_reserved_under,
                email, telephone, reserved_date, reserved_time, party_size, created_at, updated_at)
              values ('b1', 't1', 'r1', 1, 'A B', 'a@example.com', '3065550123', '2026-11-26', '18:00', 4,
                '2026-11-25', '2026-11-25')`.execute(db);
    await insertOrder('dinein', 'Dine-in', 'b1');
    expect(await methodOf('dinein')).toBe('Dine-in');
    await expect(insertOrder('second', 'Dine-in', 'b1')).rejects.toThrow();
    await expect(insertOrder('drone', 'Drone')).rejects.toThrow();
  });
});
