import {
  NEW_GIFT_CARD_ORDER_EVENT,
  type GiftCardOrderEvent,
  type GiftCardOrderResponse,
} from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { client, gold, httpJson, login, settle, until, useRealtimeApp } from '../../test/realtime-harness';

useRealtimeApp();

describe("the real-time 'new gift card order' event", () => {
  it("reaches the restaurant's staff once, with the restaurant id, the order and the time zone", async () => {
    const staff = client('goldenmaple', {
      token: await login('staff@goldenmaple.example.ca', 'goldenmaple'),
    });
    const otherTenant = client('emerald', { token: await login('staff@emerald.example.ca', 'emerald') });
    const events = (socket: typeof staff.socket) => {
      const received: GiftCardOrderEvent[] = [];
      socket.on(NEW_GIFT_CARD_ORDER_EVENT, (event: GiftCardOrderEvent) => received.push(event));
      return received;
    };
    const received = events(staff.socket);
    const elsewhere = events(otherTenant.socket);
    expect(await staff.outcome).toBe('connected');
    expect(await otherTenant.outcome).toBe('connected');

    const restaurantId = gold.restaurants[0]!._id;
    const place = () =>
      httpJson<GiftCardOrderResponse>(
        'POST',
        `/api/eater/restaurants/${restaurantId}/giftcardorders`,
        'goldenmaple',
        {
          giftCardType: 'Digital',
          giftCardProductId: gold.giftCardProducts[0]!._id,
          quantity: 1,
          customer: { firstName: 'Sam', lastName: 'Rivers', email: 'sam@example.com', phone: '306-555-0111' },
          paymentMethod: 'Offline',
        },
        { 'idempotency-key': 'realtime-gift-card-order-1' },
      );
    const placed = await place();
    expect(placed.status).toBe(201);
    await until(() => received.length > 0);
    expect(received).toEqual([
      { restaurantId, order: placed.body.giftCardOrder, timeZone: 'America/Regina' },
    ]);

    // A retry answers with the same order and announces nothing new.
    expect((await place()).status).toBe(200);
    await settle();
    expect(received).toHaveLength(1);
    expect(elsewhere).toEqual([]);
  });
});
