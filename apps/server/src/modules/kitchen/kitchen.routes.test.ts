import {
  orderSchedule,
  ASAP_FULL_MESSAGE,
  SLOT_FULL_MESSAGE,
  type ApiMenuItem,
  type ApiMenus,
  type ApiOrder,
  type ApiRestaurant,
  type ApiTenant,
  type CartQuote,
  type PickupSlotsResponse,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  type RestaurantOperations,
} from '@storefront/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, TEST_NOW, type TestApp } from '../../test/harness';
import { staffTokenOf } from '../../test/accounts-fixture';
import { lineFor, newIdempotencyKey, orderableItems, tenantOf } from '../../test/orders-fixture';

// Wednesday 2026-11-25 14:30 in Saskatoon (America/Regina): Golden Maple is open and taking orders.

let t: TestApp;
let gold: ApiTenant;
let restaurant: ApiRestaurant;
let restaurantId: string;
let token: string;
let item: ApiMenuItem;

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, auth = true) {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      ...hostOf('goldenmaple'),
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' && url.endsWith('/orders') ? { 'idempotency-key': newIdempotencyKey() } : {}),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: response.statusCode,
    body: (response.body ? response.json() : null) as T & { message: string; code: string },
  };
}

const customer = { firstName: 'Avery', lastName: 'Lee', email: 'avery@example.com', phone: '(306) 555 0123' };
/** An ASAP pickup cart of `quantity` of the item, unless `when` says otherwise. */
const cart = (when: Partial<PlaceOrderRequest> = {}, quantity = 1) => ({
  deliveryMethod: 'Pickup' as const,
  pickupTimeType: 'ASAP' as const,
  items: [lineFor(item, quantity)],
  ...when,
});
const order = (when: Partial<PlaceOrderRequest> = {}, quantity = 1): PlaceOrderRequest => ({
  customer,
  payment: { method: 'Offline' },
  ...cart(when, quantity),
});
const place = (body: PlaceOrderRequest) =>
  call<PlaceOrderResponse>('POST', `/api/eater/restaurants/${restaurantId}/orders`, body, false);
const quote = (when: Partial<PlaceOrderRequest> = {}) =>
  call<CartQuote>('POST', `/api/eater/restaurants/${restaurantId}/cart/quote`, cart(when), false);
const ops = (path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) =>
  call<RestaurantOperations>(method, `/api/staff/restaurants/${restaurantId}/${path}`, body);

/** Tomorrow's first pickup slot, as the storefront would offer it. */
function tomorrowsFirstSlot() {
  const schedule = orderSchedule({ now: TEST_NOW.getTime(), restaurant, holidays: [], method: 'Pickup' });
  const slot = schedule.slotsOn('2026-11-26')[0]!;
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Regina',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(slot);
  return { slot, pickupDate: '2026-11-26', pickupTime: time };
}

beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
  gold = await tenantOf(t.app, 'goldenmaple');
  restaurant = gold.restaurants[0]!;
  restaurantId = restaurant._id;
  item = (await orderableItems(t.app, 'goldenmaple', restaurantId, TEST_NOW))[0]!;
  token = await staffTokenOf(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  // Every test starts with no limits, no pause and no busy mode.
  await ops('capacity', 'PUT', { maxOrders: null, maxItems: null });
  await ops('busy', 'DELETE');
  await ops('resume', 'POST', { method: 'Pickup' });
  await ops('resume', 'POST', { method: 'Delivery' });
});

describe('kitchen capacity per slot', () => {
  it('makes exactly 5 orders of 50 placed at once for a slot with room for 5, and gives a place back on cancel', async () => {
    expect((await ops('capacity', 'PUT', { maxOrders: 5, maxItems: null })).body.slot_capacity).toEqual({
      max_orders: 5,
      max_items: null,
    });
    const { slot, pickupDate, pickupTime } = tomorrowsFirstSlot();
    const when = { pickupTimeType: 'Schedule', pickupDate, pickupTime } as const;
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(order(when))));
    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(SLOT_FULL_MESSAGE);
    }
    const slotAt = new Date(slot).toISOString();
    const orders = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .where('pickup_time', '=', slotAt)
      .execute();
    expect(orders).toHaveLength(5);

    // The full slot is not offered.
    const slots = await call<PickupSlotsResponse>(
      'GET',
      `/api/eater/restaurants/${restaurantId}/pickupslots?deliveryMethod=Pickup&date=${pickupDate}`,
      undefined,
      false,
    );
    expect(slots.body.fullSlots).toEqual([slotAt]);

    // A cancellation gives its place back, once.
    const first = placed[0]!.body.order;
    const cancel = () =>
      call<ApiOrder>('POST', `/api/eater/tenants/${gold._id}/orders/${first._id}/cancel`, {}, false);
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    const booking = await t.db.kysely
      .selectFrom('slot_bookings')
      .select(['orders', 'items'])
      .where('restaurant_id', '=', restaurantId)
      .where('slot_at', '=', slotAt)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ orders: 4, items: 4 });
    expect((await place(order(when))).status).toBe(201);
    expect((await place(order(when))).status).toBe(409);
  });

  it('counts items when the limit is by items, and a rejection gives them back', async () => {
    await ops('capacity', 'PUT', { maxOrders: null, maxItems: 3 });
    const { slot, ...when } = tomorrowsFirstSlot();
    const schedule = { pickupTimeType: 'Schedule', ...when, pickupDate: '2026-11-27' } as const;
    const big = await place(order(schedule, 2));
    expect(big.status).toBe(201);
    expect((await place(order(schedule, 2))).status).toBe(409);
    const rejected = await call<ApiOrder>('POST', `/api/staff/orders/${big.body.order._id}/reject`, {
      reason: 'Out of maple syrup',
    });
    expect(rejected.body).toMatchObject({ status: 'Rejected', statusReason: 'Out of maple syrup' });
    expect((await place(order(schedule, 3))).status).toBe(201);
    expect(slot).toBeGreaterThan(0);
  });

  it('moves ASAP to the first slot with room when its own is full', async () => {
    await ops('capacity', 'PUT', { maxOrders: 1, maxItems: null });
    const first = await place(order());
    expect(first.status).toBe(201);
    const firstAt = Date.parse(first.body.order.pickupTime);
    const second = await place(order());
    expect(second.status).toBe(201);
    const secondAt = Date.parse(second.body.order.pickupTime);
    expect(secondAt).toBeGreaterThan(firstAt);
    // On the slot grid: the first slot after the first order's slot.
    expect(new Date(secondAt).getUTCMinutes() % 15).toBe(0);
    expect((await quote()).status).toBe(200);
  });

  it('refuses ASAP with a clear message when every slot of today is full', async () => {
    await ops('capacity', 'PUT', { maxOrders: 1, maxItems: null });
    const schedule = orderSchedule({ now: TEST_NOW.getTime(), restaurant, holidays: [], method: 'Pickup' });
    const today = schedule.slotsOn('2026-11-25');
    await t.db.kysely
      .insertInto('slot_bookings')
      .values(
        today.map((slot) => ({
          restaurant_id: restaurantId,
          tenant_id: gold._id,
          slot_at: new Date(slot).toISOString(),
          orders: 1,
          items: 1,
        })),
      )
      .onConflict((oc) => oc.columns(['restaurant_id', 'slot_at']).doUpdateSet({ orders: 1 }))
      .execute();
    const refused = await place(order());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ASAP_FULL_MESSAGE);
  });

  it('answers a date that does not exist with a 400, also when pricing a limited slot', async () => {
    await ops('capacity', 'PUT', { maxOrders: 5, maxItems: null });
    const slots = await call(
      'GET',
      `/api/eater/restaurants/${restaurantId}/pickupslots?date=2026-02-30`,
      undefined,
      false,
    );
    expect(slots.status).toBe(400);
    const badDate = await quote({
      pickupTimeType: 'Schedule',
      pickupDate: '2026-02-30',
      pickupTime: '12:00',
    });
    expect(badDate.status).toBe(400);
  });

  it('validates the capacity a staff member sets', async () => {
    expect((await ops('capacity', 'PUT', { maxOrders: 0, maxItems: null })).status).toBe(400);
    expect((await ops('capacity', 'PUT', { maxOrders: 'five' })).status).toBe(400);
    const anonymous = await call('PUT', `/api/staff/restaurants/${restaurantId}/capacity`, {}, false);
    expect(anonymous.status).toBe(401);
  });
});

describe('pause and busy mode', () => {
  it('pauses delivery only, shows the message, and resumes', async () => {
    const paused = await ops('pause', 'POST', {
      method: 'Delivery',
      until: null,
      message: 'Driver is out sick',
    });
    expect(paused.status).toBe(200);
    expect(paused.body.paused).toEqual({ Pickup: null, Delivery: { until: null } });
    const tenant = await tenantOf(t.app, 'goldenmaple');
    expect(tenant.restaurants[0]!.operations?.paused.Delivery).toEqual({ until: null });
    expect((await quote()).status).toBe(200);
    const delivery = await place(
      order({
        deliveryMethod: 'Delivery',
        deliveryAddress: { address: '123 Main St', postalCode: 'S7K 1A1', addressType: 'Other' },
      } as Partial<PlaceOrderRequest>),
    );
    expect(delivery.status).toBe(409);
    expect(delivery.body.message).toBe('Delivery is paused: Driver is out sick');
    await ops('resume', 'POST', { method: 'Delivery' });
    expect((await tenantOf(t.app, 'goldenmaple')).restaurants[0]!.operations?.paused.Delivery).toBeNull();
  });

  it('pauses until a time, which must be in the future', async () => {
    const until = new Date(TEST_NOW.getTime() + 30 * 60_000).toISOString();
    expect((await ops('pause', 'POST', { method: 'Pickup', until })).body.paused.Pickup).toEqual({ until });
    expect((await place(order())).status).toBe(409);
    const past = await ops('pause', 'POST', { method: 'Pickup', until: '2026-11-25T20:00:00Z' });
    expect(past.status).toBe(400);
  });

  it('pauses and runs busy mode until a time of day on the restaurant’s clock (next one to come)', async () => {
    // 14:30 in Saskatoon (UTC-6): 16:00 is later today; 09:00 has passed, so it is tomorrow's.
    const pause = await ops('pause', 'POST', { method: 'Pickup', untilTime: '16:00' });
    expect(pause.status, pause.body.message).toBe(200);
    expect(pause.body.paused.Pickup).toEqual({ until: '2026-11-25T22:00:00.000Z' });
    const busy = await ops('busy', 'PUT', { extraMinutes: 10, untilTime: '09:00' });
    expect(busy.body.busy).toEqual({ extra_minutes: 10, until: '2026-11-26T15:00:00.000Z' });
    for (const body of [
      { method: 'Pickup', untilTime: '24:00' },
      { method: 'Pickup', untilTime: '4 PM' },
      { method: 'Pickup', until: null, untilTime: '16:00' },
      { method: 'Pickup' },
    ]) {
      const refused = await ops('pause', 'POST', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toMatch(/untilTime/);
    }
    expect((await ops('busy', 'PUT', { extraMinutes: 10 })).status).toBe(400);
  });

  it('adds the busy minutes to the ASAP time at once', async () => {
    const before = (await place(order())).body.order;
    const busy = await ops('busy', 'PUT', { extraMinutes: 30, until: '2026-11-25T23:00:00Z' });
    expect(busy.body.busy).toEqual({ extra_minutes: 30, until: '2026-11-25T23:00:00.000Z' });
    const after = (await place(order())).body.order;
    expect(Date.parse(after.pickupTime) - Date.parse(before.pickupTime)).toBe(30 * 60_000);
    expect((await ops('busy', 'PUT', { extraMinutes: 15, until: '2026-11-25T23:00:00Z' })).status).toBe(400);
  });
});

describe("86'ing an item", () => {
  /** The item as the online-ordering menu shows it to diners now. */
  const menuItem = async (itemId: string) =>
    (
      await call<ApiMenus>(
        'GET',
        `/api/eater/restaurants/${restaurantId}/menus?onlineOrdering=true`,
        undefined,
        false,
      )
    ).body.menus
      .flatMap((m) => m.sections.flatMap((s) => s.items))
      .find((i) => i._id === itemId)!;

  it('marks it sold out until the end of the day, for menus, quotes and placement at once, and back', async () => {
    expect((await menuItem(item._id)).sold_out_until).toBeNull();
    const marked = await call('POST', `/api/staff/restaurants/${restaurantId}/items/${item._id}/sold-out`, {
      until: 'end_of_day',
    });
    // Saskatoon's midnight is 06:00Z.
    expect(marked.body).toEqual({ itemId: item._id, sold_out_until: '2026-11-26T06:00:00.000Z' });
    expect((await menuItem(item._id)).sold_out_until).toBe('2026-11-26T06:00:00.000Z');
    const refused = await place(order());
    expect(refused.status).toBe(409);
    await call('POST', `/api/staff/restaurants/${restaurantId}/items/${item._id}/sold-out`, {
      until: 'available',
    });
    expect((await menuItem(item._id)).sold_out_until).toBeNull();
    expect((await place(order())).status).toBe(201);
  });

  it('86es one option of an item (indefinitely or until a date): an order with it is refused, one without it is placed', async () => {
    const all = await orderableItems(t.app, 'goldenmaple', restaurantId, TEST_NOW);
    const withOptions = all.find((i) => i.options.some((g) => g.items.length > 1 && g.min_selected === 0))!;
    const group = withOptions.options.find((g) => g.items.length > 1 && g.min_selected === 0)!;
    const option = group.items[0]!;
    const url = `/api/staff/restaurants/${restaurantId}/items/${withOptions._id}/options/${option._id}/sold-out`;
    const marked = await call('POST', url, { until: 'indefinitely' });
    expect(marked.body).toEqual({
      itemId: withOptions._id,
      optionId: option._id,
      sold_out_until: '9999-12-31T00:00:00.000Z',
    });
    const line = { ...lineFor(withOptions), options: [{ option_id: option._id }] };
    const defaults = lineFor(withOptions);
    const plain = { ...defaults, options: defaults.options.filter((o) => o.option_id !== option._id) };
    const withIt = await place({ ...order(), items: [line] });
    expect(withIt.status).toBe(409);
    const menuNow = await menuItem(withOptions._id);
    expect(menuNow.options.flatMap((g) => g.items).find((o) => o._id === option._id)?.sold_out_until).toBe(
      '9999-12-31T00:00:00.000Z',
    );
    expect((await place({ ...order(), items: [plain] })).status).toBe(201);
    // Until a date, as for items: sold out until that day begins in Saskatoon.
    const untilDate = await call('POST', url, { until: 'date', date: '2026-11-28' });
    expect(untilDate.body).toMatchObject({ sold_out_until: '2026-11-28T06:00:00.000Z' });
    expect((await place({ ...order(), items: [line] })).status).toBe(409);
    expect((await call('POST', url, { until: 'date', date: '2026-11-25' })).status).toBe(400);
    await call('POST', url, { until: 'available' });
    expect((await place({ ...order(), items: [line] })).status).toBe(201);
    expect((await call('POST', url.replace(option._id, 'nope'), { until: 'available' })).status).toBe(404);
  });

  it('refuses an unknown item, a past date and another restaurant', async () => {
    const url = `/api/staff/restaurants/${restaurantId}/items`;
    expect((await call('POST', `${url}/nope/sold-out`, { until: 'indefinitely' })).status).toBe(404);
    expect(
      (await call('POST', `${url}/${item._id}/sold-out`, { until: 'date', date: '2026-11-20' })).status,
    ).toBe(400);
    expect((await call('POST', `${url}/${item._id}/sold-out`, { until: 'soon' })).status).toBe(400);
    const emerald = await tenantOf(t.app, 'emerald');
    const other = `/api/staff/restaurants/${emerald.restaurants[0]!._id}/items/${item._id}/sold-out`;
    expect((await call('POST', other, { until: 'indefinitely' })).status).toBe(404);
  });
});

describe('accept with a ready time, delay, ready', () => {
  it('keeps the promised time current and mails the diner at each step', async () => {
    const placed = (await place(order())).body.order;
    const url = `/api/staff/orders/${placed._id}`;
    const accepted = await call<ApiOrder>('POST', `${url}/accept`, { prepMinutes: 40 });
    expect(accepted.body).toMatchObject({
      status: 'Accepted',
      adjustedPickupTime: new Date(TEST_NOW.getTime() + 40 * 60_000).toISOString(),
    });
    const delayed = await call<ApiOrder>('POST', `${url}/delay`, { minutes: 10 });
    expect(delayed.body.adjustedPickupTime).toBe(new Date(TEST_NOW.getTime() + 50 * 60_000).toISOString());
    expect((await call('POST', `${url}/delay`, { minutes: 45 })).status).toBe(400);
    const ready = await call<ApiOrder>('POST', `${url}/ready`);
    expect(ready.body).toMatchObject({ status: 'Accepted', readyAt: TEST_NOW.toISOString() });
    expect((await call('POST', `${url}/ready`)).status).toBe(409);
    expect((await call('POST', `${url}/delay`, { minutes: 5 })).status).toBe(409);
    const fulfilled = await call<ApiOrder>('POST', `${url}/status`, { status: 'Fulfilled' });
    expect(fulfilled.body.status).toBe('Fulfilled');

    await t.app.background.idle();
    const mails = (
      await t.db.kysely
        .selectFrom('mail_outbox')
        .select(['kind', 'subject', 'to_address', 'text_body'])
        .where('to_address', '=', customer.email)
        .where('kind', 'like', 'order-%')
        .execute()
    ).filter((m) => new RegExp(`#${placed.orderNumber}\\b`).test(m.subject));
    expect(mails.map((m) => m.kind).sort()).toEqual([
      'order-accepted',
      'order-delayed',
      'order-ready',
      'order-receipt',
    ]);
    const acceptedMail = mails.find((m) => m.kind === 'order-accepted')!;
    expect(acceptedMail.subject).toMatch(/^Order #\d+ accepted: ready at /);
    expect(acceptedMail.text_body).toContain(`/order?id=${placed._id}`);
  });

  it('accepts at the promised time without prep minutes, and not earlier than a scheduled time', async () => {
    const asap = (await place(order())).body.order;
    const accepted = await call<ApiOrder>('POST', `/api/staff/orders/${asap._id}/accept`, {});
    expect(accepted.body.adjustedPickupTime).toBe(asap.pickupTime);
    const { pickupDate, pickupTime } = tomorrowsFirstSlot();
    const later = (await place(order({ pickupTimeType: 'Schedule', pickupDate, pickupTime }))).body.order;
    const acceptedLater = await call<ApiOrder>('POST', `/api/staff/orders/${later._id}/accept`, {
      prepMinutes: 15,
    });
    expect(acceptedLater.body.adjustedPickupTime).toBe(later.pickupTime);
  });
});
