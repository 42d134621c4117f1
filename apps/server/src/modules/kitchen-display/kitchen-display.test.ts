import type { ApiOrder, KitchenDisplayResponse, KitchenTicket } from '@storefront/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../test/harness';
import { lineFor, orderableItems, placeTestOrder, tenantOf } from '../../test/orders-fixture';
import { client, goldRestaurantId, t, useConsoleApp } from '../../test/owner-console-fixture';

/*
 * Issue 29 item 6: the kitchen display's API. A station sees its own items of the orders being made,
 * in the order they came; bumps and strikes are kept once however often they are tapped, can be
 * recalled, and the expo's Ready is the order's ready change.
 */

useConsoleApp();

let barItemId: string;

afterEach(async () => {
  await t.app.background.idle();
  await t.db.kysely.updateTable('menu_items').set({ station: null }).execute();
  await t.db.kysely.updateTable('restaurants').set({ print_on: 'accept' }).execute();
});

const staff = <T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
  client.as<T>('goldStaff', method, url, { body });

/** An order of two lines: the first item made in the kitchen, the second at the bar. */
async function placeTwoStationOrder(): Promise<ApiOrder> {
  const [kitchenItem, barItem] = await orderableItems(t.app, 'goldenmaple', goldRestaurantId, TEST_NOW);
  barItemId = barItem!._id;
  await t.db.kysely.updateTable('menu_items').set({ station: 'bar' }).where('id', '=', barItemId).execute();
  return placeTestOrder(t.app, {
    restaurantId: goldRestaurantId,
    extra: { items: [lineFor(kitchenItem!, 1), lineFor(barItem!, 2)] },
  });
}

async function accept(order: ApiOrder) {
  const accepted = await staff<ApiOrder>('POST', `/api/staff/orders/${order._id}/accept`, {
    prepMinutes: 20,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return accepted.body;
}

const display = async (station: string, extra = '') => {
  const response = await staff<KitchenDisplayResponse>(
    'GET',
    `/api/staff/kitchen?restaurantId=${goldRestaurantId}&station=${station}${extra}`,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const ticketOf = (body: KitchenDisplayResponse, order: ApiOrder) =>
  body.tickets.find((ticket) => ticket.order._id === order._id);

describe('a station’s tickets', () => {
  it('shows accepted orders only, each station its own items and the expo all, with the promised time', async () => {
    const order = await placeTwoStationOrder();
    expect(ticketOf(await display('kitchen'), order)).toBeUndefined();
    const accepted = await accept(order);

    const kitchen = await display('kitchen');
    expect(kitchen.stations).toEqual(expect.arrayContaining(['kitchen', 'bar']));
    expect(kitchen.stations.at(-1)).toBe('expo');
    const kitchenTicket = ticketOf(kitchen, order)!;
    expect(kitchenTicket.items.map((i) => i.name)).toEqual([order.items[0]!.name]);
    expect(kitchenTicket.stations).toEqual(['kitchen', 'bar']);
    expect(kitchenTicket.promisedAt).toBe(accepted.adjustedPickupTime);
    expect(ticketOf(await display('bar'), order)!.items.map((i) => i.quantity)).toEqual([2]);
    expect(ticketOf(await display('expo'), order)!.items).toHaveLength(2);
    expect(ticketOf(await display('cold'), order)!.items).toEqual([]);
  });

  it('shows received orders too where the location’s tickets print on arrival', async () => {
    await t.db.kysely.updateTable('restaurants').set({ print_on: 'arrival' }).execute();
    const order = await placeTwoStationOrder();
    expect(ticketOf(await display('kitchen'), order)?.order.status).toBe('Received');
  });

  it('offers the stations of the location’s own menus, not another location’s', async () => {
    const emerald = await tenantOf(t.app, 'emerald');
    const [first, second] = [emerald.restaurants[0]!, emerald.restaurants[1]!];
    const [item] = await orderableItems(t.app, 'emerald', first._id, TEST_NOW);
    await t.db.kysely.updateTable('menu_items').set({ station: 'wok' }).where('id', '=', item!._id).execute();
    const stationsAt = async (restaurantId: string) =>
      (
        await client.as<KitchenDisplayResponse>(
          'emeraldOwner',
          'GET',
          `/api/staff/kitchen?restaurantId=${restaurantId}&station=kitchen`,
        )
      ).body.stations;
    expect(await stationsAt(first._id)).toEqual(['kitchen', 'wok', 'expo']);
    expect(await stationsAt(second._id)).toEqual(['kitchen', 'expo']);
  });

  it('answers its tickets oldest first, a page at a time', async () => {
    const orders = [await placeTwoStationOrder(), await placeTwoStationOrder()];
    for (const order of orders) await accept(order);
    const all = (await display('expo', '&limit=100')).tickets.map((ticket) => ticket.order.orderNumber);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    const first = await display('expo', '&limit=1');
    expect(first.tickets).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = await display('expo', `&limit=1&cursor=${first.nextCursor}`);
    expect(second.tickets[0]!.order.orderNumber).toBeGreaterThan(first.tickets[0]!.order.orderNumber);
  });
});

describe('bumps, strikes and the expo’s Ready', () => {
  it('strikes a line and bumps each station once however often tapped, recalls them, then the expo marks it ready and it leaves', async () => {
    const order = await placeTwoStationOrder();
    await accept(order);
    const [kitchenLine] = ticketOf(await display('kitchen'), order)!.items;

    const struck = await staff<KitchenTicket>(
      'POST',
      `/api/staff/orders/${order._id}/kitchen/items/${kitchenLine!._id}/strike`,
    );
    expect(struck.status, JSON.stringify(struck.body)).toBe(200);
    await staff('POST', `/api/staff/orders/${order._id}/kitchen/items/${kitchenLine!._id}/strike`);
    expect(ticketOf(await display('kitchen'), order)!.items[0]!.struck).toBe(true);
    await staff('DELETE', `/api/staff/orders/${order._id}/kitchen/items/${kitchenLine!._id}/strike`);
    expect(ticketOf(await display('kitchen'), order)!.items[0]!.struck).toBe(false);

    for (let i = 0; i < 2; i++) {
      const bumped = await staff<KitchenTicket>(
        'POST',
        `/api/staff/orders/${order._id}/kitchen/kitchen/bump`,
      );
      expect(bumped.status, JSON.stringify(bumped.body)).toBe(200);
    }
    const bumps = await t.db.kysely
      .selectFrom('kitchen_bumps')
      .selectAll()
      .where('order_id', '=', order._id)
      .execute();
    expect(bumps).toHaveLength(1);
    expect(bumps[0]).toMatchObject({ station: 'kitchen', bumped_at: TEST_NOW.toISOString() });
    expect(ticketOf(await display('expo'), order)!.bumps.map((b) => b.station)).toEqual(['kitchen']);

    // A bump by mistake is recalled.
    await staff('POST', `/api/staff/orders/${order._id}/kitchen/bar/bump`);
    await staff('DELETE', `/api/staff/orders/${order._id}/kitchen/bar/bump`);
    expect(ticketOf(await display('expo'), order)!.bumps.map((b) => b.station)).toEqual(['kitchen']);
    await staff('POST', `/api/staff/orders/${order._id}/kitchen/bar/bump`);
    expect(
      ticketOf(await display('expo'), order)!
        .bumps.map((b) => b.station)
        .sort(),
    ).toEqual(['bar', 'kitchen']);

    const ready = await staff<ApiOrder>('POST', `/api/staff/orders/${order._id}/ready`);
    expect(ready.status).toBe(200);
    expect(ready.body.readyAt).toBe(TEST_NOW.toISOString());
    expect(ticketOf(await display('expo'), order)).toBeUndefined();
    const late = await staff<{ message: string }>(
      'POST',
      `/api/staff/orders/${order._id}/kitchen/kitchen/bump`,
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(`Order #${order.orderNumber} is no longer being made (it is ready).`);
  });

  it('refuses a bump at a station that makes nothing of the order, and a strike of another order’s line', async () => {
    const [order, other] = [await placeTwoStationOrder(), await placeTwoStationOrder()];
    await accept(order);
    await accept(other);
    const cold = await staff<{ message: string }>('POST', `/api/staff/orders/${order._id}/kitchen/cold/bump`);
    expect(cold.status).toBe(409);
    expect(cold.body.message).toBe(`Order #${order.orderNumber} has nothing made at the cold station.`);
    const foreign = await staff(
      'POST',
      `/api/staff/orders/${order._id}/kitchen/items/${other.items[0]!._id}/strike`,
    );
    expect(foreign.status).toBe(404);
    const received = await placeTwoStationOrder();
    expect((await staff('POST', `/api/staff/orders/${received._id}/kitchen/kitchen/bump`)).status).toBe(409);
  });

  it('keeps another tenant’s staff out: 404 for the orders and the location, nothing written', async () => {
    const order = await placeTwoStationOrder();
    await accept(order);
    const elsewhere = (method: 'GET' | 'POST', url: string) => client.as('emeraldOwner', method, url);
    expect((await elsewhere('POST', `/api/staff/orders/${order._id}/kitchen/kitchen/bump`)).status).toBe(404);
    expect(
      (await elsewhere('POST', `/api/staff/orders/${order._id}/kitchen/items/${order.items[0]!._id}/strike`))
        .status,
    ).toBe(404);
    expect(
      (await elsewhere('GET', `/api/staff/kitchen?restaurantId=${goldRestaurantId}&station=kitchen`)).status,
    ).toBe(404);
    const marks = await t.db.kysely
      .selectFrom('kitchen_bumps')
      .selectAll()
      .where('order_id', '=', order._id)
      .execute();
    expect(marks).toEqual([]);
  });

  it('refuses a query without a location or with a station that is no name, in words', async () => {
    const missing = await staff<{ message: string }>('GET', '/api/staff/kitchen?station=kitchen');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('restaurantId');
    const bad = await staff<{ message: string }>(
      'GET',
      `/api/staff/kitchen?restaurantId=${goldRestaurantId}&station=!!`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('station');
  });
});
