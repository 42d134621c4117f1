import type { AddressInfo } from 'node:net';
import type { PlaceOrderResponse } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { TEST_NOW } from '../test/harness';
import { newIdempotencyKey, orderableItems, pickupOrder } from '../test/orders-fixture';
import { until, useRealtimeApp } from '../test/realtime-harness';

/*
 * PostgreSQL only (vitest.config.ts includes *.postgres.test.ts when TEST_DATABASE_URL is set): the
 * socket.io PostgreSQL adapter carries events between app processes, which SQLite (one process per
 * file, docs/decisions/0005) never has.
 */

const live = useRealtimeApp();

// Several app processes on one PostgreSQL database (architecture §6): an order placed through one
// process reaches a staff socket connected to another, through the database (LISTEN/NOTIFY).
describe('real-time events across app processes (PostgreSQL)', () => {
  it("delivers 'new order' to a socket of another process, a large order (over NOTIFY's 8000 bytes) too", async () => {
    const second = await buildApp({ config: live.t.config, db: live.t.db, now: () => TEST_NOW });
    try {
      await second.listen({ port: 0, host: '127.0.0.1' });
      const secondPort = (second.server.address() as AddressInfo).port;
      const token = await live.login('staff@goldenmaple.example.ca', 'goldenmaple');
      const staff = live.client('goldenmaple', { token, port: secondPort });
      expect(await staff.outcome).toBe('connected');

      const small = await live.placeOrder();
      const restaurantId = live.gold.restaurants[0]!._id;
      const items = await orderableItems(live.t.app, 'goldenmaple', restaurantId, TEST_NOW);
      const large = pickupOrder(items[0]!);
      // 40 lines of one item: within the restaurant's 50-item ceiling on one order (issue 16, hole 5).
      large.items = Array.from({ length: 40 }, (_, i) => ({
        ...large.items[0]!,
        quantity: 1,
        specialInstructions: `Line ${i + 1}: ${'extra crispy, no salt, sauce on the side. '.repeat(3)}`,
      }));
      const placed = await live.httpJson<PlaceOrderResponse>(
        'POST',
        `/api/eater/restaurants/${restaurantId}/orders`,
        'goldenmaple',
        large,
        { 'idempotency-key': newIdempotencyKey() },
      );
      expect(placed.status).toBe(201);
      expect(JSON.stringify(placed.body.order).length).toBeGreaterThan(8000);

      await until(() => staff.received.length === 2);
      expect(staff.received.map((r) => r.payload.order)).toEqual([small, placed.body.order]);
    } finally {
      await second.close();
    }
  });
});
