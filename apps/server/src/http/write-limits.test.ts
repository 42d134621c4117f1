import {
  reservationDates,
  reservationSlotsOn,
  reservationTimeOf,
  type ApiBusinessHours,
  type ApiMenuItem,
  type ApiTenant,
} from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, TEST_NOW, type TestApp } from '../test/harness';
import { lineFor, newIdempotencyKey, orderableItems, tenantOf } from '../test/orders-fixture';
import { withRowChanged } from '../test/row-changes';
import { DEFAULT_WRITE_LIMITS, loadWriteLimits, type WriteLimits } from './write-limits';

/*
 * Issue 16, hole 5: one address placed 4,518 orders in 15 s, and a $208,681 order was accepted.
 * Anonymous writes are counted per address and per email (429 with Retry-After), and an order over
 * the restaurant's ceiling is refused (422) at quote and at placement.
 */

const LIMITS: WriteLimits = {
  rates: {
    order: { perAddress: 3, perEmail: 2, windowMinutes: 15 },
    reservation: { perAddress: 5, perEmail: 1, windowMinutes: 60 },
    giftCardOrder: { perAddress: 1, perEmail: 5, windowMinutes: 60 },
    contact: { perAddress: 5, perEmail: 1, windowMinutes: 60 },
  },
  order: { maxOrderTotal: 150_00, maxItemQuantity: 5 },
};

let t: TestApp;
let gold: ApiTenant;
let restaurantId: string;
let item: ApiMenuItem;

beforeAll(async () => {
  t = await createTestApp({ config: { writeLimits: LIMITS } });
  gold = await tenantOf(t.app, 'goldenmaple');
  restaurantId = gold.restaurants[0]!._id;
  // The cheapest orderable item, so quantities up to the limit stay under the amount ceiling.
  const items = await orderableItems(t.app, 'goldenmaple', restaurantId, TEST_NOW);
  item = items.sort((a, b) => a.price - b.price)[0]!;
});
afterAll(() => t.close());

let addresses = 0;
const newAddress = () => `10.16.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const customer = (email: string) => ({ firstName: 'Robin', lastName: 'Quill', email, phone: '306-555-0199' });

const cart = (quantity = 1, lines = 1) => ({
  deliveryMethod: 'Pickup',
  pickupTimeType: 'ASAP',
  items: Array.from({ length: lines }, () => lineFor(item, quantity)),
});

function post(url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...hostOf('goldenmaple'), ...headers },
    remoteAddress,
    payload,
  });
}

const placeOrder = (email: string, address: string, quantity = 1, lines = 1, at = restaurantId) =>
  post(
    `/api/eater/restaurants/${at}/orders`,
    { ...cart(quantity, lines), customer: customer(email), payment: { method: 'Offline' } },
    address,
    { 'idempotency-key': newIdempotencyKey() },
  );

describe('orders per address and per email', () => {
  it('answers 429 with a message and Retry-After past the per-address limit', async () => {
    const address = newAddress();
    for (const n of [1, 2, 3]) {
      expect((await placeOrder(`diner${n}@example.com`, address)).statusCode).toBe(201);
    }
    const fourth = await placeOrder('diner4@example.com', address);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^Too many orders\. Please try again in \d+ minutes?\.$/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Another address is not held up by this one.
    expect((await placeOrder('diner4@example.com', newAddress())).statusCode).toBe(201);
  });

  it('answers 429 past the per-email limit, whatever the address', async () => {
    const email = 'Same.Person@Example.com';
    expect((await placeOrder(email, newAddress())).statusCode).toBe(201);
    expect((await placeOrder(email.toLowerCase(), newAddress())).statusCode).toBe(201);
    const third = await placeOrder(email, newAddress());
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many orders\./);
  });

  it("uses a restaurant's own limit where it set one", async () => {
    const other = gold.restaurants[1] ?? gold.restaurants[0]!;
    await withRowChanged(t.db, 'restaurants', other._id, { orders_per_address_limit: 1 }, async () => {
      const [otherItem] = await orderableItems(t.app, 'goldenmaple', other._id, TEST_NOW);
      const address = newAddress();
      const order = (email: string) =>
        post(
          `/api/eater/restaurants/${other._id}/orders`,
          {
            deliveryMethod: 'Pickup',
            pickupTimeType: 'ASAP',
            items: [lineFor(otherItem!)],
            customer: customer(email),
            payment: { method: 'Offline' },
          },
          address,
          { 'idempotency-key': newIdempotencyKey() },
        );
      expect((await order('own1@example.com')).statusCode).toBe(201);
      expect((await order('own2@example.com')).statusCode).toBe(429);
    });
  });
});

describe("the restaurant's ceiling on one order", () => {
  const quote = (body: object) =>
    post(`/api/eater/restaurants/${restaurantId}/cart/quote`, body, newAddress());

  it('refuses more of one item than the limit, over all its lines, at quote and at placement', async () => {
    expect((await quote(cart(5))).statusCode).toBe(200);
    for (const [quantity, lines] of [
      [6, 1],
      [3, 2],
    ] as const) {
      const quoted = await quote(cart(quantity, lines));
      expect(quoted.statusCode).toBe(422);
      expect(quoted.json()).toMatchObject({
        code: 'ITEM_QUANTITY_LIMIT',
        message: expect.stringMatching(
          new RegExp(`^At most 5 of .+ can be ordered online\\. Please call the restaurant`),
        ),
      });
      const placed = await placeOrder(`big${quantity}@example.com`, newAddress(), quantity, lines);
      expect(placed.statusCode).toBe(422);
      expect(placed.json().code).toBe('ITEM_QUANTITY_LIMIT');
    }
  });

  it("refuses an order worth more than the restaurant's maximum", async () => {
    await withRowChanged(t.db, 'restaurants', restaurantId, { max_order_total_cents: 10_00 }, async () => {
      const quoted = await quote(cart(5));
      expect(quoted.statusCode).toBe(422);
      expect(quoted.json().message).toBe(
        `Online orders are limited to $10.00. Please call the restaurant at ${gold.restaurants[0]!.phone} to arrange it.`,
      );
      const placed = await placeOrder('amount@example.com', newAddress(), 5);
      expect(placed.statusCode).toBe(422);
      expect(placed.json().code).toBe('ORDER_AMOUNT_LIMIT');
      const stored = await t.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('email', '=', 'amount@example.com')
        .execute();
      expect(stored).toEqual([]);
    });
  });
});

describe('reservations, gift card orders and contact messages', () => {
  it('limits reservation requests per email', async () => {
    const restaurant = gold.restaurants[0]!;
    const hours: ApiBusinessHours = (
      await t.app.inject({
        url: `/api/eater/restaurants/${restaurant._id}/businesshours`,
        headers: hostOf('goldenmaple'),
      })
    ).json();
    const r = { ...restaurant, holiday_hours: hours.holiday_hours };
    const date = reservationDates(r, TEST_NOW)[1]!;
    const time = reservationTimeOf(reservationSlotsOn(date, r, TEST_NOW)[0]!, restaurant.settings.time_zone);
    const booking = {
      restaurant: restaurant._id,
      reservedDate: date,
      reservedTime: time,
      partySize: 2,
      nameReservedUnder: 'Avery Chen',
      email: 'avery.limit@example.com',
      telephone: '3065550123',
    };
    const book = () => post(`/api/eater/tenants/${gold._id}/reservations`, booking, newAddress());
    expect((await book()).statusCode).toBe(201);
    const second = await book();
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(
      /^Too many reservation requests\. Please try again in \d+ minutes?\.$/,
    );
    expect(second.headers['retry-after']).toBeDefined();
  });

  it('limits gift card orders per address', async () => {
    const product = gold.giftCardProducts[0]!;
    const address = newAddress();
    const order = (email: string) =>
      post(
        `/api/eater/restaurants/${restaurantId}/giftcardorders`,
        {
          giftCardType: 'Physical',
          giftCardProductId: product._id,
          quantity: 1,
          customer: customer(email),
          paymentMethod: 'Offline',
        },
        address,
        { 'idempotency-key': newIdempotencyKey() },
      );
    expect((await order('gift1@example.com')).statusCode).toBe(201);
    const second = await order('gift2@example.com');
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/^Too many gift card orders\./);
  });

  it('limits contact messages per email, before the challenge is even checked', async () => {
    const message = {
      senderName: 'Avery Chen',
      senderEmail: 'avery.contact@example.com',
      senderTelephone: '(306) 555 0123',
      subject: 'Hello',
      message: 'Hello there',
      captchaResponse: { challenge: 'x', salt: 'y', signature: 'z', number: 1 },
    };
    const first = await post('/api/eater/communication/contact', message, newAddress());
    expect(first.statusCode).not.toBe(429);
    const second = await post('/api/eater/communication/contact', message, newAddress());
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/^Too many messages\./);
  });
});

describe('configuration', () => {
  it('reads the limits from the environment, with defaults, and refuses nonsense', () => {
    expect(loadWriteLimits({})).toEqual(DEFAULT_WRITE_LIMITS);
    const limits = loadWriteLimits({
      ORDER_RATE_LIMIT: 'off',
      RESERVATION_RATE_LIMIT: '20/off/30',
      MAX_ORDER_AMOUNT: '5000',
      MAX_ITEM_QUANTITY: '200',
    });
    expect(limits.rates.order).toMatchObject({ perAddress: null, perEmail: null });
    expect(limits.rates.reservation).toEqual({ perAddress: 20, perEmail: null, windowMinutes: 30 });
    expect(limits.rates.contact).toEqual(DEFAULT_WRITE_LIMITS.rates.contact);
    expect(limits.order).toEqual({ maxOrderTotal: 5000_00, maxItemQuantity: 200 });
    expect(() => loadWriteLimits({ ORDER_RATE_LIMIT: '30' })).toThrow(/ORDER_RATE_LIMIT must be/);
    expect(() => loadWriteLimits({ MAX_ORDER_AMOUNT: '-1' })).toThrow(/MAX_ORDER_AMOUNT/);
  });
});
