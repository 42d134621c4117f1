import { REALTIME_EVENTS, type ApiOrder, type KitchenTicket } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { settle, until, useRealtimeApp } from '../../test/realtime-harness';

/*
 * The kitchen display is live over the board's socket (issue 29 item 6): a bump and a strike each
 * reach the location's other screens as the order's update, at once; another
 * tenant's screens hear nothing.
 */

const live = useRealtimeApp();

describe('the kitchen display’s live marks', () => {
  it('tells the location’s screens of a bump and a strike at once, and no other tenant’s', async () => {
    const { token, staff: screen, otherTenant: elsewhere } = await live.staffAndOtherTenant();
    const staff = (method: 'POST' | 'DELETE', path: string, body?: object) =>
      live.httpJson<KitchenTicket | ApiOrder>(method, `/api/staff${path}`, 'goldenmaple', body, {
        authorization: `Bearer ${token}`,
      });
    const order = await live.placeOrder();
    expect((await staff('POST', `/orders/${order._id}/accept`, { prepMinutes: 20 })).status).toBe(200);
    await settle();
    screen.received.length = 0;

    const bumped = await staff('POST', `/orders/${order._id}/kitchen/kitchen/bump`);
    expect(bumped.status).toBe(200);
    await until(() => screen.received.length === 1, 1000);
    expect(screen.received[0]).toMatchObject({
      event: REALTIME_EVENTS.orderUpdated,
      payload: { restaurantId: order.restaurant._id, order: { _id: order._id } },
    });
    const struck = await staff('DELETE', `/orders/${order._id}/kitchen/items/${order.items[0]!._id}/strike`);
    expect(struck.status).toBe(200);
    await until(() => screen.received.length === 2, 1000);
    await settle();
    expect(elsewhere.received).toEqual([]);
  });
});
