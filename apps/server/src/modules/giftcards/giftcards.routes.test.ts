import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultSelection,
  toCents,
  type ApiMenus,
  type ApiTenant,
  type CartItemInput,
  type CartQuote,
  type GiftCardBalance,
  type GiftCardRedemption,
  type PlaceOrderResponse,
} from '@storefront/domain';
import { newId } from '../../db/ids';
import { createTestApp, TEST_NOW, hostOf, type TestApp } from '../../test/harness';

// Wednesday 2026-11-25, 2:30 PM in Saskatoon: Golden Maple Bistro is open.

let t: TestApp;
let gold: ApiTenant;
let restaurantId: string;
let burger: CartItemInput;

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers = {}) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...hostOf('goldenmaple'), ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: response.statusCode,
    body: (response.body ? response.json() : null) as T & { message?: string },
  };
}

const base = () => `/api/eater/tenants/${gold._id}`;
const balanceOf = (number: string) => call<GiftCardBalance>('GET', `${base()}/giftcards/${number}`);
const preauth = (number: string, amountToRedeem: unknown) =>
  call<GiftCardRedemption>('POST', `${base()}/giftcards/${number}/preauth`, { amountToRedeem });

/** A gift card of Golden Maple Bistro: a new digital one with this balance, or a seeded one. */
async function card(kind: 'Digital' | 'Physical', balanceCents: number) {
  const id = newId();
  const number = String(4000_0000_0000_0000 + Math.floor(Math.random() * 1e12));
  await t.db.kysely
    .insertInto('gift_cards')
    .values({
      id,
      tenant_id: gold._id,
      gift_card_number: number,
      customer_id: null,
      gift_card_order_id: null,
      kind,
      initial_balance_cents: balanceCents,
      balance_cents: balanceCents,
      pending_balance_cents: balanceCents,
      created_at: TEST_NOW.toISOString(),
      updated_at: TEST_NOW.toISOString(),
    })
    .execute();
  return { id, number };
}

const row = (id: string) =>
  t.db.kysely.selectFrom('gift_cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
  gold = (await call<ApiTenant>('GET', '/api/eater/tenants/goldenmaple')).body;
  restaurantId = gold.restaurants[0]!._id;
  const menus = (
    await call<ApiMenus>('GET', `/api/eater/restaurants/${restaurantId}/menus?onlineOrdering=true`)
  ).body;
  const item = menus.menus.flatMap((m) => m.sections.flatMap((s) => s.items)).find((i) => i.cd === 'B1')!;
  const selection = defaultSelection(item);
  burger = {
    id: item._id,
    options: selection.options.flatMap((o) => o.itemIds.map((option_id) => ({ option_id }))),
    quantity: 1,
  };
});
afterAll(() => t.close());

describe('GET /tenants/{tenantId}/giftcards/{giftCardNumber}', () => {
  it('gives the balance and the pending balance; spaces and dashes typed are ignored', async () => {
    const { number } = await card('Digital', 3250);
    const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    const { status, body } = await balanceOf(encodeURIComponent(spaced));
    expect(status).toBe(200);
    expect(body).toEqual({ giftCardNumber: number, balance: 32.5, pendingBalance: 32.5 });
  });

  it('404 for an unknown card, 422 for a physical card, the spec message for a spent one', async () => {
    expect((await balanceOf('1234567890123456')).status).toBe(404);
    expect((await balanceOf('1234567890123456')).body.message).toBe(
      'Gift card #1234567890123456 was not found.',
    );
    const physical = await card('Physical', 6000);
    expect(await balanceOf(physical.number)).toMatchObject({
      status: 422,
      body: {
        message: 'Physical gift cards are not accepted online. Please present your card at the restaurant.',
      },
    });
    const spent = await card('Digital', 0);
    expect(await balanceOf(spent.number)).toMatchObject({
      status: 409,
      body: { message: `Gift card #${spent.number} has already been redeemed.` },
    });
    expect((await preauth(spent.number, 1)).body.message).toBe(
      `Gift card #${spent.number} has already been redeemed.`,
    );
  });
});

describe('preauth and release', () => {
  it('holds an amount (positive, not above the pending balance) and releases it', async () => {
    const { id, number } = await card('Digital', 2000);
    for (const bad of [0, -5, 'ten', 1.234]) expect((await preauth(number, bad)).status).toBe(400);
    const tooMuch = await preauth(number, 20.01);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe(
      `The amount to redeem is more than the pending balance of $20.00 on gift card #${number}.`,
    );
    const held = await preauth(number, 12.5);
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({
      giftCardNumber: number,
      balanceBeforeRedeem: 20,
      amountToRedeem: 12.5,
      balanceAfterRedeem: 7.5,
      expiresAt: new Date(TEST_NOW.getTime() + 30 * 60_000).toISOString(),
    });
    expect((await balanceOf(number)).body).toMatchObject({ balance: 20, pendingBalance: 7.5 });
    const put = await call<GiftCardRedemption>('PUT', `${base()}/giftcards/${number}/preauth`, {
      amountToRedeem: 1,
    });
    expect(put.status).toBe(201);
    for (const redemption of [held.body._id, put.body._id]) {
      expect((await call('DELETE', `${base()}/giftcardredemptions/${redemption}`)).status).toBe(204);
    }
    // Releasing again changes nothing.
    expect((await call('DELETE', `${base()}/giftcardredemptions/${held.body._id}`)).status).toBe(204);
    expect(await row(id)).toMatchObject({ balance_cents: 2000, pending_balance_cents: 2000 });
    expect((await call('DELETE', `${base()}/giftcardredemptions/${newId()}`)).status).toBe(404);
  });

  it('refuses an amount under a cent with a 400 and holds nothing (5e-324 was a 500, found by the route fuzzer)', async () => {
    const { id, number } = await card('Digital', 2000);
    for (const tiny of [5e-324, 0.001, 0.004]) {
      const { status, body } = await preauth(number, tiny);
      expect(status).toBe(400);
      expect(body.message).toBe('amountToRedeem: The amount to redeem must be more than $0.00.');
    }
    expect((await row(id)).pending_balance_cents).toBe(2000);
    expect(
      await t.db.kysely
        .selectFrom('gift_card_redemptions')
        .selectAll()
        .where('gift_card_id', '=', id)
        .execute(),
    ).toEqual([]);
  });

  it('gives a lapsed hold back when the card is next read', async () => {
    const { id, number } = await card('Digital', 1000);
    const redemption = newId();
    await t.db.kysely
      .updateTable('gift_cards')
      .set({ pending_balance_cents: 600 })
      .where('id', '=', id)
      .execute();
    await t.db.kysely
      .insertInto('gift_card_redemptions')
      .values({
        id: redemption,
        tenant_id: gold._id,
        gift_card_id: id,
        order_id: null,
        amount_cents: 400,
        status: 'held',
        expires_at: new Date(TEST_NOW.getTime() - 60_000).toISOString(),
        created_at: new Date(TEST_NOW.getTime() - 31 * 60_000).toISOString(),
        updated_at: new Date(TEST_NOW.getTime() - 31 * 60_000).toISOString(),
      })
      .execute();
    // A lapsed hold pays for nothing.
    const quote = await call<CartQuote>('POST', `/api/eater/restaurants/${restaurantId}/cart/quote`, {
      deliveryMethod: 'Pickup',
      pickupTimeType: 'ASAP',
      items: [burger],
      giftCardRedemptions: [redemption],
    });
    expect(quote.body.giftCardTotal).toBe(0);
    expect(quote.body.messages).toContain(
      'Your gift card hold has expired or was released. Please redeem the gift card again.',
    );
    expect((await balanceOf(number)).body).toMatchObject({ balance: 10, pendingBalance: 10 });
    const stored = await t.db.kysely
      .selectFrom('gift_card_redemptions')
      .select('status')
      .where('id', '=', redemption)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('expired');
  });

  it('50 holds at once never take the pending balance below zero', async () => {
    const { id, number } = await card('Digital', 3250);
    const responses = await Promise.all(Array.from({ length: 50 }, () => preauth(number, 1)));
    const held = responses.filter((r) => r.status === 201);
    expect(held).toHaveLength(32);
    expect(responses.filter((r) => r.status === 422)).toHaveLength(18);
    expect(await row(id)).toMatchObject({ balance_cents: 3250, pending_balance_cents: 50 });
    const holds = await t.db.kysely
      .selectFrom('gift_card_redemptions')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('total'))
      .where('gift_card_id', '=', id)
      .where('status', '=', 'held')
      .executeTakeFirstOrThrow();
    expect(Number(holds.total)).toBe(3200);
  });
});

describe('the order captures its holds', () => {
  const placeWithHold = (redemptionId: string) =>
    call<PlaceOrderResponse>(
      'POST',
      `/api/eater/restaurants/${restaurantId}/orders`,
      {
        deliveryMethod: 'Pickup',
        pickupTimeType: 'ASAP',
        items: [burger],
        giftCardRedemptions: [redemptionId],
        customer: { firstName: 'Avery', lastName: 'Lee', email: 'avery@example.com', phone: '306-555-0123' },
        payment: { method: 'Offline' },
      },
      { 'idempotency-key': `gift-${Math.random().toString(36).slice(2)}` },
    );

  it('pays with the hold, charges the card, and the hold can no longer be released', async () => {
    const { id, number } = await card('Digital', 5000);
    const held = (await preauth(number, 10)).body;
    const placed = await placeWithHold(held._id);
    expect(placed.status).toBe(201);
    const order = placed.body.order;
    expect(order.giftCardTotal).toBe(10);
    expect(toCents(order.total)).toBe(
      toCents(order.subtotal) + toCents(order.tax) - toCents(order.discountTotal) - 1000,
    );
    expect(await row(id)).toMatchObject({ balance_cents: 4000, pending_balance_cents: 4000 });
    const redemption = await t.db.kysely
      .selectFrom('gift_card_redemptions')
      .selectAll()
      .where('id', '=', held._id)
      .executeTakeFirstOrThrow();
    expect(redemption).toMatchObject({ status: 'captured', order_id: order._id, amount_cents: 1000 });
    const release = await call('DELETE', `${base()}/giftcardredemptions/${held._id}`);
    expect(release.status).toBe(409);
  });

  it('captures only what the order needs and gives the rest back', async () => {
    const { id, number } = await card('Digital', 50_000);
    const held = (await preauth(number, 500)).body;
    const placed = await placeWithHold(held._id);
    expect(placed.status).toBe(201);
    const paid = toCents(placed.body.order.giftCardTotal);
    expect(placed.body.order.total).toBe(0);
    expect(await row(id)).toMatchObject({
      balance_cents: 50_000 - paid,
      pending_balance_cents: 50_000 - paid,
    });
  });
});
