import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  percentOf,
  toCents,
  type ApiMenuItem,
  type ApiMenus,
  type ApiTenant,
  type CartQuote,
  type PlaceOrderResponse,
} from '@storefront/domain';
import { hostOf, TEST_NOW, type TestApp } from '../../test/harness';
import { lineFor, rowsWithKey, statusHistoryOf } from '../../test/orders-fixture';
import { withSettings } from '../../test/row-changes';
import { CUSTOMER, newKey, openOrderingBed, PICKUP_ASAP, type OrderingBed } from './orders.test-support';
import { orderRowOf } from '../../test/rows';

// Wednesday 2026-11-25, 2:30 PM in Saskatoon (America/Regina, UTC-6): Golden Maple Bistro is open,
// outside its weekday rush hour, and orders are taken until 8:30 PM.

let t: TestApp;
let gold: ApiTenant;
let emerald: ApiTenant;
let restaurantId: string;
let items: ApiMenuItem[];
/** An item of the online menus that is sold out now. */
let soldOut: ApiMenuItem;
let request: OrderingBed['request'];
let quote: OrderingBed['quote'];

const customer = CUSTOMER;
const pickupAsap = PICKUP_ASAP;
/** A pickup-as-soon-as-possible order of one item, paid at the counter. */
const asapOrder = (item: ApiMenuItem) => ({
  ...pickupAsap,
  items: [lineFor(item)],
  customer,
  payment: { method: 'Offline' },
});

beforeAll(async () => {
  let menus: ApiMenus;
  ({ t, gold, restaurantId, request, quote, menus } = await openOrderingBed());
  emerald = (await request<ApiTenant>('GET', '/api/eater/tenants/emerald', undefined, {}, 'emerald')).body;
  // Items on the all-day menu that are not sold out now.
  items = menus.menus
    .filter((m) => m.duration.name === 'all')
    .flatMap((m) => m.sections.flatMap((s) => s.items))
    .filter((i) => !i.sold_out_until || new Date(i.sold_out_until) <= TEST_NOW);
  soldOut = menus.menus
    .flatMap((m) => m.sections.flatMap((s) => s.items))
    .find((i) => i.sold_out_until && new Date(i.sold_out_until) > TEST_NOW)!;
});
afterAll(() => t.close());

describe('POST /restaurants/{id}/cart/quote', () => {
  it('prices the cart on the server: lines, GST and PST on the subtotal, total', async () => {
    const withSize = items.find((i) => i.sizes.length > 0)!;
    const withOptions = items.find((i) => i.options.length > 0 && i.sizes.length === 0)!;
    const { status, body } = await quote({ items: [lineFor(withSize, 2), lineFor(withOptions)] });
    expect(status).toBe(200);
    expect(body.messages).toEqual([]);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]!.basePrice).toBe(withSize.sizes[0]!.price);
    expect(body.items[0]!.baseTotal).toBe(Math.round(withSize.sizes[0]!.price * 200) / 100);
    const subtotal = toCents(body.subtotal);
    const lines = body.items.reduce((sum, l) => sum + toCents(l.baseTotal) + toCents(l.extraTotal), 0);
    expect(subtotal).toBe(lines);
    const settings = gold.restaurants[0]!.settings;
    expect(toCents(body.gst)).toBe(percentOf(subtotal, settings.gst_rate));
    expect(toCents(body.pst)).toBe(percentOf(subtotal, settings.pst_rate));
    expect(toCents(body.total)).toBe(subtotal + toCents(body.gst) + toCents(body.pst));
    expect(new Date(body.pickupTime).getTime()).toBe(
      TEST_NOW.getTime() + settings.online_order_lead_time * 60_000,
    );
  });

  it('names the sold-out items and says why', async () => {
    const { body } = await quote({
      items: [{ ...lineFor(soldOut), uuid: 'sold-out-line' }, lineFor(items[0]!)],
    });
    expect(body.unavailableItems).toEqual(['sold-out-line']);
    expect(body.messages[0]).toMatch(
      /^Sorry, you have ordered some items that are not available for sale at your selected pickup time .+\. Plese go back and remove those items from shopping cart\.$/,
    );
  });

  it('prices cutlery from the database and keeps its quantity at least 1', async () => {
    const cutlery = (
      await request<{ _id: string }[]>('GET', `/api/eater/restaurants/${restaurantId}/plastic-cutlery-items`)
    ).body;
    const ok = await quote({ items: [lineFor(items[0]!)], cutlery: [{ _id: cutlery[0]!._id, quantity: 2 }] });
    expect(ok.body.cutlery).toEqual([expect.objectContaining({ _id: cutlery[0]!._id, quantity: 2 })]);
    const zero = await quote({
      items: [lineFor(items[0]!)],
      cutlery: [{ _id: cutlery[0]!._id, quantity: 0 }],
    });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('cutlery.0.quantity: cutlery quantity is at least 1');
  });
});

describe('POST /restaurants/{id}/orders', () => {
  const place = (body: object, idempotencyKey: string | null = newKey(), id = restaurantId) =>
    request<PlaceOrderResponse & { message: string; code: string }>(
      'POST',
      `/api/eater/restaurants/${id}/orders`,
      body,
      idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    );
  const placeScheduled = (pickupDate: string, pickupTime: string) =>
    place({
      deliveryMethod: 'Pickup',
      pickupTimeType: 'Schedule',
      pickupDate,
      pickupTime,
      items: [lineFor(items[0]!)],
      customer,
      payment: { method: 'Offline' },
    });

  it('ignores the money a client sends and stores the server’s price', async () => {
    const cart = { ...pickupAsap, items: [lineFor(items[0]!, 3)] };
    const quoted = (await quote(cart)).body;
    const { status, body } = await place({
      ...cart,
      items: [{ ...cart.items[0], basePrice: 0.01, baseTotal: 0.01 }],
      subtotal: 0.01,
      tax: 0,
      total: 0.01,
      discountTotal: 999,
      customer,
      payment: { method: 'Offline' },
    });
    expect(status).toBe(201);
    expect(body.order.total).toBe(quoted.total);
    expect(body.order.subtotal).toBe(quoted.subtotal);
    expect(body.order.status).toBe('Received');
    expect(body.order.nameOrderedUnder).toBe('Avery Lee');
    expect(body.order.phone).toBe('306-555-0123');
    expect(body.couponCode).toBeNull();
    const row = await orderRowOf(t.db, body.order._id);
    expect(row.total_cents).toBe(toCents(quoted.total));
    expect(row.order_number).toBeGreaterThan(1000);
  });

  it('creates exactly one order when the same Idempotency-Key arrives 20 times at once', async () => {
    const idempotencyKey = newKey();
    const body = asapOrder(items[1]!);
    const responses = await Promise.all(Array.from({ length: 20 }, () => place(body, idempotencyKey)));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(19);
    expect(new Set(responses.map((r) => r.body.order._id)).size).toBe(1);
    expect(new Set(responses.map((r) => r.body.order.orderNumber)).size).toBe(1);
    const rows = await rowsWithKey(t.db, 'orders', idempotencyKey);
    expect(rows).toHaveLength(1);
  });

  it('gives every order its own human number', async () => {
    const body = asapOrder(items[2]!);
    const responses = await Promise.all(Array.from({ length: 10 }, () => place(body)));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect(new Set(responses.map((r) => r.body.order.orderNumber)).size).toBe(10);
  });

  it('rejects an unavailable item with the catalogue message', async () => {
    const { status, body } = await place({
      ...pickupAsap,
      items: [lineFor(soldOut)],
      customer,
      payment: { method: 'Offline' },
    });
    expect(status).toBe(409);
    expect(body.code).toBe('ITEMS_UNAVAILABLE');
    expect(body.message).toMatch(/^Sorry, you have ordered some items that are not available/);
  });

  it('refuses a blocked email with the spec’s message and the restaurant’s phone', async () => {
    const { status, body } = await place({
      ...pickupAsap,
      items: [lineFor(items[0]!)],
      customer: { ...customer, email: 'Blocked@Example.com' },
      payment: { method: 'Offline' },
    });
    expect(status).toBe(403);
    expect(body.message).toBe(
      `The email you provided has been blocked for ordering due to suspicious activity. Please call us at ${gold.restaurants[0]!.phone} to unblock your email account.`,
    );
  });

  it('asks for a delivery address', async () => {
    const { status, body } = await place({
      deliveryMethod: 'Delivery',
      pickupTimeType: 'ASAP',
      items: [lineFor(items[0]!)],
      customer,
      payment: { method: 'Offline' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Missing delivery address. Please add your delivery address to continue.');
  });

  /** The place id of an address found by the geo adapter's autocomplete near the restaurant. */
  async function placeIdOf(input: string): Promise<string> {
    const { body } = await request<{ place_id: string; description: string }[]>(
      'GET',
      `/api/eater/map/autocomplete?input=${encodeURIComponent(input)}&restaurantId=${restaurantId}`,
    );
    expect(body.length, input).toBeGreaterThan(0);
    return body[0]!.place_id;
  }

  const deliveryTo = async (address: string, postalCode: string) => ({
    address,
    postalCode,
    addressType: 'Home',
    placeId: await placeIdOf(address),
    // A client cannot move itself into range: the server measures the distance again.
    distanceInMeter: 1,
  });

  it('delivers in range, at the tier fee for the distance the server measures, with GST on the fee', async () => {
    const cart = { deliveryMethod: 'Delivery', pickupTimeType: 'ASAP', items: [lineFor(items[0]!, 4)] };
    const quote = (
      await request<CartQuote>('POST', `/api/eater/restaurants/${restaurantId}/cart/quote`, {
        ...cart,
        deliveryAddress: await deliveryTo('335 33rd St W', 'S7L 0V5'),
      })
    ).body;
    expect(quote.messages).toEqual([]);
    expect(quote.distanceInMeter).toBeGreaterThan(1000);
    expect(toCents(quote.deliveryFee)).toBeGreaterThan(0);
    expect(toCents(quote.deliveryGST)).toBe(
      percentOf(toCents(quote.deliveryFee), gold.restaurants[0]!.settings.gst_rate),
    );
    // Within 3 km on $30 or more, 'Free delivery near the bistro' takes the fee and its GST off.
    const fee = toCents(quote.deliveryFee) + toCents(quote.deliveryGST);
    const free = quote.distanceInMeter! <= 3000 && toCents(quote.subtotal) >= 3000;
    expect(
      quote.discounts
        .filter((d) => !d.is_next_order_coupon)
        .map((d) => [d.discount_name, toCents(d.discount_amount)]),
    ).toEqual(free ? [['Free delivery near the bistro', fee]] : []);
    expect(toCents(quote.total)).toBe(toCents(quote.subtotal) + toCents(quote.tax) + fee - (free ? fee : 0));
    const placed = await place({
      ...cart,
      deliveryAddress: await deliveryTo('335 33rd St W', 'S7L 0V5'),
      customer,
      payment: { method: 'Offline' },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.deliveryFee).toBe(quote.deliveryFee);
    expect(placed.body.order.deliveryAddress).toMatchObject({
      address: '335 33rd St W, Saskatoon, SK S7L 0V5',
      postalCode: 'S7L 0V5',
      distanceInMeter: quote.distanceInMeter,
    });
  });

  it('stores the address of the place it priced, not the text the client sent (issue 16, hole 3)', async () => {
    const placed = await place({
      deliveryMethod: 'Delivery',
      pickupTimeType: 'ASAP',
      items: [lineFor(items[0]!, 4)],
      deliveryAddress: {
        ...(await deliveryTo('335 33rd St W', 'S7L 0V5')),
        // Priced at a Saskatoon place, claimed to be in Warman: staff would drive to the wrong town.
        address: '301 Central St W, Warman, SK',
        postalCode: 'S0K 4S0',
        suiteApartmentNumber: 'Unit 4, buzz 12',
        businessName: 'Prairie Print Co.',
      },
      customer,
      payment: { method: 'Offline' },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.deliveryAddress).toMatchObject({
      address: '335 33rd St W, Saskatoon, SK S7L 0V5',
      postalCode: 'S7L 0V5',
      suiteApartmentNumber: 'Unit 4, buzz 12',
      businessName: 'Prairie Print Co.',
    });
    const stored = await request<{ deliveryAddress: { address: string } }>(
      'GET',
      `/api/eater/tenants/${gold._id}/orders/${placed.body.order._id}`,
    );
    expect(stored.body.deliveryAddress.address).toBe('335 33rd St W, Saskatoon, SK S7L 0V5');
  });

  it('rejects a delivery out of range with the catalogue message', async () => {
    for (const [address, postalCode] of [
      ['318 Hampton Cir', 'S7R 0J9'], // outside the postal codes
      ['301 Central St W', 'S0K 4S0'], // far away (Warman)
    ]) {
      const { status, body } = await place({
        deliveryMethod: 'Delivery',
        pickupTimeType: 'ASAP',
        items: [lineFor(items[0]!, 4)],
        deliveryAddress: await deliveryTo(address!, postalCode!),
        customer,
        payment: { method: 'Offline' },
      });
      expect(status, address).toBe(422);
      expect(body.message).toBe(
        'Sorry, the address you entered is not in our delivery range. Please change to pickup order.',
      );
    }
  });

  it('says how much more a delivery order needs to reach the minimum', async () => {
    const cheapest = [...items].sort((a, b) => a.price - b.price)[0]!;
    const { status, body } = await place({
      deliveryMethod: 'Delivery',
      pickupTimeType: 'ASAP',
      items: [lineFor(cheapest)],
      deliveryAddress: await deliveryTo('335 33rd St W', 'S7L 0V5'),
      customer,
      payment: { method: 'Offline' },
    });
    expect(status).toBe(422);
    expect(body.code).toBe('BELOW_MINIMUM');
    expect(body.message).toMatch(
      /^The minimum for delivery is \$20\.00\. Please add \$\d+\.\d{2} more to your order\.$/,
    );
  });

  it('takes a scheduled order only at an offered slot', async () => {
    const ok = await placeScheduled('2026-11-26', '18:00');
    expect(ok.status).toBe(201);
    expect(ok.body.order.pickupTime).toBe('2026-11-27T00:00:00.000Z');
    const off = await placeScheduled('2026-11-26', '18:07');
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('TIME_UNAVAILABLE');
    // Mondays are closed at Golden Maple Bistro.
    const closed = await placeScheduled('2026-11-30', '12:00');
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Sorry, we are closed on Nov 30, 2026.');
  });

  it("keeps a later date's holiday hours: Dec 4 is open 12 to 6 PM only", async () => {
    // Dec 4 is 9 days ahead: past the default 7 days the restaurant takes orders for, so it takes 14.
    await withSettings(t.db, 'restaurants', restaurantId, { future_order_days: 14 }, async () => {
      const at = (pickupTime: string) => placeScheduled('2026-12-04', pickupTime);
      const inside = await at('13:00');
      expect(inside.status).toBe(201);
      expect(inside.body.order.pickupTime).toBe('2026-12-04T19:00:00.000Z');
      const evening = await at('19:00');
      expect(evening.status).toBe(409);
      expect(evening.body.code).toBe('TIME_UNAVAILABLE');
    });
  });

  it.each([
    [{}, 'items: Invalid input: expected array, received undefined'],
    [
      {
        ...pickupAsap,
        items: [{ id: 'x', quantity: 0, options: [] }],
        customer,
        payment: { method: 'Offline' },
      },
      'items.0.quantity: quantity must be at least 1',
    ],
    [
      { ...pickupAsap, items: [], customer: { ...customer, email: 'nope' }, payment: { method: 'Offline' } },
      'customer.email: Invalid email address',
    ],
    [
      { ...pickupAsap, items: [], customer: { ...customer, phone: '12345' }, payment: { method: 'Offline' } },
      'customer.phone: Invalid phone number, must be 10 digits',
    ],
    [
      { ...pickupAsap, items: [], customer: { ...customer, firstName: ' ' }, payment: { method: 'Offline' } },
      'customer.firstName: Please enter your first name',
    ],
    [
      {
        deliveryMethod: 'Drone',
        pickupTimeType: 'ASAP',
        items: [],
        customer,
        payment: { method: 'Offline' },
      },
      "deliveryMethod: deliveryMethod must be 'Pickup', 'Delivery' or 'Dine-in'",
    ],
    [
      {
        deliveryMethod: 'Pickup',
        pickupTimeType: 'Schedule',
        items: [],
        customer,
        payment: { method: 'Offline' },
      },
      'pickupTime: a scheduled order needs pickupDate and pickupTime',
    ],
  ])('answers a malformed payload with a 400 and a message (%#)', async (body, message) => {
    const { status, body: error } = await place(body);
    expect(status).toBe(400);
    expect(error.message).toBe(message);
  });

  it('needs an Idempotency-Key, a JSON body and a restaurant of this tenant', async () => {
    const body = asapOrder(items[0]!);
    const noKey = await place(body, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toBe('The Idempotency-Key header is required: one key per checkout attempt.');
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/eater/restaurants/${restaurantId}/orders`,
      headers: { ...hostOf('goldenmaple'), 'content-type': 'application/json', 'idempotency-key': newKey() },
      payload: '{"items": [',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body is not valid JSON.');
    const elsewhere = await place(body, newKey(), emerald.restaurants[0]!._id);
    expect(elsewhere.status).toBe(404);
  });
});

describe('the order view and cancelling', () => {
  const placeAsap = async () =>
    (
      await request<PlaceOrderResponse>(
        'POST',
        `/api/eater/restaurants/${restaurantId}/orders`,
        asapOrder(items[0]!),
        { 'idempotency-key': newKey() },
      )
    ).body.order;

  it('shows an order by its id and cancels it only while Received', async () => {
    const placed = await placeAsap();
    const url = `/api/eater/tenants/${gold._id}/orders/${placed._id}`;
    const view = await request<PlaceOrderResponse['order']>('GET', url);
    expect(view.status).toBe(200);
    expect(view.body).toEqual(placed);
    const cancelled = await request<PlaceOrderResponse['order']>('POST', `${url}/cancel`);
    expect(cancelled.body.status).toBe('Cancelled');
    expect(cancelled.body.confirmedAt).toBe(TEST_NOW.toISOString());
    const again = await request<{ message: string }>('POST', `${url}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is cancelled and can no longer be cancelled.');
    const history = await statusHistoryOf(t.db, placed._id);
    // The pinned clock gives both steps the same changed_at, so their order in the result is the engine's.
    expect(history.map((h) => h.status).sort()).toEqual(['Cancelled', 'Received']);
  });

  it('is a 404 from another tenant or for a guessed id', async () => {
    const placed = await placeAsap();
    expect(
      (
        await request(
          'GET',
          `/api/eater/tenants/${emerald._id}/orders/${placed._id}`,
          undefined,
          {},
          'emerald',
        )
      ).status,
    ).toBe(404);
    expect(
      (await request('GET', `/api/eater/tenants/${gold._id}/orders/000000000000000000000000`)).status,
    ).toBe(404);
    expect((await request('GET', `/api/eater/tenants/${gold._id}/orders/not-an-id`)).status).toBe(404);
  });
});
