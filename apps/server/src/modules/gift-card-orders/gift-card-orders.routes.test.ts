import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiGiftCardProduct,
  type ApiTenant,
  type GiftCardOrderRequest,
  type GiftCardOrderResponse,
  type StaffGiftCardOrder,
  type StaffGiftCardOrdersResponse,
} from '@storefront/domain';
import { DEMO_CREDENTIALS } from '../../db/seed/members';
import { emerald, gold, t, useTestApp } from '../../test/app-fixture';
import { TEST_NOW, hostOf } from '../../test/harness';
import { staffTokenOf } from '../../test/accounts-fixture';
import { rowsWithKey } from '../../test/orders-fixture';
import { withRowChanged } from '../../test/row-changes';

// Wednesday 2026-11-25, 2:30 PM in Saskatoon. The seed's products are on sale from 30 days ago to 180
// days ahead; the back-to-school bundle ended 5 days ago.

useTestApp();

let goldRestaurant: string;
let bundle: ApiGiftCardProduct;
let single: ApiGiftCardProduct;
let expired: ApiGiftCardProduct;

type Json = Record<string, unknown>;

async function request<T = Json>(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; slug?: string } = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...hostOf(options.slug ?? 'goldenmaple'), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}

let keys = 0;
const newKey = () => `gift-key-${++keys}-${Math.random().toString(36).slice(2)}`;
const buyer = { firstName: 'Robin', lastName: 'Quill', email: 'robin@example.com', phone: '306-555-0199' };

const orderFor = (product: ApiGiftCardProduct, overrides: Partial<GiftCardOrderRequest> = {}) => ({
  giftCardType: 'Physical',
  giftCardProductId: product._id,
  giftCardProductName: product.name,
  giftCardProductUnitPrice: product.price,
  quantity: 2,
  giftCardQuantity: product.quantity * 2,
  giftCardUnitPrice: product.unitPrice,
  price: product.price * 2,
  customer: buyer,
  paymentMethod: 'Offline',
  orderLink: 'http://goldenmaple.localhost:3000/giftcardorder',
  ...overrides,
});

function place(
  body: unknown,
  options: {
    key?: string | null;
    restaurantId?: string;
    slug?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const key: Record<string, string> =
    options.key === null ? {} : { 'idempotency-key': options.key ?? newKey() };
  return request<GiftCardOrderResponse & { message: string; code: string }>(
    'POST',
    `/api/eater/restaurants/${options.restaurantId ?? goldRestaurant}/giftcardorders`,
    {
      body,
      slug: options.slug,
      headers: { ...key, ...options.headers },
    },
  );
}

const staffToken = (email: string, slug: string) => staffTokenOf(t.app, email, slug);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The mail queued for `address` once the app's background work has settled. */
async function mailsTo(address: string) {
  await t.app.background.idle();
  return t.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).execute();
}

beforeAll(() => {
  goldRestaurant = gold.restaurants[0]!._id;
  bundle = gold.giftCardProducts.find((p) => p.quantity === 2 && p.unitPrice === 60)!;
  single = gold.giftCardProducts.find((p) => p.quantity === 1 && p.price === 25)!;
  expired = gold.giftCardProducts.find((p) => p.validUntil! < TEST_NOW.toISOString())!;
  expect([bundle, single, expired].every(Boolean)).toBe(true);
});

describe('POST /restaurants/{restaurantId}/giftcardorders', () => {
  it('prices the order from the product, whatever the client says, and numbers it', async () => {
    const before = await t.db.kysely
      .selectFrom('tenants')
      .select('gift_card_order_number_seq')
      .where('id', '=', gold._id)
      .executeTakeFirstOrThrow();
    const { status, body } = await place(
      orderFor(bundle, { quantity: 3, price: 0.01, giftCardUnitPrice: 1000, giftCardQuantity: 99 }),
    );
    expect(status).toBe(201);
    expect(body.giftCardOrder).toMatchObject({
      giftCardOrderNumber: before.gift_card_order_number_seq + 1,
      nameOrderedUnder: 'Robin Quill',
      status: 'Received',
      paymentStatus: 'Unpaid',
      paymentMethod: 'Offline',
      giftCardType: 'Physical',
      giftCardProductId: bundle._id,
      giftCardProductName: bundle.name,
      giftCardProductUnitPrice: 100,
      quantity: 3,
      giftCardQuantity: 6,
      giftCardUnitPrice: 60,
      price: 300,
      email: 'robin@example.com',
      phone: '306-555-0199',
      updatedAt: TEST_NOW.toISOString(),
      restaurant: { _id: goldRestaurant, settings: { time_zone: 'America/Regina' } },
    });
    const next = await place(orderFor(single, { giftCardType: 'Digital', quantity: 1 }));
    expect(next.body.giftCardOrder.giftCardOrderNumber).toBe(body.giftCardOrder.giftCardOrderNumber + 1);
    expect(next.body.giftCardOrder.price).toBe(25);
  });

  it('places one order for ten identical requests sent at once', async () => {
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 10 }, () => place(orderFor(single), { key })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(9);
    const ids = new Set(results.map((r) => r.body.giftCardOrder._id));
    expect(ids.size).toBe(1);
    const numbers = new Set(results.map((r) => r.body.giftCardOrder.giftCardOrderNumber));
    expect(numbers.size).toBe(1);
    const rows = await rowsWithKey(t.db, 'gift_card_orders', key);
    expect(rows).toHaveLength(1);
  });

  it('refuses a key already used at another restaurant', async () => {
    const [first, second] = emerald.restaurants;
    const product = emerald.giftCardProducts[0]!;
    const key = newKey();
    const placed = await place(orderFor(product), { key, restaurantId: first!._id, slug: 'emerald' });
    expect(placed.status).toBe(201);
    const reused = await place(orderFor(product), { key, restaurantId: second!._id, slug: 'emerald' });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('sells a product only inside its validity window', async () => {
    const ended = await place(orderFor(expired));
    expect(ended.status).toBe(409);
    expect(ended.body).toMatchObject({
      code: 'GIFT_CARD_PRODUCT_UNAVAILABLE',
      message: `Sorry, the ${expired.name} is not on sale at this time. Please choose another gift card.`,
    });

    const setWindow = (valid_from: string | null, valid_until: string | null) =>
      t.db.kysely
        .updateTable('gift_card_products')
        .set({ valid_from, valid_until })
        .where('id', '=', single._id)
        .execute();
    try {
      await setWindow('2026-11-25T20:30:00.001Z', null); // starts a millisecond from now
      expect((await place(orderFor(single))).status).toBe(409);
      await setWindow(null, TEST_NOW.toISOString()); // ends right now
      expect((await place(orderFor(single))).status).toBe(409);
      // A date alone is midnight in Saskatoon (UTC-6): 2026-11-26 starts at 06:00Z, after now.
      await setWindow(null, '2026-11-26');
      expect((await place(orderFor(single))).status).toBe(201);
      await setWindow('2026-11-26', null);
      expect((await place(orderFor(single))).status).toBe(409);
    } finally {
      await setWindow(single.validFrom, single.validUntil);
    }
  });

  it('does not sell a disabled product', async () => {
    await withRowChanged(t.db, 'gift_card_products', single._id, { disabled: 1 }, async () => {
      const { status } = await place(orderFor(single));
      expect(status).toBe(404);
    });
  });

  it.each([
    ['no body', undefined, 'The gift card order must be a JSON object.'],
    ['an array', [], 'The gift card order must be a JSON object.'],
    ['no type', { giftCardType: undefined }, 'giftCardType: Please select gift card type'],
    ['an unknown type', { giftCardType: 'Plastic' }, 'giftCardType: Please select gift card type'],
    ['no quantity', { quantity: undefined }, 'quantity: Please enter quantity'],
    ['a quantity as text', { quantity: 'two' }, 'quantity: Please enter quantity'],
    ['a zero quantity', { quantity: 0 }, 'quantity: Please enter a quantity from 1 to 20'],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity: Please enter a quantity from 1 to 20'],
    ['too many', { quantity: 21 }, 'quantity: Please enter a quantity from 1 to 20'],
    ['no product', { giftCardProductId: undefined }, 'giftCardProductId: giftCardProductId is required'],
    ['no customer', { customer: undefined }, 'customer: Invalid input: expected object, received undefined'],
    ['a bad email', { customer: { ...buyer, email: 'robin@' } }, 'customer.email: Invalid email address'],
    [
      'a bad phone',
      { customer: { ...buyer, phone: '12' } },
      'customer.phone: Invalid phone number, must be 10 digits',
    ],
    [
      'an unknown payment method',
      { paymentMethod: 'Cheque' },
      "paymentMethod: paymentMethod must be 'Online' or 'Offline'",
    ],
  ])('answers 400, not 500, for %s', async (_, change, message) => {
    const body = change === undefined || Array.isArray(change) ? change : { ...orderFor(single), ...change };
    const { status, body: error } = await place(body);
    expect(status).toBe(400);
    expect(error.message).toBe(message);
  });

  it('answers 400 for a missing Idempotency-Key and for a body that is not JSON', async () => {
    const noKey = await place(orderFor(single), { key: null });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toBe('The Idempotency-Key header is required: one key per checkout attempt.');
    const broken = await place('{"giftCardType": ', { headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('The request body is not valid JSON.');
  });

  it("answers 404 for another tenant's restaurant or product, and for an unknown id", async () => {
    const emeraldRestaurant = emerald.restaurants[0]!._id;
    expect((await place(orderFor(single), { restaurantId: emeraldRestaurant })).status).toBe(404);
    expect((await place(orderFor(emerald.giftCardProducts[0]!))).status).toBe(404);
    expect((await place(orderFor(single), { restaurantId: 'not-an-id' })).status).toBe(404);
    expect((await place({ ...orderFor(single), giftCardProductId: 'not-an-id' })).status).toBe(404);
  });

  it('answers 404 where gift cards are off (Prairie Pie Co.)', async () => {
    const prairie = (await request<ApiTenant>('GET', '/api/eater/tenants/prairiepie', { slug: 'prairiepie' }))
      .body;
    expect(prairie.settings.gift_card).toBe(false);
    const { status } = await place(orderFor(single), {
      restaurantId: prairie.restaurants[0]!._id,
      slug: 'prairiepie',
    });
    expect(status).toBe(404);
  });

  it('refuses online payment where the restaurant does not take it', async () => {
    const product = emerald.giftCardProducts[0]!;
    // Whyte Avenue (Edmonton) takes no online payment (Kensington does).
    const edmonton = emerald.restaurants.find((r) => !r.online_payment_settings.accept_online_payment)!;
    const { status, body } = await place(orderFor(product, { paymentMethod: 'Online' }), {
      restaurantId: edmonton._id,
      slug: 'emerald',
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'ONLINE_PAYMENT_UNAVAILABLE',
      message: 'This restaurant does not take online payment. Please choose Pay at Counter (Offline).',
    });
  });

  it('sells digital cards online: no order until paid, then Paid, cards issued and mailed at once', async () => {
    const key = newKey();
    const body = orderFor(single, {
      paymentMethod: 'Online',
      giftCardType: 'Digital',
      customer: { ...buyer, email: 'gift-online@example.com' },
    });
    const pending = await request<{
      giftCardOrder: null;
      payment: { _id: string; amount: number; provider: string };
    }>('POST', `/api/eater/restaurants/${goldRestaurant}/giftcardorders`, {
      body,
      headers: { 'idempotency-key': key },
    });
    expect(pending.status).toBe(202);
    expect(pending.body.giftCardOrder).toBeNull();
    expect(pending.body.payment).toMatchObject({ provider: 'test', amount: single.price * 2 });
    const declined = await request<{ message: string }>(
      'POST',
      `/api/eater/payments/${pending.body.payment._id}/confirm`,
      { body: { card: { number: '4000000000000002', expiry: '12/30', cvc: '123', postalCode: 'S7M 0W9' } } },
    );
    expect(declined.status).toBe(402);
    const confirmed = await request<{
      giftCardOrder: { _id: string; paymentStatus: string; status: string };
    }>('POST', `/api/eater/payments/${pending.body.payment._id}/confirm`, {
      body: { card: { number: '4242424242424242', expiry: '12/30', cvc: '123', postalCode: 'S7M 0W9' } },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.giftCardOrder).toMatchObject({ paymentStatus: 'Paid', status: 'Fulfilled' });
    // The browser's return with the same key: the same order, its cards issued once.
    const back = await place(body, { key });
    expect(back.status).toBe(200);
    expect(back.body.giftCardOrder._id).toBe(confirmed.body.giftCardOrder._id);
    const cards = await t.db.kysely
      .selectFrom('gift_cards')
      .selectAll()
      .where('gift_card_order_id', '=', back.body.giftCardOrder._id)
      .execute();
    expect(cards).toHaveLength(single.quantity * 2);
    expect(cards.every((c) => c.kind === 'Digital' && c.balance_cents === single.unitPrice * 100)).toBe(true);
    const mails = await mailsTo('gift-online@example.com');
    expect(mails).toHaveLength(1);
    for (const card of cards)
      expect(mails[0]!.text_body).toContain(card.gift_card_number.replace(/(\d{4})(?=\d)/g, '$1 '));
  });

  it('refuses a blocked customer like an order does', async () => {
    const { status, body } = await place(
      orderFor(single, { customer: { ...buyer, email: 'Blocked@Example.com' } }),
    );
    expect(status).toBe(403);
    expect(body.message).toBe(
      `The email you provided has been blocked for ordering due to suspicious activity. Please call us at ${gold.restaurants[0]!.phone} to unblock your email account.`,
    );
  });
});

describe('the staff side: GET /api/staff/giftcardorders, POST /api/staff/giftcardorders/{id}/paid', () => {
  const cardsOf = (orderId: string) =>
    t.db.kysely.selectFrom('gift_cards').selectAll().where('gift_card_order_id', '=', orderId).execute();

  it('needs a staff sign-in', async () => {
    expect((await request('GET', '/api/staff/giftcardorders')).status).toBe(401);
    const placed = await place(orderFor(single));
    const paid = await request('POST', `/api/staff/giftcardorders/${placed.body.giftCardOrder._id}/paid`);
    expect(paid.status).toBe(401);
  });

  it('lists the orders, marks one paid and issues its cards exactly once', async () => {
    const token = await staffToken('staff@goldenmaple.example.ca', 'goldenmaple');
    const placed = (await place(orderFor(bundle, { quantity: 2 }))).body.giftCardOrder;

    const list = await request<StaffGiftCardOrdersResponse>(
      'GET',
      '/api/staff/giftcardorders?paymentStatus=Unpaid',
      {
        headers: bearer(token),
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.giftCardOrders[0]).toMatchObject({
      _id: placed._id,
      paymentStatus: 'Unpaid',
      giftCards: [],
    });
    expect(list.body.giftCardOrders.every((o) => o.paymentStatus === 'Unpaid')).toBe(true);

    const url = `/api/staff/giftcardorders/${placed._id}/paid`;
    const paid = await request<StaffGiftCardOrder>('POST', url, { headers: bearer(token) });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'Paid', status: 'Fulfilled', giftCardQuantity: 4 });
    expect(paid.body.giftCards).toHaveLength(4);
    for (const card of paid.body.giftCards) {
      expect(card.giftCardNumber).toMatch(/^[1-9]\d{15}$/);
      expect(card).toMatchObject({ kind: 'Physical', balance: 60 });
    }
    const rows = await cardsOf(placed._id);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.balance_cents === 6000 && r.pending_balance_cents === 6000)).toBe(true);
    expect(rows.every((r) => r.customer_id === null)).toBe(true);

    const again = await request<{ code: string; message: string }>('POST', url, { headers: bearer(token) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `Gift card order #${placed.giftCardOrderNumber} is already paid; its gift cards were issued then.`,
    );
    expect(await cardsOf(placed._id)).toHaveLength(4);
  });

  it('issues the cards once when five people press Mark paid at once', async () => {
    const token = await staffToken('staff@goldenmaple.example.ca', 'goldenmaple');
    const placed = (await place(orderFor(bundle, { quantity: 3 }))).body.giftCardOrder;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        request('POST', `/api/staff/giftcardorders/${placed._id}/paid`, { headers: bearer(token) }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await cardsOf(placed._id)).toHaveLength(6);
  });

  it("e-mails a Digital order's card numbers to the buyer once paid", async () => {
    const token = await staffToken('staff@goldenmaple.example.ca', 'goldenmaple');
    const placed = (
      await place(
        orderFor(single, {
          giftCardType: 'Digital',
          quantity: 2,
          customer: { ...buyer, email: 'gift-mail@example.com' },
        }),
      )
    ).body.giftCardOrder;
    const paid = await request<StaffGiftCardOrder>('POST', `/api/staff/giftcardorders/${placed._id}/paid`, {
      headers: bearer(token),
    });
    expect(paid.status).toBe(200);
    const mails = await mailsTo('gift-mail@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('gift-cards');
    expect(mails[0]!.subject).toBe(`Your ${gold.name} gift cards (order #${placed.giftCardOrderNumber})`);
    for (const card of paid.body.giftCards) {
      expect(mails[0]!.text_body).toContain(card.giftCardNumber.replace(/(\d{4})(?=\d)/g, '$1 '));
    }
    expect(mails[0]!.text_body).toContain('$25.00');
  });

  it("keeps each staff member to their tenant's and their restaurants' orders", async () => {
    const goldOrder = (await place(orderFor(single))).body.giftCardOrder;
    const [kensington, other] = emerald.restaurants;
    const product = emerald.giftCardProducts[0]!;
    const elsewhere = (await place(orderFor(product), { restaurantId: other!._id, slug: 'emerald' })).body
      .giftCardOrder;
    expect(elsewhere.restaurant._id).not.toBe(kensington!._id);

    const emeraldOwner = await staffToken('staff@emerald.example.ca', 'emerald');
    const cross = await request('POST', `/api/staff/giftcardorders/${goldOrder._id}/paid`, {
      headers: bearer(emeraldOwner),
      slug: 'emerald',
    });
    expect(cross.status).toBe(404);

    const calgary = await staffToken('calgary@emerald.example.ca', 'emerald');
    const listed = await request<StaffGiftCardOrdersResponse>('GET', '/api/staff/giftcardorders', {
      headers: bearer(calgary),
      slug: 'emerald',
    });
    expect(listed.body.giftCardOrders.some((o) => o._id === elsewhere._id)).toBe(false);
    const notTheirs = await request('POST', `/api/staff/giftcardorders/${elsewhere._id}/paid`, {
      headers: bearer(calgary),
      slug: 'emerald',
    });
    expect(notTheirs.status).toBe(404);
    const owners = await request<StaffGiftCardOrdersResponse>('GET', '/api/staff/giftcardorders', {
      headers: bearer(emeraldOwner),
      slug: 'emerald',
    });
    expect(owners.body.giftCardOrders.some((o) => o._id === elsewhere._id)).toBe(true);
    expect(owners.body.giftCardOrders.some((o) => o._id === goldOrder._id)).toBe(false);
  });

  it("links a signed-in member's order and cards to the member", async () => {
    const login = await request<{ token: string; user: { _id: string } }>('POST', '/api/eater/auth/login', {
      body: DEMO_CREDENTIALS,
    });
    expect(login.status).toBe(200);
    const placed = (
      await place(orderFor(single, { quantity: 1, customer: { ...buyer, email: DEMO_CREDENTIALS.email } }), {
        headers: bearer(login.body.token),
      })
    ).body.giftCardOrder;
    const token = await staffToken('staff@goldenmaple.example.ca', 'goldenmaple');
    expect(
      (await request('POST', `/api/staff/giftcardorders/${placed._id}/paid`, { headers: bearer(token) }))
        .status,
    ).toBe(200);
    const cards = await cardsOf(placed._id);
    expect(cards.map((c) => c.customer_id)).toEqual([login.body.user._id]);
  });
});
