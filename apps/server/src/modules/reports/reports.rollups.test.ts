import { presetRange, RANGE_PRESETS, REPORTS, type ReportName } from '@storefront/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { newId } from '../../db/ids';
import type { Row } from '../../db/schema';
import type { StaffPrincipal } from '../../http/staff-principal';
import { t, useConsoleApp } from '../../test/owner-console-fixture';
import { insertMember, seededOrderOf, someCustomerIdOf } from '../../test/reports-fixture';
import { tenantRowOf } from '../../test/rows';
import { restaurantSettingsOf } from '../restaurants/restaurants.presenter';
import { TEND_LOCK, tendCustomerRanges } from '../../housekeeping';
import { KEPT_RANGE_DAYS } from './reports.rollups';
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
  const tenant = await tenantRowOf(t.db, 'emerald');
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
  ({ base, line } = await seededOrderOf(t.db, tenant.id));
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

describe('the customers report of a range that includes today', () => {
  it('is its kept finished days and today’s orders combined, equal to the orders read whole', async () => {
    const db = t.db.kysely;
    // The app's clock: Wednesday 2026-11-25, afternoon at both locations; "this week" from Monday.
    const now = t.app.now();
    const [from, to] = ['2026-11-23', '2026-11-25'];
    const ids = await writeOrders('2026-11-23T12:00:00.000Z', '2026-11-25T20:00:00.000Z', 90);
    const today = (id: string) =>
      db
        .selectFrom('orders')
        .select('received_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
        .then((o) => o.received_at >= '2026-11-25T07:00:00.000Z');
    expect(await today(ids.at(-1)!)).toBe(true);
    expect(await today(ids[0]!)).toBe(false);
    const as = (email: string, extra: Record<string, unknown> = {}) => ({
      email,
      email_mailbox: email,
      first_name: email.split('@')[0]!,
      ...extra,
    });
    const place = async (location: number, at: string, n: number, who: Record<string, unknown>) => {
      const id = await writeOrder(locations[location]!, at, n);
      await db.updateTable('orders').set(who).where('id', '=', id).execute();
      return id;
    };
    // (The orders' `n` makes them sales: Fulfilled or Accepted.) A dozen regulars who spent more than the whale before today: the whale is not in the kept best ten.
    for (let i = 0; i < 12; i++)
      await place(i % 2, `2026-11-24T1${i % 10}:15:00.000Z`, 4, as(`regular${i}@rollups.test`));
    const whale = await place(0, '2026-11-25T18:00:00.000Z', 8, as('whale@rollups.test'));
    await db.updateTable('orders').set({ subtotal_cents: 900_000 }).where('id', '=', whale).execute();
    const small = await place(1, '2026-11-23T18:00:00.000Z', 9, as('whale@rollups.test'));
    await db
      .updateTable('orders')
      .set({ subtotal_cents: 100, discount_total_cents: 0 })
      .where('id', '=', small)
      .execute();
    // A diner whose first sale ever is today.
    await place(1, '2026-11-25T19:00:00.000Z', 13, as('fresh@rollups.test'));
    // A referred member who ordered before today and today.
    const memberId = await insertMember(t.db, {
      tenantId: principal.tenantId,
      email: 'invited@rollups.test',
      firstName: 'Invited',
      lastName: 'Member',
      referrerId: await someCustomerIdOf(t.db, principal.tenantId),
      joinedAt: '2026-11-01T00:00:00.000Z',
    });
    const invited = as('invited@rollups.test', { customer_id: memberId });
    await place(0, '2026-11-24T18:00:00.000Z', 5, invited);
    await place(1, '2026-11-25T17:00:00.000Z', 12, invited);

    const scopes = [undefined, ...locations.map((l) => l.id)];
    const read = (clock: Date) =>
      Promise.all(
        scopes.map((restaurantId) =>
          runReport(db, principal, 'customers', { from, to, restaurantId }, clock),
        ),
      );
    // A clock before the range: nothing of it has ended, so it is read from the orders whole.
    const whole = await read(new Date('2020-01-01T00:00:00.000Z'));
    const keptMarks = () =>
      db
        .selectFrom('report_rollup_days')
        .select(['restaurant_id', 'day', 'build', 'ends_at'])
        .where('tenant_id', '=', principal.tenantId)
        .where('day', 'like', 'customers:%')
        .orderBy('restaurant_id')
        .orderBy('day')
        .execute();
    const before = await keptMarks();

    const combined = await read(now);
    expect(combined).toEqual(whole);
    // Each scope's finished days (to Tuesday's local midnight) kept, marked at every location.
    const marks = await keptMarks();
    expect(marks.length - before.length).toBe(scopes.length * locations.length);
    // Read again: from the kept rows (no mark built anew), still equal.
    expect(await read(now)).toEqual(whole);
    expect(await keptMarks()).toEqual(marks);

    const all = combined[0] as unknown as {
      top: { email: string }[];
      referred: { diners: number };
    };
    expect(all.top[0]!.email).toBe('whale@rollups.test');
    expect(all.referred.diners).toBe(1);
    // The whale and the referred member ordered in both parts; fresh is new today.
    const yesterday = await runReport(db, principal, 'customers', { from, to: '2026-11-24' }, now);
    const topBefore = (yesterday as unknown as { top: { email: string }[] }).top.map((c) => c.email);
    expect(topBefore).not.toContain('whale@rollups.test');
    expect(yesterday).toMatchObject({ referred: { diners: 1 } });
    expect((combined[0] as unknown as { newDiners: number }).newDiners).toBe(
      (yesterday as unknown as { newDiners: number }).newDiners + 1,
    );
  }, 120_000);
});

describe('the housekeeping of kept customers ranges', () => {
  const keptKeys = () =>
    t.db.kysely
      .selectFrom('report_rollup_days')
      .select(['day', 'build', 'read_at'])
      .distinct()
      .where('tenant_id', '=', principal.tenantId)
      .where('day', 'like', 'customers:%')
      .orderBy('day')
      .execute();
  const days = (n: number) => n * 86_400_000;

  it('is tended by one process at a time (PostgreSQL; SQLite has one process)', async () => {
    const db = t.db.kysely;
    await db.deleteFrom('report_rollup_rows').where('day', 'like', 'customers:%').execute();
    await db.deleteFrom('report_rollup_days').where('day', 'like', 'customers:%').execute();
    const now = t.app.now();
    if (t.db.engine === 'postgres') {
      // Another process is tending: this one leaves the work to it, and keeps nothing itself.
      await db.transaction().execute(async (other) => {
        await sql`select pg_advisory_xact_lock(${TEND_LOCK})`.execute(other);
        expect(await tendCustomerRanges(db, now)).toEqual({ pruned: 0, warmed: 0 });
        expect(await keptKeys()).toEqual([]);
      });
    }
    expect((await tendCustomerRanges(db, now)).warmed).toBeGreaterThan(0);
    expect((await keptKeys()).length).toBeGreaterThan(0);
  });

  it('keeps the usual ranges’ finished days after a midnight, and prunes those nobody read for five weeks', async () => {
    const db = t.db.kysely;
    await db.deleteFrom('report_rollup_rows').where('day', 'like', 'customers:%').execute();
    await db.deleteFrom('report_rollup_days').where('day', 'like', 'customers:%').execute();
    const now = t.app.now();
    const tended = await tendCustomerRanges(db, now);
    expect(tended.warmed).toBeGreaterThan(0);
    const warmed = await keptKeys();
    expect(warmed.length).toBeGreaterThan(0);

    // Every usual range, for all locations (in each one's calendar) and each, is read from what was kept.
    for (const preset of RANGE_PRESETS.filter((p) => p !== 'today'))
      for (const restaurantId of [undefined, ...locations.map((l) => l.id)])
        for (const zone of restaurantId
          ? [locations.find((l) => l.id === restaurantId)!.zone]
          : locations.map((l) => l.zone)) {
          const range = presetRange(preset, now, zone);
          await runReport(db, principal, 'customers', { ...range, restaurantId }, now);
        }
    expect(await keptKeys()).toEqual(warmed);

    // A second run keeps what it kept: no range built again, none pruned.
    expect(await tendCustomerRanges(db, now)).toEqual({ pruned: 0, warmed: tended.warmed });
    expect(await keptKeys()).toEqual(warmed);

    // Thirty days on, the owner reads last month (October) again; five weeks and a day on, the
    // ranges nobody read since are pruned, and the day's usual ranges are kept anew.
    const october = { from: '2026-10-01', to: '2026-10-31' };
    await runReport(db, principal, 'customers', october, new Date(now.getTime() + days(30)));
    const read = (await keptKeys()).filter((k) => k.read_at! > now.toISOString());
    expect(read).toHaveLength(1);
    const later = new Date(now.getTime() + days(KEPT_RANGE_DAYS + 1));
    const again = await tendCustomerRanges(db, later);
    // (Counted over every tenant: the others' warmed ranges go too.)
    expect(again.pruned).toBeGreaterThanOrEqual(warmed.length - 1);
    const left = await keptKeys();
    expect(left.map((k) => k.day)).toContain(read[0]!.day);
    expect(left.filter((k) => warmed.some((w) => w.day === k.day)).map((k) => k.day)).toEqual([read[0]!.day]);
    expect(left.filter((k) => k.day !== read[0]!.day).every((k) => k.read_at === later.toISOString())).toBe(
      true,
    );
    expect(left.length).toBeGreaterThan(1);
    // Just warmed: not pruned by the next run.
    expect((await tendCustomerRanges(db, later)).pruned).toBe(0);
  }, 120_000);
});
