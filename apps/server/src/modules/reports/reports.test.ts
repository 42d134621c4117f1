import {
  addDays,
  ORDERS_CSV_COLUMNS,
  reportCsv,
  REPORTS,
  toCents,
  type ApiOrder,
  type CancellationsReportResponse,
  type ChannelsReportResponse,
  type CustomersReportResponse,
  type GiftCardsAndPointsReportResponse,
  type ItemsReportResponse,
  type PromisesReportResponse,
  type PromotionsReportResponse,
  type ReportResponse,
  type SalesReportResponse,
  type WhenReportResponse,
  UNTIL_FURTHER_NOTICE,
  localDateOf,
} from '@storefront/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import type { Row } from '../../db/schema';
import { TEST_NOW } from '../../test/harness';
import { placeTestOrder } from '../../test/orders-fixture';
import { insertMember, seededOrderOf, someCustomerIdOf } from '../../test/reports-fixture';
import { tenantRowOf } from '../../test/rows';
import { recordAudit } from '../audit/audit.service';
import { client, t, useConsoleApp, type ConsoleRole } from '../../test/owner-console-fixture';

/*
 * Issue 32: the staff API's reports, from orders written with known money columns (copies of a
 * seeded order, so every other column is as an order's) and from orders placed through the API.
 */

useConsoleApp();

interface Location {
  id: string;
  name: string;
  zone: string;
}
let emerald: { tenantId: string; base: Row<'orders'>; line: Row<'order_lines'>; locations: Location[] };
let gold: { tenantId: string; restaurantId: string };
let nextNumber = 900_000;

const byZone = (zone: string) => emerald.locations.find((l) => l.zone === zone)!;

beforeAll(async () => {
  const db = t.db.kysely;
  const tenantOf = async (slug: string) => (await tenantRowOf(t.db, slug)).id;
  const emeraldId = await tenantOf('emerald');
  const restaurants = await db
    .selectFrom('restaurants')
    .select(['id', 'name', 'settings'])
    .where('tenant_id', '=', emeraldId)
    .execute();
  emerald = {
    tenantId: emeraldId,
    ...(await seededOrderOf(t.db, emeraldId)),
    locations: restaurants.map((r) => ({
      id: r.id,
      name: r.name,
      zone: (typeof r.settings === 'string' ? JSON.parse(r.settings) : r.settings).time_zone,
    })),
  };
  const goldId = await tenantOf('goldenmaple');
  const goldRestaurant = await db
    .selectFrom('restaurants')
    .select('id')
    .where('tenant_id', '=', goldId)
    .executeTakeFirstOrThrow();
  gold = { tenantId: goldId, restaurantId: goldRestaurant.id };
  // The demo's three Emerald locations: Mountain time with DST twice, and Regina without.
  expect(emerald.locations.map((l) => l.zone).sort()).toEqual([
    'America/Edmonton',
    'America/Edmonton',
    'America/Regina',
  ]);
});

interface Money {
  subtotal: number;
  discount?: number;
  gst?: number;
  pst?: number;
  deliveryFee?: number;
  deliveryGst?: number;
  tip?: number;
  giftCard?: number;
}

/** An Emerald order row with these money columns (cents), received at `receivedAt`. */
function orderRow(
  location: Location,
  receivedAt: string,
  money: Money,
  extra: Partial<Row<'orders'>> = {},
): Row<'orders'> {
  const m = { discount: 0, gst: 0, pst: 0, deliveryFee: 0, deliveryGst: 0, tip: 0, giftCard: 0, ...money };
  const id = newId();
  const total = m.subtotal - m.discount + m.gst + m.pst + m.deliveryFee + m.deliveryGst + m.tip - m.giftCard;
  return {
    ...emerald.base,
    id,
    restaurant_id: location.id,
    order_number: ++nextNumber,
    idempotency_key: `report-${id}`,
    customer_id: null,
    status: 'Fulfilled',
    received_at: receivedAt,
    created_at: receivedAt,
    updated_at: receivedAt,
    pickup_time: receivedAt,
    adjusted_pickup_time: null,
    ready_at: null,
    status_reason: null,
    reservation_id: null,
    coupon_code: null,
    next_order_coupon_code: null,
    payment_status: 'Paid',
    subtotal_cents: m.subtotal,
    discount_total_cents: m.discount,
    gst_cents: m.gst,
    pst_cents: m.pst,
    tax_cents: m.gst + m.pst,
    delivery_fee_cents: m.deliveryFee,
    delivery_gst_cents: m.deliveryGst,
    tip_cents: m.tip,
    gift_card_total_cents: m.giftCard,
    total_cents: total,
    points_redeemed: 0,
    points_discount_cents: 0,
    ...extra,
  };
}

/** Writes an Emerald order (orderRow) and its one item line; its id. */
async function writeOrder(
  location: Location,
  receivedAt: string,
  money: Money,
  extra: Partial<Row<'orders'>> = {},
  item = { name: 'Report Dumplings', quantity: 1 },
): Promise<string> {
  const order = orderRow(location, receivedAt, money, extra);
  await t.db.kysely.insertInto('orders').values(order).execute();
  await t.db.kysely
    .insertInto('order_lines')
    .values({
      ...emerald.line,
      id: newId(),
      order_id: order.id,
      name: item.name,
      quantity: item.quantity,
      base_total_cents: order.subtotal_cents,
      extra_total_cents: 0,
      discount_cents: order.discount_total_cents,
    })
    .execute();
  return order.id;
}

const report = async <T>(role: ConsoleRole, path: string) => {
  const response = await client.as<T>(role, 'GET', `/api/staff/reports/${path}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

/** A report's CSV as the server sends it, with its status. */
const reportCsvOf = async (role: ConsoleRole, path: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/staff/reports/${path}`,
    headers: {
      host: `${role.startsWith('gold') ? 'goldenmaple' : 'emerald'}.localhost`,
      authorization: `Bearer ${client.tokens[role]}`,
    },
  });
  return { status: response.statusCode, type: response.headers['content-type'], text: response.body };
};

const csvOf = async (role: ConsoleRole, query: string) => {
  const response = await reportCsvOf(role, `orders.csv?${query}`);
  expect(response.status, response.text).toBe(200);
  expect(response.type).toMatch(/^text\/csv/);
  const [header, ...lines] = response.text.trimEnd().split('\r\n');
  const columns = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [columns[i]!, v])));
};

/** CSV lines split into fields; the reports' test data has no quoted field. */
const linesOf = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

/** The CSV's sales lines summed, in cents, for the columns that match the sales report's. */
const csvSales = (rows: Record<string, string>[]) => {
  const sales = rows.filter((r) => r.in_sales === 'yes');
  const sum = (column: string) => sales.reduce((s, r) => s + toCents(Number(r[column])), 0);
  return {
    orders: sales.length,
    grossSales: sum('gross_sales'),
    discounts: sum('discounts'),
    netSales: sum('net_sales'),
    gst: sum('gst') + sum('delivery_gst'),
    pst: sum('pst'),
    tips: sum('tip'),
    deliveryFees: sum('delivery_fee'),
  };
};

describe('GET /api/staff/reports/sales', () => {
  it('adds each location’s orders into its own local days, across the fall DST change', async () => {
    const edmonton = byZone('America/Edmonton');
    const regina = byZone('America/Regina');
    // 2025-11-02: Edmonton falls back (UTC-6 to UTC-7); Regina stays at UTC-6. A past change, as
    // every runtime's time zone data has it (tz 2026 ends Alberta's changes from 2026 on).
    // 06:30 UTC on the 3rd: 23:30 on the 2nd in Edmonton, 00:30 on the 3rd in Regina.
    await writeOrder(edmonton, '2025-11-03T06:30:00.000Z', {
      subtotal: 2000,
      discount: 500,
      gst: 75,
      tip: 300,
    });
    await writeOrder(regina, '2025-11-03T06:30:00.000Z', { subtotal: 1000, gst: 50, pst: 60 });
    // 06:30 UTC on the 2nd is 00:30 MDT on the 2nd in Edmonton (still daylight time).
    await writeOrder(edmonton, '2025-11-02T06:30:00.000Z', {
      subtotal: 4000,
      gst: 200,
      deliveryFee: 500,
      deliveryGst: 25,
    });
    // A rejected order and a refunded one: not sales, but the refund is counted as one.
    await writeOrder(
      edmonton,
      '2025-11-02T18:00:00.000Z',
      { subtotal: 9900 },
      { status: 'Rejected', status_reason: 'Too busy' },
    );
    await writeOrder(
      edmonton,
      '2025-11-02T19:00:00.000Z',
      { subtotal: 1500 },
      { status: 'Cancelled', payment_status: 'Refunded' },
    );

    const sales = await report<SalesReportResponse>('emeraldOwner', 'sales?from=2025-11-02&to=2025-11-03');
    expect(sales.restaurantIds.sort()).toEqual(emerald.locations.map((l) => l.id).sort());
    expect(sales.rows.map((r) => [r.period, r.orders, r.grossSales, r.netSales])).toEqual([
      ['2025-11-02', 2, 60, 55],
      ['2025-11-03', 1, 10, 10],
    ]);
    expect(sales.totals).toEqual({
      orders: 3,
      grossSales: 70,
      discounts: 5,
      netSales: 65,
      gst: 3.5,
      pst: 0.6,
      tips: 3,
      deliveryFees: 5,
      refunds: 15,
      voids: 0,
      averageTicket: 21.67,
    });

    const reginaOnly = await report<SalesReportResponse>(
      'emeraldOwner',
      `sales?from=2025-11-02&to=2025-11-03&restaurantId=${regina.id}`,
    );
    expect(reginaOnly.rows.map((r) => r.grossSales)).toEqual([0, 10]);

    const byMonth = await report<SalesReportResponse>(
      'emeraldOwner',
      'sales?from=2025-11-02&to=2025-11-03&groupBy=month',
    );
    expect(byMonth.rows).toEqual([{ period: '2025-11-01', ...sales.totals }]);

    const csv = await csvOf('emeraldOwner', 'from=2025-11-02&to=2025-11-03');
    expect(csv).toHaveLength(5);
    expect(Object.keys(csv[0]!)).toEqual([...ORDERS_CSV_COLUMNS]);
    expect(csvSales(csv)).toEqual({
      orders: 3,
      grossSales: 7000,
      discounts: 500,
      netSales: 6500,
      gst: 350,
      pst: 60,
      tips: 300,
      deliveryFees: 500,
    });
    expect(csv.map((r) => r.local_date).sort()).toEqual([
      '2025-11-02',
      '2025-11-02',
      '2025-11-02',
      '2025-11-02',
      '2025-11-03',
    ]);
  });

  it('shows staff of a location only their location, and another tenant nothing of it', async () => {
    const theirs = await report<SalesReportResponse>('emeraldCalgary', 'sales?from=2027-12-01&to=2027-12-01');
    expect(theirs.restaurantIds).toHaveLength(1);
    const calgary = emerald.locations.find((l) => l.id === theirs.restaurantIds[0])!;
    const other = emerald.locations.find((l) => l.id !== calgary.id)!;
    await writeOrder(calgary, '2027-12-01T20:00:00.000Z', { subtotal: 1234 });
    await writeOrder(other, '2027-12-01T20:00:00.000Z', { subtotal: 4321 });
    const mine = await report<SalesReportResponse>('emeraldCalgary', 'sales?from=2027-12-01&to=2027-12-01');
    expect(mine.restaurantIds).toEqual([calgary.id]);
    expect(mine.totals.grossSales).toBe(12.34);
    const refused = await client.as(
      'emeraldCalgary',
      'GET',
      `/api/staff/reports/sales?from=2027-12-01&to=2027-12-01&restaurantId=${other.id}`,
    );
    expect(refused.status).toBe(404);
    const csv = await csvOf('emeraldCalgary', 'from=2027-12-01&to=2027-12-01');
    expect(csv.map((r) => r.gross_sales)).toEqual(['12.34']);
    const gold = await report<SalesReportResponse>('goldOwner', 'sales?from=2027-12-01&to=2027-12-01');
    expect(gold.totals.orders).toBe(0);
  });

  it('equals the orders placed through the API, as the order view shows them', async () => {
    const day = '2026-11-25';
    const before = await report<SalesReportResponse>('goldOwner', `sales?from=${day}&to=${day}`);
    const placed: ApiOrder[] = [];
    for (let i = 0; i < 3; i++) placed.push(await placeTestOrder(t.app, { restaurantId: gold.restaurantId }));
    const after = await report<SalesReportResponse>('goldOwner', `sales?from=${day}&to=${day}`);
    const cents = (pick: (o: ApiOrder) => number) => placed.reduce((s, o) => s + toCents(pick(o)), 0);
    const delta = (key: 'grossSales' | 'discounts' | 'gst' | 'pst' | 'tips' | 'deliveryFees') =>
      toCents(after.totals[key]) - toCents(before.totals[key]);
    expect(after.totals.orders - before.totals.orders).toBe(3);
    expect(delta('grossSales')).toBe(cents((o) => o.subtotal));
    expect(delta('discounts')).toBe(cents((o) => o.discountTotal));
    expect(delta('gst')).toBe(cents((o) => o.gst + o.deliveryGST));
    expect(delta('pst')).toBe(cents((o) => o.pst));
    expect(delta('tips')).toBe(cents((o) => o.tip));
    expect(delta('deliveryFees')).toBe(cents((o) => o.deliveryFee));
    expect(placed.every((o) => o.subtotal > 0)).toBe(true);
  });

  it('streams a CSV longer than one batch, every order once, in the order they came in', async () => {
    const edmonton = byZone('America/Edmonton');
    const day = '2027-09-15';
    // More than two of the export's batches of 500, many at the same instant (the id breaks ties).
    const rows = Array.from({ length: 1_234 }, (_, i) =>
      orderRow(
        edmonton,
        new Date(Date.parse(`${day}T16:00:00.000Z`) + Math.floor(i / 3) * 60_000).toISOString(),
        {
          subtotal: 100 + i,
        },
      ),
    );
    for (let i = 0; i < rows.length; i += 100) {
      await t.db.kysely
        .insertInto('orders')
        .values(rows.slice(i, i + 100))
        .execute();
    }
    const csv = await csvOf('emeraldOwner', `from=${day}&to=${day}&restaurantId=${edmonton.id}`);
    expect(csv).toHaveLength(rows.length);
    expect(new Set(csv.map((r) => r.order_number)).size).toBe(rows.length);
    const times = csv.map((r) => r.received_at!);
    expect(times).toEqual([...times].sort());
    const sales = await report<SalesReportResponse>(
      'emeraldOwner',
      `sales?from=${day}&to=${day}&restaurantId=${edmonton.id}`,
    );
    expect(csvSales(csv).grossSales).toBe(toCents(sales.totals.grossSales));
    expect(sales.totals.grossSales).toBe(rows.reduce((sum, r) => sum + r.subtotal_cents, 0) / 100);
  });

  it('adds up for any orders: net + discounts = gross, and the CSV sums equal the report', async () => {
    const edmonton = byZone('America/Edmonton');
    const money = fc.record({
      subtotal: fc.integer({ min: 0, max: 200_000 }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
      gst: fc.integer({ min: 0, max: 10_000 }),
      pst: fc.integer({ min: 0, max: 10_000 }),
      tip: fc.integer({ min: 0, max: 5_000 }),
      deliveryFee: fc.integer({ min: 0, max: 1_000 }),
      minute: fc.integer({ min: 0, max: 2 * 24 * 60 - 1 }),
      status: fc.constantFrom('Received', 'Accepted', 'Fulfilled', 'Rejected', 'Cancelled'),
    });
    let day = '2028-01-01';
    await fc.assert(
      fc.asyncProperty(fc.array(money, { minLength: 1, maxLength: 8 }), async (orders) => {
        // Each run its own two days, so runs do not see each other's orders.
        day = addDays(day, 2);
        const start = Date.parse(`${day}T07:00:00.000Z`);
        for (const o of orders) {
          await writeOrder(
            edmonton,
            new Date(start + o.minute * 60_000).toISOString(),
            { ...o, discount: Math.floor(o.subtotal * o.share) },
            { status: o.status },
          );
        }
        const query = `from=${day}&to=${addDays(day, 1)}&restaurantId=${edmonton.id}`;
        const sales = await report<SalesReportResponse>('emeraldOwner', `sales?${query}`);
        const totals = sales.totals;
        expect(toCents(totals.netSales) + toCents(totals.discounts)).toBe(toCents(totals.grossSales));
        const csv = csvSales(await csvOf('emeraldOwner', query));
        expect(csv).toEqual({
          orders: totals.orders,
          grossSales: toCents(totals.grossSales),
          discounts: toCents(totals.discounts),
          netSales: toCents(totals.netSales),
          gst: toCents(totals.gst),
          pst: toCents(totals.pst),
          tips: toCents(totals.tips),
          deliveryFees: toCents(totals.deliveryFees),
        });
      }),
      { numRuns: 12 },
    );
  });
});

describe('the other reports', () => {
  const day = '2027-06-09';
  beforeAll(async () => {
    const regina = byZone('America/Regina');
    // Wednesday 2027-06-09 in Regina (UTC-6): orders at 12:10 and 12:40 and 18:05 local.
    await writeOrder(
      regina,
      '2027-06-09T18:10:00.000Z',
      { subtotal: 1500 },
      {
        delivery_method: 'Delivery',
        payment_method: 'Online',
        pickup_time: '2027-06-09T18:40:00.000Z',
        ready_at: '2027-06-09T18:38:00.000Z',
      },
      { name: 'Wonton Soup', quantity: 2 },
    );
    await writeOrder(
      regina,
      '2027-06-09T18:40:00.000Z',
      { subtotal: 2500, discount: 500 },
      {
        delivery_method: 'Pickup',
        payment_method: 'Offline',
        status: 'Accepted',
        pickup_time: '2027-06-09T18:50:00.000Z',
        adjusted_pickup_time: '2027-06-09T19:00:00.000Z',
        ready_at: '2027-06-09T19:12:00.000Z',
      },
      { name: 'Pork Buns', quantity: 5 },
    );
    await writeOrder(
      regina,
      '2027-06-10T00:05:00.000Z',
      { subtotal: 800 },
      {
        delivery_method: 'Pickup',
        payment_method: 'Offline',
        channel: 'phone',
        pickup_time: '2027-06-10T00:20:00.000Z',
        ready_at: '2027-06-10T00:50:00.000Z',
      },
      { name: 'Wonton Soup', quantity: 1 },
    );
    await writeOrder(
      regina,
      '2027-06-09T20:00:00.000Z',
      { subtotal: 3000 },
      { status: 'Cancelled', status_reason: 'Out of pork' },
    );
    await writeOrder(
      regina,
      '2027-06-09T20:30:00.000Z',
      { subtotal: 1000 },
      { status: 'Rejected', status_reason: 'Out of pork' },
    );
    await writeOrder(
      regina,
      '2027-06-09T21:00:00.000Z',
      { subtotal: 1000 },
      { status: 'Rejected', status_reason: null },
    );
  });

  it('when: orders and net sales by local weekday and hour', async () => {
    const when = await report<WhenReportResponse>('emeraldOwner', `when?from=${day}&to=${day}`);
    expect(when.cells).toHaveLength(168);
    expect(when.cells.filter((c) => c.orders > 0)).toEqual([
      { weekday: 'wednesday', hour: 12, orders: 2, netSales: 35 },
      { weekday: 'wednesday', hour: 18, orders: 1, netSales: 8 },
    ]);
  });

  it('channels: by method, payment and where it was ordered (web or phone), and by channel alone', async () => {
    const channels = await report<ChannelsReportResponse>('emeraldOwner', `channels?from=${day}&to=${day}`);
    expect(channels.rows).toEqual([
      { deliveryMethod: 'Delivery', paymentMethod: 'Online', channel: 'web', orders: 1, netSales: 15 },
      { deliveryMethod: 'Pickup', paymentMethod: 'Offline', channel: 'phone', orders: 1, netSales: 8 },
      { deliveryMethod: 'Pickup', paymentMethod: 'Offline', channel: 'web', orders: 1, netSales: 20 },
    ]);
    expect(channels.byChannel).toEqual([
      { channel: 'web', orders: 2, netSales: 35 },
      { channel: 'phone', orders: 1, netSales: 8 },
    ]);
    const csv = await reportCsvOf('emeraldOwner', `channels.csv?from=${day}&to=${day}`);
    expect(csv.text).toContain('Pickup,Offline,phone,1,8.00');
  });

  it('items: quantities and sales after discounts, best first; options by how often they were chosen', async () => {
    const db = t.db.kysely;
    const lineOf = (name: string, status: 'Accepted' | 'Cancelled') =>
      db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select('order_lines.id')
        .where('order_lines.tenant_id', '=', emerald.tenantId)
        .where('order_lines.name', '=', name)
        .where('orders.status', '=', status)
        .where('orders.received_at', '>=', `${day}T00:00:00.000Z`)
        .where('orders.received_at', '<', `${day}T23:00:00.000Z`)
        .executeTakeFirstOrThrow();
    const option = async (lineId: string, quantity: number) =>
      db
        .insertInto('order_line_options')
        .values({
          id: newId(),
          tenant_id: emerald.tenantId,
          order_line_id: lineId,
          option_id: null,
          option_name: 'Spice',
          option_value: 'Hot',
          option_quantity: quantity,
          option_price_cents: 50,
          option_total_cents: 50 * quantity,
          position: 0,
        })
        .execute();
    await option((await lineOf('Pork Buns', 'Accepted')).id, 5);
    // A cancelled order's choices are no sale.
    await option((await lineOf('Report Dumplings', 'Cancelled')).id, 2);
    const items = await report<ItemsReportResponse>('emeraldOwner', `items?from=${day}&to=${day}`);
    expect(items.rows).toEqual([
      { name: 'Wonton Soup', quantity: 3, sales: 23 },
      { name: 'Pork Buns', quantity: 5, sales: 20 },
    ]);
    expect(items.options).toEqual([{ option: 'Spice', choice: 'Hot', quantity: 5, sales: 2.5 }]);
  });

  it('promises: ready against the promised time, by the local hour due', async () => {
    const promises = await report<PromisesReportResponse>('emeraldOwner', `promises?from=${day}&to=${day}`);
    expect(promises.totals).toEqual({ orders: 3, onTime: 1, upTo5: 0, upTo15: 1, later: 1 });
    expect(promises.byHour).toEqual([
      { hour: 12, orders: 1, onTime: 1, upTo5: 0, upTo15: 0, later: 0 },
      { hour: 13, orders: 1, onTime: 0, upTo5: 0, upTo15: 1, later: 0 },
      { hour: 18, orders: 1, onTime: 0, upTo5: 0, upTo15: 0, later: 1 },
    ]);
  });

  it('promotions: uses, discount given and the net sales of the orders that used them', async () => {
    const edmonton = byZone('America/Edmonton');
    const on = '2027-06-16';
    const db = t.db.kysely;
    const discount = (orderId: string, name: string, cents: number, extra: object = {}) =>
      db
        .insertInto('order_discounts')
        .values({
          id: newId(),
          tenant_id: emerald.tenantId,
          order_id: orderId,
          promotion_id: null,
          discount_name: name,
          coupon_code: null,
          discount_amount_cents: cents,
          is_next_order_coupon: 0,
          coupon_amount_cents: 0,
          coupon_code_expire_in: null,
          coupon_code_expire_unit: null,
          ...extra,
        })
        .execute();
    const happyHour = await writeOrder(edmonton, `${on}T20:00:00.000Z`, { subtotal: 4000, discount: 800 });
    await discount(happyHour, 'Dumpling Happy Hour', 600);
    // The next-order coupon this order issued is not a discount it got.
    await discount(happyHour, 'Next order $5', 0, { is_next_order_coupon: 1, coupon_amount_cents: 500 });
    await db
      .insertInto('order_promotions')
      .values({
        id: newId(),
        tenant_id: emerald.tenantId,
        order_id: happyHour,
        promotion_id: null,
        promotion_name: '25% off Bubble Tea',
        quantity: 1,
        amount_cents: 800,
        discount_amount_cents: 200,
        coupon_code: null,
        discounted_items: '[]',
      })
      .execute();
    const coupon = await writeOrder(edmonton, `${on}T20:10:00.000Z`, { subtotal: 3500, discount: 500 });
    await discount(coupon, '$5 off', 500, { coupon_code: 'NOODLE5' });
    await writeOrder(
      edmonton,
      `${on}T20:20:00.000Z`,
      { subtotal: 2000, discount: 300 },
      { points_redeemed: 300, points_discount_cents: 300 },
    );
    const cancelled = await writeOrder(
      edmonton,
      `${on}T20:30:00.000Z`,
      { subtotal: 4000, discount: 600 },
      { status: 'Cancelled' },
    );
    await discount(cancelled, 'Dumpling Happy Hour', 600);

    const promotions = await report<PromotionsReportResponse>(
      'emeraldOwner',
      `promotions?from=${on}&to=${on}`,
    );
    expect(promotions.rows).toEqual([
      { name: 'Dumpling Happy Hour', couponCode: null, orders: 1, discount: 6, netSales: 32 },
      { name: '$5 off', couponCode: 'NOODLE5', orders: 1, discount: 5, netSales: 30 },
      { name: 'Loyalty points', couponCode: null, orders: 1, discount: 3, netSales: 17 },
      { name: '25% off Bubble Tea', couponCode: null, orders: 1, discount: 2, netSales: 32 },
    ]);
  });

  it('customers: new and returning diners, members and guests, the best customers', async () => {
    const edmonton = byZone('America/Edmonton');
    const on = '2027-06-23';
    const member = await t.db.kysely
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', emerald.tenantId)
      .executeTakeFirstOrThrow();
    const diner = (email: string, first_name: string) => ({
      email,
      email_mailbox: email,
      first_name,
      last_name: 'Diner',
    });
    // Ada ordered before the range: she returns; Bo orders for the first time, signed in.
    await writeOrder(
      edmonton,
      '2027-06-01T20:00:00.000Z',
      { subtotal: 900 },
      diner('ada@report.test', 'Ada'),
    );
    await writeOrder(edmonton, `${on}T20:00:00.000Z`, { subtotal: 1000 }, diner('ada@report.test', 'Ada'));
    await writeOrder(edmonton, `${on}T21:00:00.000Z`, { subtotal: 2000 }, diner('ada@report.test', 'Ada'));
    await writeOrder(
      edmonton,
      `${on}T22:00:00.000Z`,
      { subtotal: 6000, discount: 1000 },
      { ...diner('bo@report.test', 'Bo'), customer_id: member.id },
    );
    // A cancelled order is no sale: Cy did not order.
    await writeOrder(
      edmonton,
      `${on}T22:30:00.000Z`,
      { subtotal: 700 },
      { ...diner('cy@report.test', 'Cy'), status: 'Cancelled' },
    );

    const customers = await report<CustomersReportResponse>(
      'emeraldOwner',
      `customers?from=${on}&to=${on}&restaurantId=${edmonton.id}`,
    );
    expect(customers).toMatchObject({
      diners: 2,
      newDiners: 1,
      returningDiners: 1,
      members: { orders: 1, netSales: 50 },
      guests: { orders: 2, netSales: 30 },
      top: [
        { email: 'bo@report.test', name: 'Bo Diner', member: true, orders: 1, netSales: 50 },
        { email: 'ada@report.test', name: 'Ada Diner', member: false, orders: 2, netSales: 30 },
      ],
    });
  });

  it('customers: referrals that ordered, the members who joined from another’s invitation', async () => {
    const regina = byZone('America/Regina');
    const on = '2027-06-24';
    const referrer = await someCustomerIdOf(t.db, emerald.tenantId);
    const member = async (email: string, referrerId: string | null) => {
      const id = await insertMember(t.db, {
        tenantId: emerald.tenantId,
        email,
        firstName: 'Ref',
        lastName: 'Erred',
        referrerId,
        joinedAt: `${on}T00:00:00.000Z`,
      });
      return { email, email_mailbox: email, first_name: 'Ref', last_name: 'Erred', customer_id: id };
    };
    const invited = await member('invited@report.test', referrer);
    const idle = await member('idle@report.test', referrer);
    const own = await member('own@report.test', null);
    const before = await report<CustomersReportResponse>(
      'emeraldOwner',
      `customers?from=${on}&to=${on}&restaurantId=${regina.id}`,
    );
    expect(before.referred).toEqual({ diners: 0, orders: 0, netSales: 0 });
    // Two sales and a cancelled order by the invited member; the other invited member orders the
    // day after; a member who came on their own is no referral.
    await writeOrder(regina, `${on}T19:00:00.000Z`, { subtotal: 2500, discount: 500 }, invited);
    await writeOrder(regina, `${on}T20:00:00.000Z`, { subtotal: 1200 }, invited);
    await writeOrder(regina, `${on}T21:00:00.000Z`, { subtotal: 900 }, { ...invited, status: 'Cancelled' });
    await writeOrder(regina, '2027-06-25T19:00:00.000Z', { subtotal: 800 }, idle);
    await writeOrder(regina, `${on}T19:30:00.000Z`, { subtotal: 3000 }, own);

    const customers = await report<CustomersReportResponse>(
      'emeraldOwner',
      `customers?from=${on}&to=${on}&restaurantId=${regina.id}`,
    );
    expect(customers.referred).toEqual({ diners: 1, orders: 2, netSales: 32 });
    const both = await report<CustomersReportResponse>(
      'emeraldOwner',
      `customers?from=${on}&to=2027-06-25&restaurantId=${regina.id}`,
    );
    expect(both.referred).toEqual({ diners: 2, orders: 3, netSales: 40 });
  });

  it('gift cards and points: sold, redeemed, earned and spent in the range, and what is left at its end', async () => {
    const on = '2027-07-01';
    const path = `gift-cards-and-points?from=${on}&to=${on}`;
    const before = await report<GiftCardsAndPointsReportResponse>('emeraldOwner', path);
    expect(before.giftCards).toMatchObject({ sold: 0, soldValue: 0, redeemed: 0 });
    const db = t.db.kysely;
    const at = `${on}T18:00:00.000Z`;
    const card = newId();
    await db
      .insertInto('gift_cards')
      .values({
        id: card,
        tenant_id: emerald.tenantId,
        gift_card_number: `9${Date.now()}`.slice(0, 16),
        customer_id: null,
        gift_card_order_id: null,
        kind: 'Digital',
        initial_balance_cents: 5000,
        balance_cents: 4000,
        pending_balance_cents: 3001,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const redemption = (amount: number, status: 'captured' | 'held', when = at) => ({
      id: newId(),
      tenant_id: emerald.tenantId,
      gift_card_id: card,
      order_id: null,
      amount_cents: amount,
      status,
      expires_at: when,
      created_at: when,
      updated_at: when,
    });
    const captured = redemption(1500, 'captured');
    // A hold is not yet a redemption; a capture after the range is not this range's.
    await db
      .insertInto('gift_card_redemptions')
      .values([captured, redemption(999, 'held'), redemption(300, 'captured', '2027-07-05T18:00:00.000Z')])
      .execute();
    await db
      .insertInto('gift_card_refunds')
      .values({
        id: newId(),
        tenant_id: emerald.tenantId,
        gift_card_id: card,
        redemption_id: captured.id,
        order_id: null,
        amount_cents: 500,
        reason: 'Cancelled',
        created_at: at,
      })
      .execute();
    const member = await db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', emerald.tenantId)
      .executeTakeFirstOrThrow();
    const points = (n: number, kind: 'order' | 'redemption', when = at) => ({
      id: newId(),
      tenant_id: emerald.tenantId,
      customer_id: member.id,
      kind,
      order_id: null,
      referred_customer_id: null,
      points: n,
      note: null,
      created_at: when,
      staff_user_id: null,
      restaurant_id: null,
      purchase_cents: null,
      idempotency_key: null,
    });
    await db
      .insertInto('loyalty_points_ledger')
      .values([
        points(120, 'order'),
        points(-50, 'redemption'),
        points(40, 'order', '2027-07-05T18:00:00.000Z'),
      ])
      .execute();

    const after = await report<GiftCardsAndPointsReportResponse>('emeraldOwner', path);
    expect(after.giftCards).toEqual({
      sold: 1,
      soldValue: 50,
      redeemed: 10,
      outstanding: before.giftCards.outstanding + 40,
    });
    expect(after.points).toEqual({ earned: 120, spent: 50, outstanding: before.points.outstanding + 70 });

    const staff = await client.as<{ message: string }>('emeraldCalgary', 'GET', `/api/staff/reports/${path}`);
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe(
      'Gift cards and points belong to the whole brand: only the owner sees them.',
    );
  });

  it('cancellations: by status and reason', async () => {
    const cancellations = await report<CancellationsReportResponse>(
      'emeraldOwner',
      `cancellations?from=${day}&to=${day}`,
    );
    expect(cancellations.rows).toEqual([
      { status: 'Cancelled', reason: 'Out of pork', orders: 1, total: 30 },
      { status: 'Rejected', reason: null, orders: 1, total: 10 },
      { status: 'Rejected', reason: 'Out of pork', orders: 1, total: 10 },
    ]);
  });
});

describe('items 86’d', () => {
  /** The location's items not 86'd by the seed. */
  const availableItems = (location: Location) =>
    t.db.kysely
      .selectFrom('menu_items as i')
      .innerJoin('menu_sections as s', 's.id', 'i.section_id')
      .innerJoin('menus as m', 'm.id', 's.menu_id')
      .select(['i.id', 'i.name'])
      .where('i.tenant_id', '=', emerald.tenantId)
      .where('m.restaurant_id', '=', location.id)
      .where('i.sold_out_until', 'is', null)
      .orderBy('i.id')
      .execute();
  const emeraldOwnerAccount = () =>
    t.db.kysely
      .selectFrom('staff_users')
      .select('id')
      .where('tenant_id', '=', emerald.tenantId)
      .where('email', '=', 'staff@emerald.example.ca')
      .executeTakeFirstOrThrow();

  it('says which items were sold out within the range and for how long, from the staff’s writes', async () => {
    const db = t.db.kysely;
    const regina = byZone('America/Regina');
    const [soup, buns] = await availableItems(regina);
    const staff = await emeraldOwnerAccount();
    // As the kitchen's 86 panel writes them (kitchen.service): the changed sold_out_until, at `at`.
    const write = (itemId: string, at: string, from: string | null, to: string | null) =>
      recordAudit(db, {
        tenantId: emerald.tenantId,
        staffAccountId: staff.id,
        restaurantId: regina.id,
        entity: 'menu_item',
        entityId: itemId,
        action: 'update',
        before: { sold_out_until: from },
        after: { sold_out_until: to },
        at: new Date(at),
      });
    // 2026-08-04 in Regina (UTC-6) runs from 06:00 UTC to 06:00 UTC the next day.
    await write(soup!.id, '2026-08-03T23:00:00.000Z', null, UNTIL_FURTHER_NOTICE);
    await write(soup!.id, '2026-08-04T08:00:00.000Z', UNTIL_FURTHER_NOTICE, null);
    await write(soup!.id, '2026-08-04T20:00:00.000Z', null, '2026-08-04T22:30:00.000Z');
    await write(buns!.id, '2026-08-05T04:00:00.000Z', null, UNTIL_FURTHER_NOTICE);
    // A change of another field leaves the 86 as it was.
    await recordAudit(db, {
      tenantId: emerald.tenantId,
      staffAccountId: staff.id,
      restaurantId: regina.id,
      entity: 'menu_item',
      entityId: buns!.id,
      action: 'update',
      before: { name: buns!.name, sold_out_until: UNTIL_FURTHER_NOTICE },
      after: { name: `${buns!.name} `, sold_out_until: UNTIL_FURTHER_NOTICE },
      at: new Date('2026-08-05T05:00:00.000Z'),
    });
    const query = `from=2026-08-04&to=2026-08-04&restaurantId=${regina.id}`;
    const items = await report<ItemsReportResponse>('emeraldOwner', `items?${query}`);
    expect(items.soldOut).toEqual([
      { name: soup!.name, restaurantId: regina.id, times: 2, minutes: 120 + 150, soldOutAtEnd: false },
      { name: buns!.name, restaurantId: regina.id, times: 1, minutes: 120, soldOutAtEnd: true },
    ]);
    const next = await report<ItemsReportResponse>(
      'emeraldOwner',
      `items?from=2026-08-05&to=2026-08-05&restaurantId=${regina.id}`,
    );
    expect(next.soldOut).toEqual([
      { name: buns!.name, restaurantId: regina.id, times: 1, minutes: 24 * 60, soldOutAtEnd: true },
    ]);
    const csv = await reportCsvOf('emeraldOwner', `items.csv?${query}`);
    expect(linesOf(csv.text).filter((line) => line[0] === '86d')).toEqual([
      ['86d', soup!.name, '', '', '', '2', '270', 'no'],
      ['86d', buns!.name, '', '', '', '1', '120', 'yes'],
    ]);
    const elsewhere = await report<ItemsReportResponse>(
      'emeraldOwner',
      `items?from=2026-08-04&to=2026-08-04&restaurantId=${byZone('America/Edmonton').id}`,
    );
    expect(elsewhere.soldOut).toEqual([]);
  });

  it('ends an 86 where the kitchen’s 86 panel brings the item back', async () => {
    const db = t.db.kysely;
    const edmonton = byZone('America/Edmonton');
    const [item] = await availableItems(edmonton);
    const staff = await emeraldOwnerAccount();
    // 86'd two hours before the pinned now, as the panel would have written it then.
    await db
      .updateTable('menu_items')
      .set({ sold_out_until: UNTIL_FURTHER_NOTICE })
      .where('id', '=', item!.id)
      .execute();
    await recordAudit(db, {
      tenantId: emerald.tenantId,
      staffAccountId: staff.id,
      restaurantId: edmonton.id,
      entity: 'menu_item',
      entityId: item!.id,
      action: 'update',
      before: { sold_out_until: null },
      after: { sold_out_until: UNTIL_FURTHER_NOTICE },
      at: new Date(TEST_NOW.getTime() - 2 * 3_600_000),
    });
    const back = await client.as(
      'emeraldOwner',
      'POST',
      `/api/staff/restaurants/${edmonton.id}/items/${item!.id}/sold-out`,
      { body: { until: 'available' } },
    );
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const day = localDateOf(TEST_NOW.getTime(), edmonton.zone);
    const items = await report<ItemsReportResponse>(
      'emeraldOwner',
      `items?from=${day}&to=${day}&restaurantId=${edmonton.id}`,
    );
    expect(items.soldOut.find((s) => s.name === item!.name)).toEqual({
      name: item!.name,
      restaurantId: edmonton.id,
      times: 1,
      minutes: 120,
      soldOutAtEnd: false,
    });
  });
});

describe('GET /api/staff/reports/{report}.csv', () => {
  const day = '2027-06-09';

  it.each(REPORTS)('%s: the same rows and figures as the JSON report', async (name) => {
    const query = `from=${day}&to=${day}`;
    const json = await report<ReportResponse>('emeraldOwner', `${name}?${query}`);
    const csv = await reportCsvOf('emeraldOwner', `${name}.csv?${query}`);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.text).toBe(reportCsv(json));
  });

  it('sales: one line per day and a total line, each equal to the JSON report to the cent', async () => {
    const regina = byZone('America/Regina');
    await writeOrder(regina, '2027-07-01T18:00:00.000Z', {
      subtotal: 1999,
      discount: 333,
      gst: 83,
      tip: 101,
    });
    await writeOrder(regina, '2027-07-02T18:00:00.000Z', { subtotal: 1, pst: 7 });
    const query = `from=2027-07-01&to=2027-07-03&restaurantId=${regina.id}`;
    const json = await report<SalesReportResponse>('emeraldOwner', `sales?${query}`);
    const [header, ...lines] = linesOf((await reportCsvOf('emeraldOwner', `sales.csv?${query}`)).text);
    const column = (name: string) => header!.indexOf(name);
    expect(lines.map((l) => l[0])).toEqual(['2027-07-01', '2027-07-02', '2027-07-03', 'Total']);
    const figures = [...json.rows, json.totals];
    const money = ['gross_sales', 'discounts', 'net_sales', 'gst', 'pst', 'tips'] as const;
    const keys = ['grossSales', 'discounts', 'netSales', 'gst', 'pst', 'tips'] as const;
    lines.forEach((line, i) => {
      expect(Number(line[column('orders')])).toBe(figures[i]!.orders);
      money.forEach((name, k) =>
        expect(toCents(Number(line[column(name)]))).toBe(toCents(figures[i]![keys[k]!])),
      );
    });
    const total = lines.at(-1)!;
    expect(total[column('net_sales')]).toBe('16.67');
    expect(total[column('gst')]).toBe('0.83');
    const days = lines.slice(0, -1);
    for (const name of money) {
      const sum = days.reduce((s, l) => s + toCents(Number(l[column(name)])), 0);
      expect(sum).toBe(toCents(Number(total[column(name)])));
    }
  });

  it('keeps the JSON report’s scope: staff see their location only, and the brand-wide report is the owner’s', async () => {
    const theirs = await report<SalesReportResponse>('emeraldCalgary', `sales?from=${day}&to=${day}`);
    const other = emerald.locations.find((l) => l.id !== theirs.restaurantIds[0])!;
    const refused = await reportCsvOf(
      'emeraldCalgary',
      `sales.csv?from=${day}&to=${day}&restaurantId=${other.id}`,
    );
    expect(refused.status).toBe(404);
    const brand = await reportCsvOf('emeraldCalgary', `gift-cards-and-points.csv?from=${day}&to=${day}`);
    expect(brand.status).toBe(403);
    expect(JSON.parse(brand.text).message).toBe(
      'Gift cards and points belong to the whole brand: only the owner sees them.',
    );
  });
});

describe('refusals', () => {
  it.each([
    ['sales', 'Choose the first and the last day of the report (from and to, as YYYY-MM-DD).'],
    [
      'sales?from=2026-02-30&to=2026-03-01',
      '“2026-02-30” is not a date: use YYYY-MM-DD, for example 2026-11-01.',
    ],
    ['sales?from=2026-11-30&to=2026-11-01', 'The last day of the report comes before its first day.'],
    [
      'sales?from=2025-01-01&to=2026-12-31',
      'A report covers at most 366 days; choose a shorter range or run it year by year.',
    ],
    ['sales?from=2026-11-01&to=2026-11-30&groupBy=year', 'groupBy is day, week or month, not “year”.'],
    [
      'taxes?from=2026-11-01&to=2026-11-30',
      'There is no “taxes” report; the reports are sales, when, channels, items, promotions, customers, gift-cards-and-points, promises, cancellations.',
    ],
    ['sales.csv?from=2026-11-30&to=2026-11-01', 'The last day of the report comes before its first day.'],
    [
      'taxes.csv?from=2026-11-01&to=2026-11-30',
      'There is no “taxes” report; the reports are sales, when, channels, items, promotions, customers, gift-cards-and-points, promises, cancellations.',
    ],
    [
      'orders.csv?from=2026-11-01',
      'Choose the first and the last day of the report (from and to, as YYYY-MM-DD).',
    ],
  ])('%s is a 400 saying why', async (path, message) => {
    const response = await client.as<{ message: string }>('goldOwner', 'GET', `/api/staff/reports/${path}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('is for signed-in staff only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/staff/reports/sales?from=2026-11-01&to=2026-11-30',
      headers: { host: 'goldenmaple.localhost' },
    });
    expect(response.statusCode).toBe(401);
  });
});
