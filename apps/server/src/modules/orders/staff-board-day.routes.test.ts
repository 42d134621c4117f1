import {
  startOfLocalDay,
  type ApiTenant,
  type OrderStatus,
  type StaffOrdersResponse,
} from '@storefront/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { insertRows } from '../../db/insert-rows';
import { call, staffTokenOf } from '../../test/accounts-fixture';
import { emerald, gold, t, useTestApp } from '../../test/app-fixture';
import { placeTestOrder } from '../../test/orders-fixture';
import { orderRowOf } from '../../test/rows';

/*
 * The board's "today" (issue 33 item 1): `GET /api/staff/orders?day=today` holds what came in since
 * the restaurant's local midnight, by the server's clock (TEST_NOW, Wednesday 2026-11-25 20:30 UTC),
 * and every order still open from the days before. Saskatoon and Regina keep UTC-6 all year (their
 * day began at 06:00 UTC), Calgary is on UTC-7 in November (07:00 UTC).
 */

useTestApp();

let goldToken: string;
let emeraldToken: string;
const restaurantOf = (tenant: ApiTenant, slug: string) =>
  tenant.restaurants.find((r) => r.slug === slug)!._id;

beforeAll(async () => {
  goldToken = await staffTokenOf(t.app);
  emeraldToken = await staffTokenOf(t.app, 'staff@emerald.example.ca', 'emerald');
});

/**
 * Orders like one placed now at `template`'s restaurant, written straight to the table with the
 * status, restaurant and arrival each names: the days before today cannot be placed through the API.
 */
async function ordersLike(
  template: { restaurantId: string; slug: string },
  rows: { status: OrderStatus; receivedAt: string; restaurantId?: string }[],
): Promise<string[]> {
  const placed = await placeTestOrder(t.app, template);
  const db = t.app.db.kysely;
  const order = await orderRowOf(t.app.db, placed._id);
  const ids = rows.map(() => newId());
  await insertRows(
    db,
    'orders',
    rows.map((row, i) => ({
      ...order,
      id: ids[i]!,
      idempotency_key: `board-day-${ids[i]}`,
      order_number: order.order_number + 1000 + i,
      status: row.status,
      restaurant_id: row.restaurantId ?? order.restaurant_id,
      received_at: row.receivedAt,
      pickup_time: row.receivedAt,
    })),
  );
  return ids;
}

async function boardIds(query: string, token: string, slug: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof call<StaffOrdersResponse>>> = await call<StaffOrdersResponse>(
      t.app,
      'GET',
      `/api/staff/orders?${query}&limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { token, slug },
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    ids.push(...page.body.orders.map((o) => o._id));
    cursor = page.body.nextCursor;
  } while (cursor);
  return ids;
}

describe("the board's day", () => {
  it("holds what came in since the restaurant's midnight and what is still open from before", async () => {
    const restaurantId = gold.restaurants[0]!._id;
    const [afterMidnight, beforeMidnight, cancelledLastNight, stillReceived, stillAccepted, rejected] =
      await ordersLike({ restaurantId, slug: 'goldenmaple' }, [
        // 00:30 in Saskatoon today.
        { status: 'Fulfilled', receivedAt: '2026-11-25T06:30:00.000Z' },
        // 23:30 yesterday in Saskatoon, though the same date in UTC.
        { status: 'Fulfilled', receivedAt: '2026-11-25T05:30:00.000Z' },
        { status: 'Cancelled', receivedAt: '2026-11-25T05:59:59.000Z' },
        { status: 'Received', receivedAt: '2026-11-22T18:00:00.000Z' },
        { status: 'Accepted', receivedAt: '2026-11-15T18:00:00.000Z' },
        { status: 'Rejected', receivedAt: '2026-11-25T07:00:00.000Z' },
      ]);

    const today = await boardIds(`restaurantId=${restaurantId}&day=today`, goldToken, 'goldenmaple');
    expect(new Set(today).size).toBe(today.length);
    expect(today).toEqual(expect.arrayContaining([afterMidnight, stillReceived, stillAccepted, rejected]));
    expect(today).not.toContain(beforeMidnight);
    expect(today).not.toContain(cancelledLastNight);

    // The whole list has them all: `day` is what narrows it.
    const all = await boardIds(`restaurantId=${restaurantId}`, goldToken, 'goldenmaple');
    expect(all).toEqual(expect.arrayContaining([beforeMidnight, cancelledLastNight]));
  });

  it("cuts each restaurant's day at its own midnight when the board covers several", async () => {
    const calgary = restaurantOf(emerald, 'calgary-kensington');
    const regina = restaurantOf(emerald, 'regina-downtown');
    // Half an hour before Calgary's midnight, half an hour after Regina's: computed from the time
    // zone data the runtime carries, as the server does (Alberta's clocks moved to UTC-6 all year in
    // tz 2026; an older runtime still has it at UTC-7 in November).
    const midnight = (restaurantId: string) =>
      startOfLocalDay(
        '2026-11-25',
        emerald.restaurants.find((r) => r._id === restaurantId)!.settings.time_zone,
      );
    const [calgaryLastNight, reginaToday] = await ordersLike({ restaurantId: calgary, slug: 'emerald' }, [
      { status: 'Fulfilled', receivedAt: new Date(midnight(calgary) - 30 * 60_000).toISOString() },
      {
        status: 'Fulfilled',
        receivedAt: new Date(midnight(regina) + 30 * 60_000).toISOString(),
        restaurantId: regina,
      },
    ]);

    const today = await boardIds('day=today', emeraldToken, 'emerald');
    expect(today).toContain(reginaToday);
    expect(today).not.toContain(calgaryLastNight);
  });

  it('refuses another day, and since with day, naming the field', async () => {
    for (const query of ['day=yesterday', 'day=today&since=2026-11-25T06:00:00Z']) {
      const response = await call(t.app, 'GET', `/api/staff/orders?${query}`, { token: goldToken });
      expect(response.status, query).toBe(400);
      expect(response.body.message, query).toMatch(/^day/);
    }
  });
});
