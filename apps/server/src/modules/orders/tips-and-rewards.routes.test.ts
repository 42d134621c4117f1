import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ONLINE_PAYMENT_SETTINGS,
  percentOf,
  TIP_MESSAGES,
  toCents,
  toDollars,
  type ApiMenuItem,
  type ApiMenus,
  type ApiTenant,
  type CartQuote,
} from '@storefront/domain';
import { TEST_NOW, type TestApp } from '../../test/harness';
import { newId } from '../../db/ids';
import { lineFor } from '../../test/orders-fixture';
import { presentOrder } from './orders.presenter';
import { orderRowsOf } from './orders.rows';
import { priceForRestaurant } from './orders.service';
import { pricingDepsOf } from './pricing.service';
import { CUSTOMER, newKey, openOrderingBed, PICKUP_ASAP, type OrderingBed } from './orders.test-support';

// Issue 14 items 6 and 7 (decision 0032): the tip of an online payment and the payment method
// rewards, priced by the server. Online payment counts only where a restaurant takes it, so the
// tests turn it on for the restaurants they quote online.

let t: TestApp;
let bed: OrderingBed;

let emerald: ApiTenant;
let goldId: string;
let emeraldId: string;
let emeraldItem: ApiMenuItem;

async function acceptOnlinePayment(restaurantId: string, accept: boolean) {
  await t.db.kysely
    .updateTable('restaurants')
    .set({
      online_payment_settings: JSON.stringify({
        ...DEFAULT_ONLINE_PAYMENT_SETTINGS,
        accept_online_payment: accept,
      }),
    })
    .where('id', '=', restaurantId)
    .execute();
}

const quote = (restaurantId: string, body: object, slug?: string) => bed.quote(body, { restaurantId, slug });
const place = (restaurantId: string, body: object, slug?: string) => bed.place(body, { restaurantId, slug });

beforeAll(async () => {
  bed = await openOrderingBed();
  t = bed.t;
  goldId = bed.restaurantId;
  emerald = (await bed.request<ApiTenant>('GET', '/api/eater/tenants/emerald', undefined, {}, 'emerald'))
    .body;
  // Calgary, the first Emerald location: open at TEST_NOW (1:30 PM).
  emeraldId = emerald.restaurants[0]!._id;
  const menus = (
    await bed.request<ApiMenus>(
      'GET',
      `/api/eater/restaurants/${emeraldId}/menus?onlineOrdering=true`,
      undefined,
      {},
      'emerald',
    )
  ).body;
  emeraldItem = menus.menus
    .filter((m) => m.duration.name === 'all')
    .flatMap((m) => m.sections.flatMap((s) => s.items))
    .find((i) => i.price >= 10 && (!i.sold_out_until || new Date(i.sold_out_until) <= TEST_NOW))!;
  await acceptOnlinePayment(goldId, true);
  await acceptOnlinePayment(emeraldId, true);
});
afterAll(() => t.close());

describe('tips on online payments', () => {
  it('10%, 15% and 20% are of the subtotal before discounts, untaxed, and part of the total', async () => {
    // WELCOME10 takes 10% off: the tip is still on the full subtotal.
    const items = [bed.line('C1', 3)];
    const base = await quote(goldId, {
      items,
      paymentMethod: 'Online',
      couponCode: 'WELCOME10',
      couponEmail: CUSTOMER.email,
    });
    expect(base.status).toBe(200);
    expect(base.body.discountTotal).toBeGreaterThan(0);
    expect(base.body.tip).toBe(0);
    const subtotal = toCents(base.body.subtotal);
    for (const percent of [10, 15, 20] as const) {
      const tipped = await quote(goldId, {
        items,
        paymentMethod: 'Online',
        couponCode: 'WELCOME10',
        couponEmail: CUSTOMER.email,
        tip: { kind: 'percent', percent },
      });
      expect(tipped.status).toBe(200);
      expect(tipped.body.messages).toEqual([]);
      expect(toCents(tipped.body.tip)).toBe(percentOf(subtotal, percent));
      expect(tipped.body.tax).toBe(base.body.tax);
      expect(toCents(tipped.body.total)).toBe(toCents(base.body.total) + percentOf(subtotal, percent));
    }
  });

  it('a custom amount, or none', async () => {
    const items = [bed.line('C1')];
    const custom = await quote(goldId, {
      items,
      paymentMethod: 'Online',
      tip: { kind: 'custom', amount: 7.5 },
    });
    expect(custom.body.tip).toBe(7.5);
    const none = await quote(goldId, { items, paymentMethod: 'Online', tip: { kind: 'none' } });
    expect(none.body.tip).toBe(0);
    expect(toCents(custom.body.total)).toBe(toCents(none.body.total) + 750);
  });

  it('a malformed tip is a 400 with a message a person understands', async () => {
    const items = [bed.line('C1')];
    for (const tip of [
      { kind: 'percent', percent: 12 },
      { kind: 'custom', amount: 5000 },
      { kind: 'custom', amount: -1 },
      { kind: 'custom', amount: 1.234 },
      { kind: 'custom', amount: '5' },
      { kind: 'lots' },
      'twenty',
    ]) {
      const response = await quote(goldId, { items, paymentMethod: 'Online', tip });
      expect(response.status, JSON.stringify(tip)).toBe(400);
      expect(response.body.message, JSON.stringify(tip)).toMatch(/^tip/);
    }
    const tooMuch = await quote(goldId, {
      items,
      paymentMethod: 'Online',
      tip: { kind: 'custom', amount: 5000 },
    });
    expect(tooMuch.body.message).toContain(TIP_MESSAGES.customRange);
  });

  it('paying at the counter takes no tip: the quote says so and the order is refused', async () => {
    const items = [bed.line('C1')];
    const tip = { kind: 'percent', percent: 15 };
    const quoted = await quote(goldId, { items, paymentMethod: 'Offline', tip });
    expect(quoted.status).toBe(200);
    expect(quoted.body.tip).toBe(0);
    expect(quoted.body.messages).toContain(TIP_MESSAGES.onlineOnly);
    const placed = await place(goldId, { items, tip });
    expect(placed.status).toBe(422);
    expect(placed.body.message).toBe(TIP_MESSAGES.onlineOnly);
    // Without a tip (or with none) the order goes through, with a tip of 0.
    const plain = await place(goldId, { items, tip: { kind: 'none' } });
    expect(plain.status).toBe(201);
    expect(plain.body.order.tip).toBe(0);
  });

  it('where the restaurant takes no online payment, Online is priced as at the counter', async () => {
    await acceptOnlinePayment(goldId, false);
    try {
      const quoted = await quote(goldId, {
        items: [bed.line('C1')],
        paymentMethod: 'Online',
        tip: { kind: 'percent', percent: 10 },
      });
      expect(quoted.body.tip).toBe(0);
      expect(quoted.body.messages).toEqual([]);
      // The order itself is refused: this restaurant takes no online payment.
      const placed = await place(goldId, {
        items: [bed.line('C1')],
        payment: { method: 'Online' },
        tip: { kind: 'percent', percent: 10 },
      });
      expect(placed.status).toBeGreaterThanOrEqual(400);
      expect(placed.status).toBeLessThan(500);
    } finally {
      await acceptOnlinePayment(goldId, true);
    }
  });
});

describe('the tip on the order', () => {
  it('is stored with the order and shown on it (placement itself waits for online payment)', async () => {
    const deps = pricingDepsOf(t.app);
    const request = {
      ...PICKUP_ASAP,
      items: [bed.line('C1', 2)],
      paymentMethod: 'Online' as const,
      tip: { kind: 'percent', percent: 20 } as const,
    };
    const priced = await priceForRestaurant(deps, bed.gold._id, goldId, request, TEST_NOW);
    expect(priced.problems).toEqual([]);
    expect(priced.totals.tip).toBe(percentOf(priced.totals.subtotal, 20));
    const rows = orderRowsOf({
      locale: 'en',
      tenantId: bed.gold._id,
      orderId: newId(),
      idempotencyKey: newKey(),
      customerId: null,
      request: { ...request, customer: CUSTOMER, payment: { method: 'Online' } },
      priced,
      issuedCodes: [],
      now: TEST_NOW,
    });
    const order = rows.order(1);
    expect(order.tip_cents).toBe(priced.totals.tip);
    expect(order.total_cents).toBe(priced.totals.total);
    const presented = presentOrder(order, priced.restaurant, rows.lines, rows.options, rows);
    expect(presented.tip).toBe(toDollars(priced.totals.tip));
  });
});

describe('payment method rewards', () => {
  const PAY_ONLINE = 'Pay online, get $2 off';
  const rewardOf = (body: CartQuote) => body.discounts.find((d) => d.discount_name === PAY_ONLINE);

  it("Emerald's 'Pay online, get $2 off' applies when paying online, and only then", async () => {
    const items = [lineFor(emeraldItem)];
    const online = await quote(emeraldId, { items, paymentMethod: 'Online' }, 'emerald');
    expect(online.status).toBe(200);
    expect(rewardOf(online.body)).toMatchObject({ discount_amount: 2 });
    const offline = await quote(emeraldId, { items, paymentMethod: 'Offline' }, 'emerald');
    expect(rewardOf(offline.body)).toBeUndefined();
    expect(toCents(online.body.discountTotal)).toBe(toCents(offline.body.discountTotal) + 200);
    const unsaid = await quote(emeraldId, { items }, 'emerald');
    expect(rewardOf(unsaid.body)).toBeUndefined();
  });

  it('is not given online where the restaurant takes no online payment', async () => {
    await acceptOnlinePayment(emeraldId, false);
    try {
      const online = await quote(
        emeraldId,
        { items: [lineFor(emeraldItem)], paymentMethod: 'Online' },
        'emerald',
      );
      // Priced (not refused: a refusal has no discounts to look in), only without the reward.
      expect(online.status).toBe(200);
      expect(online.body.items).toHaveLength(1);
      expect(rewardOf(online.body)).toBeUndefined();
    } finally {
      await acceptOnlinePayment(emeraldId, true);
    }
  });

  it('an order paid at the counter is not given the online reward, whatever the client sends', async () => {
    const placed = await place(
      emeraldId,
      {
        items: [lineFor(emeraldItem)],
        paymentMethod: 'Online',
        discounts: [{ discount_name: PAY_ONLINE, discount_amount: 2 }],
      },
      'emerald',
    );
    expect(placed.status, placed.body.message).toBe(201);
    expect(placed.body.order.paymentMethod).toBe('Offline');
    expect(placed.body.order.discounts.map((d) => d.discount_name)).not.toContain(PAY_ONLINE);
  });
});
