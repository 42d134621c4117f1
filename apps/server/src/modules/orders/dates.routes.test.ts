import { describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES, type CartQuote } from '@storefront/domain';
import { CUSTOMER, newKey, useOrderingBed } from './orders.test-support';

/*
 * Issue 16, hole 6: dates that have the right shape but name no day answered 500; an order could be
 * scheduled any distance ahead. Golden Maple takes orders 7 days ahead (today 2026-11-25 included).
 */
const bed = useOrderingBed();

const scheduled = (pickupDate: string, pickupTime = '12:00') => ({
  deliveryMethod: 'Pickup',
  pickupTimeType: 'Schedule',
  pickupDate,
  pickupTime,
  items: [bed.line('C1')],
});
const place = (body: object) =>
  bed.request<{ message: string }>('POST', `/api/eater/restaurants/${bed.restaurantId}/orders`, body, {
    'idempotency-key': newKey(),
  });
const quote = (body: object) =>
  bed.request<CartQuote>('POST', `/api/eater/restaurants/${bed.restaurantId}/cart/quote`, body);

describe('impossible dates are a 400 with a message', () => {
  it.each(['2026-02-30', '2026-13-01', '2026-11-31', '2026-00-10'])(
    '%s on quote, order and apply-coupon',
    async (date) => {
      const message = 'pickupDate: pickupDate must be a date that exists, as YYYY-MM-DD';
      const quoted = await quote(scheduled(date));
      expect(quoted.status).toBe(400);
      expect(quoted.body.message).toBe(message);
      const placed = await place({ ...scheduled(date), customer: CUSTOMER, payment: { method: 'Offline' } });
      expect(placed.status).toBe(400);
      expect(placed.body.message).toBe(message);
      const coupon = await bed.request<{ message: string }>(
        'POST',
        `/api/eater/restaurants/${bed.restaurantId}/apply-coupon`,
        { ...scheduled(date), couponCode: 'WELCOME10', email: 'avery@example.com' },
      );
      expect(coupon.status).toBe(400);
      expect(coupon.body.message).toBe('pickupDate must be a date that exists, as YYYY-MM-DD');
    },
  );

  it.each(['2026-02-30', '2026-13-01'])('%s on a reservation', async (reservedDate) => {
    const response = await bed.request<{ message: string }>(
      'POST',
      `/api/eater/tenants/${bed.gold._id}/reservations`,
      {
        restaurant: bed.restaurantId,
        reservedDate,
        reservedTime: '18:00',
        partySize: 2,
        nameReservedUnder: 'Avery Chen',
        email: 'avery@example.com',
        telephone: '3065550123',
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(`reservedDate: ${RESERVATION_MESSAGES.invalidDate}`);
  });
});

describe('future_order_days is enforced at quote and placement', () => {
  it.each(['2026-12-15', '2027-03-03'])('refuses an order for %s', async (date) => {
    const message = 'We take orders up to Dec 1, 2026. Please choose an earlier date.';
    const placed = await place({ ...scheduled(date), customer: CUSTOMER, payment: { method: 'Offline' } });
    expect(placed.status).toBe(422);
    expect(placed.body.message).toBe(message);
    const quoted = await quote(scheduled(date));
    expect(quoted.status).toBe(200);
    expect(quoted.body.messages).toContain(message);
  });

  it('still takes an order on the last day offered', async () => {
    const quoted = await quote(scheduled('2026-12-01'));
    expect(quoted.body.messages.some((m) => m.startsWith('We take orders up to'))).toBe(false);
  });
});
