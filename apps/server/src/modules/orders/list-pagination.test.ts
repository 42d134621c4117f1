import type {
  ApiCoupon,
  ApiGiftCard,
  ApiOrder,
  ApiReservation,
  AuthResponse,
  StaffOrdersResponse,
} from '@storefront/domain';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/executor';
import { newId } from '../../db/ids';
import { insertRows } from '../../db/insert-rows';
import { call, signIn, staffTokenOf } from '../../test/accounts-fixture';
import { gold, t, useTestApp } from '../../test/app-fixture';
import { placeTestOrder } from '../../test/orders-fixture';
import { listCustomerOrders } from './order-records.service';
import { orderRowOf } from '../../test/rows';

/*
 * Issue 16, hole 4: every list answers one bounded page, and a page of orders costs a fixed number of
 * queries however many orders the member has (3,800 orders read one at a time stalled every tenant).
 */

/** Counts the statements run and the rows they return. */
class QueryCounter implements KyselyPlugin {
  queries = 0;
  rows = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.queries += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.rows += args.result.rows.length;
    return args.result;
  }
}

const MANY = 3000;

let demo: AuthResponse;

useTestApp();
beforeAll(async () => {
  demo = await signIn(t.app);
});

const get = <T>(path: string, token: string) =>
  call<T>(t.app, 'GET', `/api/eater${path}`, { token, slug: 'goldenmaple' });

const placeAs = (token: string | null): Promise<ApiOrder> =>
  placeTestOrder(t.app, { restaurantId: gold.restaurants[0]!._id, token });

/** Walks a plain-array list by its X-Next-Cursor header, `limit` at a time. */
async function walk<T>(path: string, token: string, limit: number): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await get<T[]>(`${path}${query}`, token);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.length).toBeLessThanOrEqual(limit);
    items.push(...page.body);
    cursor = (page.headers['x-next-cursor'] as string | undefined) ?? null;
    if (cursor) expect(page.headers.link).toContain('rel="next"');
    pages += 1;
  } while (cursor && pages < 1000);
  return { items, pages };
}

describe("a member's lists, one page at a time", () => {
  it('pages the order history newest first, each order once, the cursor continuing where the page ended', async () => {
    for (let i = 0; i < 5; i++) await placeAs(demo.token);
    const whole = await get<ApiOrder[]>(`/customers/${demo.user._id}/orders?limit=100`, demo.token);
    expect(whole.body.length).toBeGreaterThanOrEqual(5);
    const { items, pages } = await walk<ApiOrder>(`/customers/${demo.user._id}/orders`, demo.token, 2);
    expect(items.map((o) => o._id)).toEqual(whole.body.map((o) => o._id));
    expect(pages).toBe(Math.ceil(whole.body.length / 2));
    expect(items[0]).toEqual(whole.body[0]);
  });

  it('pages coupons, gift cards and reservations the same way', async () => {
    for (const list of ['coupons', 'giftcards', 'reservations'] as const) {
      const whole = await get<(ApiCoupon | ApiGiftCard | ApiReservation)[]>(
        `/customers/${demo.user._id}/${list}?limit=100`,
        demo.token,
      );
      expect(whole.status).toBe(200);
      const { items } = await walk<ApiCoupon | ApiGiftCard | ApiReservation>(
        `/customers/${demo.user._id}/${list}`,
        demo.token,
        1,
      );
      expect(items, list).toEqual(whole.body);
    }
  });

  it('refuses a limit out of bounds and a cursor that is not one of ours with a 400 and a message', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'cursor=bm90LWEtY3Vyc29y', 'cursor=%%%']) {
      const response = await get(`/customers/${demo.user._id}/orders?${query}`, demo.token);
      expect(response.status, query).toBe(400);
      expect(response.body.message, query).toMatch(/^(limit|cursor)/);
    }
  });

  it(`reads a page of a ${MANY}-order history in a fixed number of queries and rows`, async () => {
    // One real order as the template, then thousands like it written straight to the tables.
    const member = await signIn(t.app);
    const template = await placeAs(member.token);
    const db = t.app.db.kysely;
    const orderRow = await orderRowOf(t.app.db, template._id);
    const lineRows = await db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', template._id)
      .execute();
    const base = Date.parse(orderRow.received_at);
    for (let start = 0; start < MANY; start += 200) {
      const orders = [];
      const lines = [];
      for (let i = start; i < Math.min(MANY, start + 200); i++) {
        const id = newId();
        orders.push({
          ...orderRow,
          id,
          idempotency_key: `bulk-${id}`,
          order_number: 1_000_000 + i,
          received_at: new Date(base - (i + 1) * 60_000).toISOString(),
        });
        for (const line of lineRows) lines.push({ ...line, id: newId(), order_id: id });
      }
      await insertRows(db, 'orders', orders);
      await insertRows(db, 'order_lines', lines);
    }

    const memberCall = (executor: Executor) => ({
      db: executor,
      tenantId: gold._id,
      customerId: member.user._id,
      now: t.app.now(),
    });
    const counter = new QueryCounter();
    const page = await listCustomerOrders(memberCall(db.withPlugin(counter)), { limit: 50 });
    expect(page.items).toHaveLength(50);
    expect(page.items[0]!._id).toBe(template._id);
    expect(page.nextCursor).not.toBeNull();
    // The page, the restaurants, its lines, options, promotions and discounts: never one per order.
    expect(counter.queries).toBeLessThanOrEqual(6);
    expect(counter.rows).toBeLessThan(51 + 10 + 50 * (lineRows.length + 1) * 3);

    // Deep in the history, a page costs the same.
    let cursor = page.nextCursor;
    for (let i = 0; i < 20; i++) {
      const next = await listCustomerOrders(memberCall(db), { limit: 100, cursor: cursor! });
      cursor = next.nextCursor;
    }
    const deep = new QueryCounter();
    const later = await listCustomerOrders(memberCall(db.withPlugin(deep)), {
      limit: 50,
      cursor: cursor!,
    });
    expect(later.items).toHaveLength(50);
    expect(deep.queries).toBeLessThanOrEqual(6);
    expect(deep.rows).toBe(counter.rows);

    const first = await get<ApiOrder[]>(`/customers/${member.user._id}/orders`, member.token);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(50);
  });
});

describe('the staff board, one page at a time', () => {
  it('pages the open orders with nextCursor, each order once, past the old 200-order stop', async () => {
    const token = await staffTokenOf(t.app);
    for (let i = 0; i < 3; i++) await placeAs(null);
    const staffGet = (query: string) =>
      call<StaffOrdersResponse>(t.app, 'GET', `/api/staff/orders?status=Received&${query}`, { token });
    const whole = await staffGet('limit=100');
    expect(whole.body.orders).toHaveLength(100);
    expect(whole.body.nextCursor).not.toBeNull();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof staffGet>> = await staffGet(
        `limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.orders.map((o) => o._id));
      cursor = page.body.nextCursor;
    } while (cursor);
    // The thousands of open orders the history test wrote, each once, newest first.
    expect(seen.length).toBeGreaterThan(MANY);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 100)).toEqual(whole.body.orders.map((o) => o._id));
    expect((await staffGet('limit=101')).status).toBe(400);
  });
});
