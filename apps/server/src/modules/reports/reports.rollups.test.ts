import { REPORTS, type ReportName } from '@storefront/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import type { Row } from '../../db/schema';
import type { StaffPrincipal } from '../../http/staff-principal';
import { t, useConsoleApp } from '../../test/owner-console-fixture';
import { restaurantSettingsOf } from '../restaurants/restaurants.presenter';
import { runReport } from './reports.service';

/*
 * Decision 0093: a report read from the rollups of built days equals the same report read from the
 * orders alone (no day built), to the cent, across both DST changes of Edmonton next to Regina,
 * and stays equal after a past day's order is cancelled, refunded, marked ready late or written
 * back into a built day.
 */

useConsoleApp();

// Each test reads every report several times over, building and reading from the orders: on a
// busy PostgreSQL that is more than the default 30 s.

let principal: StaffPrincipal;
let locations: { id: string; zone: string }[];
let base: Row<'orders'>;
let line: Row<'order_lines'>;
let nextNumber = 950_000;

beforeAll(async () => {
  const db = t.db.kysely;
  const tenant = await db
    .selectFrom('tenants')
    .select('id')
    .where('slug', '=', 'emerald')
    .executeTakeFirstOrThrow();
  const restaurants = await db
    .selectFrom('restaurants')
    .select(['id', 'name', 'settings'])
    .where('tenant_id', '=', tenant.id)
    .orderBy('id')
    .execute();
  locations = restaurants.map((r) => ({ id: r.id, zone: restaurantSettingsOf(r).time_zone }));
  principal = {
    tenantId: tenant.id,
    sessionId: 'rollups',
    expiresAt: '2099-01-01T00:00:00.000Z',
    staff: {
      _id: 'rollups',
      name: 'Owner',
      email: 'owner@emerald.example.ca',
      role: 'owner',
      restaurants: restaurants.map((r) => ({
        _id: r.id,
        name: r.name,
        time_zone: restaurantSettingsOf(r).time_zone,
      })),
    },
  };
  base = await db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .executeTakeFirstOrThrow();
  line = await db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', base.id)
    .where('kind', '=', 'item')
    .executeTakeFirstOrThrow();
});

const ITEMS = ['Rollup Noodles', 'Rollup Buns', 'Rollup Tea'];
const STATUSES = ['Fulfilled', 'Accepted', 'Cancelled', 'Rejected'] as const;
const PAYMENTS = ['Paid', 'Refunded', 'Voided', 'Unpaid'] as const;

/** An order at a location with money from `n`, and one item line; its id. */
async function writeOrder(location: { id: string }, receivedAt: string, n: number): Promise<string> {
  const subtotal = 1000 + ((n * 137) % 4000);
  const discount = n % 3 === 0 ? 250 : 0;
  const gst = Math.round((subtotal - discount) * 0.05);
  const tip = (n * 31) % 500;
  const due = new Date(Date.parse(receivedAt) + 20 * 60_000).toISOString();
  const status = STATUSES[n % STATUSES.length]!;
  const order: Row<'orders'> = {
    ...base,
    id: newId(),
    restaurant_id: location.id,
    order_number: ++nextNumber,
    idempotency_key: `rollup-${nextNumber}`,
    customer_id: null,
    email: `diner${n % 7}@example.com`,
    email_mailbox: `diner${n % 7}@example.com`,
    status,
    status_reason: status === 'Cancelled' || status === 'Rejected' ? `Reason ${n % 2}` : null,
    received_at: receivedAt,
    created_at: receivedAt,
    updated_at: receivedAt,
    pickup_time: due,
    adjusted_pickup_time: null,
    // Ready from 5 minutes early to 25 minutes late: every band of the promises report.
    ready_at:
      status === 'Accepted' || status === 'Fulfilled'
        ? new Date(Date.parse(due) + ((n % 7) - 1) * 5 * 60_000).toISOString()
        : null,
    reservation_id: null,
    coupon_code: null,
    next_order_coupon_code: null,
    payment_status: PAYMENTS[n % PAYMENTS.length]!,
    delivery_method: n % 2 ? 'Delivery' : 'Pickup',
    payment_method: n % 5 ? 'Online' : 'Offline',
    subtotal_cents: subtotal,
    discount_total_cents: discount,
    gst_cents: gst,
    pst_cents: 0,
    tax_cents: gst,
    delivery_fee_cents: n % 2 ? 300 : 0,
    delivery_gst_cents: n % 2 ? 15 : 0,
    tip_cents: tip,
    gift_card_total_cents: 0,
    total_cents: subtotal - discount + gst + tip + (n % 2 ? 315 : 0),
    points_redeemed: 0,
    points_discount_cents: 0,
  };
  await t.db.kysely.insertInto('orders').values(order).execute();
  await t.db.kysely
    .insertInto('order_lines')
    .values({
      ...line,
      id: newId(),
      order_id: order.id,
      name: ITEMS[n % ITEMS.length]!,
      quantity: 1 + (n % 3),
      base_total_cents: subtotal,
      extra_total_cents: 0,
      discount_cents: discount,
    })
    .execute();
  return order.id;
}

/** Every `minutes` (a half hour unless said) from `from` to `to` (UTC instants), an order at each location. */
async function writeOrders(from: string, to: string, minutes = 30) {
  const ids: string[] = [];
  let n = 0;
  for (let at = Date.parse(from); at < Date.parse(to); at += minutes * 60_000) {
    for (const location of locations) {
      n += 1;
      // A few minutes into the half hour, and some at its very start: the half hour's edges.
      const instant = new Date(at + (n % 4 === 0 ? 0 : ((n * 7) % 29) * 60_000)).toISOString();
      ids.push(await writeOrder(location, instant, n));
    }
  }
  return ids;
}

const LATER = new Date('2026-11-20T12:00:00.000Z');

/** Each report's figures for the range (all locations, then each one), the 86s aside (not rolled up). */
async function reports(from: string, to: string, now: Date) {
  const out: Record<string, unknown> = {};
  for (const restaurantId of [undefined, ...locations.map((l) => l.id)])
    for (const report of REPORTS.filter(
      (r): r is ReportName => r !== 'customers' && r !== 'gift-cards-and-points',
    )) {
      for (const groupBy of report === 'sales' ? ['day', 'week', 'month'] : ['day']) {
        const body = (await runReport(
          t.db.kysely,
          principal,
          report,
          { from, to, restaurantId, groupBy },
          now,
        )) as unknown as Record<string, unknown>;
        if (report === 'items') delete body.soldOut;
        out[`${report} ${restaurantId ?? 'all'} ${groupBy}`] = body;
      }
    }
  return out;
}

/** The same reports from the orders alone: no day built, and a clock before the range ends none. */
async function fromOrders(from: string, to: string) {
  await t.db.kysely.deleteFrom('report_rollup_rows').where('tenant_id', '=', principal.tenantId).execute();
  await t.db.kysely.deleteFrom('report_rollup_days').where('tenant_id', '=', principal.tenantId).execute();
  return reports(from, to, new Date('2020-01-01T00:00:00.000Z'));
}

const builtDays = () =>
  t.db.kysely
    .selectFrom('report_rollup_days')
    .select(['restaurant_id', 'day', 'build'])
    .where('tenant_id', '=', principal.tenantId)
    .orderBy('restaurant_id')
    .orderBy('day')
    .execute();

describe('reports from rollups', () => {
  it('equal the orders across the fall DST change, and after past orders are cancelled, refunded or written late', async () => {
    // Edmonton falls back on 2025-11-02 (a 25-hour day); Regina stays at UTC-6.
    const ids = await writeOrders('2025-11-01T04:00:00.000Z', '2025-11-04T08:00:00.000Z');
    const [from, to] = ['2025-11-01', '2025-11-03'];
    const fast = await reports(from, to, LATER);
    const built = await builtDays();
    expect(built).toHaveLength(3 * locations.length);
    expect(fast).toEqual(await fromOrders(from, to));

    await reports(from, to, LATER);
    const before = await builtDays();
    // A past day's order cancelled, another refunded, a third marked ready later than promised.
    const db = t.db.kysely;
    await db
      .updateTable('orders')
      .set({ status: 'Cancelled', status_reason: 'Kitchen closed' })
      .where('id', '=', ids[5]!)
      .execute();
    await db.updateTable('orders').set({ payment_status: 'Refunded' }).where('id', '=', ids[40]!).execute();
    await db
      .updateTable('orders')
      .set({ status: 'Fulfilled', ready_at: '2025-11-03T23:00:00.000Z' })
      .where('id', '=', ids[90]!)
      .execute();
    // And an order written into a day already built.
    await writeOrder(locations[0]!, '2025-11-02T20:10:00.000Z', 3);
    const forgotten = (await builtDays()).length;
    expect(forgotten).toBeLessThan(before.length);
    const again = await reports(from, to, LATER);
    expect((await builtDays()).length).toBe(before.length);
    expect(again).not.toEqual(fast);
    expect(again).toEqual(await fromOrders(from, to));
  }, 120_000);

  it('equal the orders across the spring DST change, with today read from the orders', async () => {
    // Edmonton springs forward on 2026-03-08 (a 23-hour day).
    await writeOrders('2026-03-07T05:00:00.000Z', '2026-03-10T07:00:00.000Z');
    const [from, to] = ['2026-03-07', '2026-03-09'];
    // The clock in the middle of the 9th: the 7th and 8th are built, the 9th is read from the orders.
    const now = new Date('2026-03-09T18:00:00.000Z');
    const fast = await reports(from, to, now);
    expect((await builtDays()).map((d) => d.day).sort()).toEqual(
      locations.flatMap(() => ['2026-03-07', '2026-03-08']).sort(),
    );
    expect(fast).toEqual(await fromOrders(from, to));
    expect(await reports(from, to, LATER)).toEqual(await fromOrders(from, to));
  }, 120_000);

  it('equal the orders with a whole month built, and after an order of it is cancelled', async () => {
    // November 2025 and a few days either side; Edmonton's fall change is in it.
    const ids = await writeOrders('2025-10-29T03:00:00.000Z', '2025-12-03T09:00:00.000Z', 7 * 60 + 30);
    const [from, to] = ['2025-10-30', '2025-12-02'];
    const fast = await reports(from, to, LATER);
    const months = async () => (await builtDays()).filter((d) => d.day.length === 7);
    expect((await months()).map((d) => d.day)).toEqual(locations.map(() => '2025-11'));
    expect(fast).toEqual(await fromOrders(from, to));

    await reports(from, to, LATER);
    const before = await months();
    await t.db.kysely
      .updateTable('orders')
      .set({ status: 'Cancelled', status_reason: 'Out of noodles', payment_status: 'Voided' })
      .where('id', '=', ids[100]!)
      .execute();
    expect((await months()).length).toBe(before.length - 1);
    const again = await reports(from, to, LATER);
    expect((await months()).length).toBe(before.length);
    expect(again).not.toEqual(fast);
    expect(again).toEqual(await fromOrders(from, to));
  }, 120_000);
});

describe('the customers report of a finished range', () => {
  it('is kept whole, equals the orders, and is forgotten by a change to any order before its end', async () => {
    const db = t.db.kysely;
    const ids = await writeOrders('2025-12-01T12:00:00.000Z', '2025-12-03T12:00:00.000Z', 60);
    const [from, to] = ['2025-12-01', '2025-12-02'];
    // Kit orders in the range, and once before it at another location: Kit returns.
    const kit = { email: 'kit@rollups.test', email_mailbox: 'kit@rollups.test', first_name: 'Kit' };
    const earlier = await writeOrder(locations[1]!, '2025-11-20T18:00:00.000Z', 4);
    await db.updateTable('orders').set(kit).where('id', 'in', [earlier, ids[0]!, ids[7]!]).execute();
    const scopes = [undefined, ...locations.map((l) => l.id)];
    const read = (now: Date) =>
      Promise.all(
        scopes.map((restaurantId) => runReport(db, principal, 'customers', { from, to, restaurantId }, now)),
      );
    // A clock before the range's end: the range has not ended, so it is read from the orders.
    const fromOrders = () => read(new Date('2020-01-01T00:00:00.000Z'));
    const marks = () =>
      db
        .selectFrom('report_rollup_days')
        .select(['restaurant_id', 'day', 'build'])
        .where('tenant_id', '=', principal.tenantId)
        .where('day', 'like', 'customers:%')
        .orderBy('restaurant_id')
        .orderBy('day')
        .execute();

    const kept = await read(LATER);
    // Each scope's range marked at every location (an earlier sale anywhere makes a diner not new).
    const built = await marks();
    expect(built).toHaveLength(scopes.length * locations.length);
    expect(kept).toEqual(await fromOrders());
    expect(kept[0]).toMatchObject({ returningDiners: expect.any(Number) });
    expect(await read(LATER)).toEqual(kept);
    expect(await marks()).toEqual(built);

    // An order after the range's end changes nothing in it: kept.
    await writeOrder(locations[0]!, '2025-12-10T18:00:00.000Z', 5);
    expect(await marks()).toEqual(built);

    // Kit's earlier order cancelled: Kit is new now, at the location of the range's first orders too.
    await db.updateTable('orders').set({ status: 'Cancelled' }).where('id', '=', earlier).execute();
    expect((await marks()).filter((m) => m.restaurant_id === locations[1]!.id)).toEqual([]);
    const again = await read(LATER);
    expect(again).not.toEqual(kept);
    expect(again).toEqual(await fromOrders());
    expect((await marks()).length).toBe(built.length);
  }, 120_000);
});
