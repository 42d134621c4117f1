import type { ApiOrder, PlaceOrderResponse } from '@storefront/domain';
import { TEST_NOW } from '../test/harness';
import { newIdempotencyKey, orderableItems, pickupOrder, tenantOf } from '../test/orders-fixture';
import { describe, expect, it } from 'vitest';
import { settle, until, useRealtimeApp } from '../test/realtime-harness';

const live = useRealtimeApp();

describe('real-time order events', () => {
  it("sends 'new order' with the restaurant id, the order and the time zone to that restaurant's staff only", async () => {
    const { token: staffToken, staff, otherTenant } = await live.staffAndOtherTenant();
    const byCookie = live.client('goldenmaple', { cookie: `stoken=${staffToken}` });
    const anonymous = live.client('goldenmaple');
    const wrongHost = live.client('emerald', { token: staffToken });

    expect(await byCookie.outcome).toBe('connected');
    expect(await anonymous.outcome).toBe('Please sign in to the staff console.');
    expect(await wrongHost.outcome).toBe('Please sign in to the staff console.');

    const order = await live.placeOrder();
    await until(() => staff.received.length > 0 && byCookie.received.length > 0);
    expect(staff.received).toEqual([
      {
        event: 'new order',
        payload: { restaurantId: live.gold.restaurants[0]!._id, order, timeZone: 'America/Regina' },
      },
    ]);
    expect(byCookie.received).toEqual(staff.received);
    await settle();
    expect(otherTenant.received).toEqual([]);
    expect(anonymous.received).toEqual([]);
    expect(wrongHost.received).toEqual([]);
  });

  it('reaches the staff of the order’s restaurant, not the staff of the tenant’s other restaurants', async () => {
    const emerald = await tenantOf(live.t.app, 'emerald');
    const edmonton = emerald.restaurants.find((r) => r.slug === 'edmonton-whyte-ave')!;
    const owner = live.client('emerald', { token: await live.login('staff@emerald.example.ca', 'emerald') });
    const calgary = live.client('emerald', {
      token: await live.login('calgary@emerald.example.ca', 'emerald'),
    });
    expect(await owner.outcome).toBe('connected');
    expect(await calgary.outcome).toBe('connected');

    const [item] = await orderableItems(live.t.app, 'emerald', edmonton._id, TEST_NOW);
    const placed = await live.httpJson<PlaceOrderResponse>(
      'POST',
      `/api/eater/restaurants/${edmonton._id}/orders`,
      'emerald',
      pickupOrder(item!),
      { 'idempotency-key': newIdempotencyKey() },
    );
    expect(placed.status).toBe(201);
    await until(() => owner.received.length > 0);
    expect(owner.received[0]!.payload).toEqual({
      restaurantId: edmonton._id,
      order: placed.body.order,
      timeZone: 'America/Edmonton',
    });
    await settle();
    expect(calgary.received).toEqual([]);
  });

  it("sends 'order updated' on a staff status change and on a customer's cancellation", async () => {
    const token = await live.login('staff@goldenmaple.example.ca', 'goldenmaple');
    const staff = live.client('goldenmaple', { token });
    expect(await staff.outcome).toBe('connected');

    const accepted = await live.placeOrder();
    const change = await live.httpJson<ApiOrder>(
      'POST',
      `/api/staff/orders/${accepted._id}/status`,
      'goldenmaple',
      { status: 'Accepted' },
      { authorization: `Bearer ${token}` },
    );
    expect(change.status).toBe(200);
    const cancelled = await live.placeOrder();
    const cancel = await live.httpJson<ApiOrder>(
      'POST',
      `/api/eater/tenants/${live.gold._id}/orders/${cancelled._id}/cancel`,
      'goldenmaple',
    );
    expect(cancel.status).toBe(200);

    await until(() => staff.received.length === 4);
    const heard = staff.received.map((r) => [r.event, r.payload.order._id, r.payload.order.status]);
    // Each order's events in their order; two orders' are delivered side by side (events/dispatcher.ts).
    expect(heard.filter(([, id]) => id === accepted._id)).toEqual([
      ['new order', accepted._id, 'Received'],
      ['order updated', accepted._id, 'Accepted'],
    ]);
    expect(heard.filter(([, id]) => id === cancelled._id)).toEqual([
      ['new order', cancelled._id, 'Received'],
      ['order updated', cancelled._id, 'Cancelled'],
    ]);
  });

  it('a retried order (same Idempotency-Key) is not announced twice', async () => {
    const token = await live.login('staff@goldenmaple.example.ca', 'goldenmaple');
    const staff = live.client('goldenmaple', { token });
    expect(await staff.outcome).toBe('connected');
    const restaurantId = live.gold.restaurants[0]!._id;
    const [item] = await orderableItems(live.t.app, 'goldenmaple', restaurantId, TEST_NOW);
    const key = newIdempotencyKey();
    const path = `/api/eater/restaurants/${restaurantId}/orders`;
    const first = await live.httpJson('POST', path, 'goldenmaple', pickupOrder(item!), {
      'idempotency-key': key,
    });
    const retry = await live.httpJson('POST', path, 'goldenmaple', pickupOrder(item!), {
      'idempotency-key': key,
    });
    expect([first.status, retry.status]).toEqual([201, 200]);
    await until(() => staff.received.length === 1);
    await settle();
    expect(staff.received).toHaveLength(1);
  });

  it('logout disconnects the session’s sockets; a revoked token cannot connect', async () => {
    const token = await live.login('staff@goldenmaple.example.ca', 'goldenmaple');
    const staff = live.client('goldenmaple', { token });
    expect(await staff.outcome).toBe('connected');
    const disconnected = new Promise<string>((resolve) => staff.socket.once('disconnect', resolve));
    const out = await live.httpJson('POST', '/api/staff/logout', 'goldenmaple', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(out.status).toBe(204);
    expect(await disconnected).toBe('io server disconnect');
    expect(await live.client('goldenmaple', { token }).outcome).toBe('Please sign in to the staff console.');
  });

  it('refuses a browser handshake from another origin', async () => {
    const token = await live.login('staff@goldenmaple.example.ca', 'goldenmaple');
    const foreign = live.client('goldenmaple', { token, origin: 'https://evil.example.com' });
    expect(await foreign.outcome).not.toBe('connected');
  });
});
