import { ORDER_ROOM_EVENT, type ApiOrder } from '@storefront/domain';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { settle, until, useRealtimeApp } from '../../test/realtime-harness';

const live = useRealtimeApp();

/** The diner's status page socket: the '/orders' namespace, naming one order. */
const opened: ReturnType<typeof connect>[] = [];
function follow(slug: string, orderId: string) {
  const socket = connect(`http://127.0.0.1:${live.port}/orders`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { host: live.hostOf(slug) },
    auth: { orderId },
  });
  opened.push(socket);
  const received: ApiOrder[] = [];
  socket.on(ORDER_ROOM_EVENT, (order: ApiOrder) => received.push(order));
  const outcome = new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
  return { received, outcome };
}
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});

describe("the diner's live order status", () => {
  it('reaches the holder of the order link within a second, and no one else', async () => {
    const order = await live.placeOrder();
    const other = await live.placeOrder();
    const diner = follow('goldenmaple', order._id);
    const otherDiner = follow('goldenmaple', other._id);
    const guessing = follow('goldenmaple', '0000000000000000');
    const wrongTenant = follow('emerald', order._id);
    expect(await diner.outcome).toBe('connected');
    expect(await otherDiner.outcome).toBe('connected');
    expect(await guessing.outcome).toBe('Order not found.');
    expect(await wrongTenant.outcome).toBe('Order not found.');

    const token = await live.login('staff@goldenmaple.example.ca', 'goldenmaple');
    const started = Date.now();
    const accepted = await live.httpJson<ApiOrder>(
      'POST',
      `/api/staff/orders/${order._id}/accept`,
      'goldenmaple',
      { prepMinutes: 25 },
      { authorization: `Bearer ${token}` },
    );
    expect(accepted.status).toBe(200);
    await until(() => diner.received.length > 0, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(diner.received[0]).toEqual(accepted.body);
    await settle();
    expect(otherDiner.received).toEqual([]);
  });
});
