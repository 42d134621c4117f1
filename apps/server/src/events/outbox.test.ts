import { formatMoney, TEST_PAYMENT_LABEL, toCents, type ApiOrder, type ApiTenant } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedDemo } from '../db/seed';
import { staffTokenOf } from '../test/accounts-fixture';
import { tenantOriginOf } from '../http/origin';
import { requireTenantRow } from '../modules/tenants/tenants.service';
import { outboxMailHtml } from '../adapters/mail/mailer';
import { createTestDb, fixtureWebDist, hostOf, TEST_NOW, type TestDb } from '../test/harness';
import {
  confirmPayment,
  onlineCheckout,
  placeTestOrder,
  tenantOf,
  testPickupOrder,
} from '../test/orders-fixture';
import {
  EXPIRED_REASON,
  expireUnansweredOrders,
  UNANSWERED_EXPIRY_HOURS,
} from '../modules/orders/order-life.service';
import { createEventDispatcher } from './dispatcher';
import type { EventSubscriber, OutboxEvent } from './event';
import { writeEvent, WRITER_HOLD_MS } from './outbox';

/*
 * The transactional outbox (issue 26; decision 0063): an order's change and its event commit
 * together; a process that stops between the commit and the delivery loses nothing (the next one
 * delivers it); a redelivered event mails nobody twice; an order's events are heard in order.
 */

let testDb: TestDb;
let clock = TEST_NOW;
let app: FastifyInstance;
let gold: ApiTenant;
let restaurantId: string;
let staff: string;

async function start(): Promise<FastifyInstance> {
  const config = { ...loadConfig({}), webDist: fixtureWebDist(), defaultTenant: 'goldenmaple' };
  const started = await buildApp({ config, db: testDb.db, now: () => clock });
  await started.ready();
  return started;
}

beforeAll(async () => {
  testDb = await createTestDb();
  await seedDemo(testDb.db.kysely, { now: TEST_NOW });
  app = await start();
  gold = await tenantOf(app, 'goldenmaple');
  restaurantId = gold.restaurants[0]!._id;
  staff = await staffTokenOf(app);
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const eventsOf = (orderId: string) =>
  testDb.db.kysely
    .selectFrom('outbox_events')
    .select(['seq', 'type', 'cause', 'status'])
    .where('aggregate_id', '=', orderId)
    .orderBy('seq')
    .execute();

const mailsOf = (orderId: string) =>
  testDb.db.kysely
    .selectFrom('mail_outbox')
    .select(['kind', 'event_key'])
    .where('text_body', 'like', `%${orderId}%`)
    .orderBy('created_at')
    .orderBy('kind')
    .execute();

/** A sweep as every process runs each second (after the one running, if any), then its news sent. */
async function sweptUntilDelivered(orderId: string) {
  await app.events.sweep();
  await app.background.idle();
  expect((await eventsOf(orderId)).map((e) => e.status)).toEqual(['delivered', 'delivered']);
}

const staffPost = (path: string, payload: object = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/staff${path}`,
    headers: { ...hostOf('goldenmaple'), authorization: `Bearer ${staff}` },
    payload,
  });

describe('the outbox', () => {
  it('writes each change of an order with its event; a refused change writes neither', async () => {
    const order = await placeTestOrder(app, { restaurantId });
    expect((await staffPost(`/orders/${order._id}/accept`, { prepMinutes: 20 })).statusCode).toBe(200);
    // Refused: an accepted order cannot be accepted again, and no event is written for it.
    expect((await staffPost(`/orders/${order._id}/accept`, { prepMinutes: 20 })).statusCode).toBe(409);
    expect((await staffPost(`/orders/${order._id}/ready`)).statusCode).toBe(200);
    await app.background.idle();
    expect(await eventsOf(order._id)).toEqual([
      { seq: 1, type: 'order.placed', cause: 'place', status: 'delivered' },
      { seq: 2, type: 'order.accepted', cause: 'accept', status: 'delivered' },
      { seq: 3, type: 'order.ready', cause: 'ready', status: 'delivered' },
    ]);
    expect((await mailsOf(order._id)).map((m) => m.kind).sort()).toEqual([
      'order-accepted',
      'order-ready',
      'order-receipt',
    ]);
  });

  it('loses nothing when the process stops between the commit and the delivery, and mails once', async () => {
    const order = await placeTestOrder(app, { restaurantId });
    await app.background.idle();
    // The change commits; the process stops before it tells anyone (no `finish`, no delivery).
    await testDb.db.transact((trx) =>
      app.orderLife
        .applyIn(
          trx,
          gold._id,
          { id: order._id },
          { event: 'reject', reason: 'Out of dough' },
          { actor: 'staff', note: null },
          clock.toISOString(),
        )
        .then((applied) => expect(applied).not.toBeNull()),
    );
    expect((await eventsOf(order._id)).at(-1)).toMatchObject({ type: 'order.rejected', status: 'pending' });
    expect((await mailsOf(order._id)).map((m) => m.kind)).toEqual(['order-receipt']);
    await app.close();

    // The next process delivers it: on SQLite at its start (one process: nobody else holds it), on
    // PostgreSQL once the writer's hold has run out.
    clock = new Date(TEST_NOW.getTime() + WRITER_HOLD_MS + 1000);
    app = await start();
    await sweptUntilDelivered(order._id);
    const mails = await mailsOf(order._id);
    expect(mails.map((m) => m.kind).sort()).toEqual(['order-receipt', 'order-rejected']);

    // Delivered again (a second sweep, a retry): the diner is not mailed twice.
    await testDb.db.kysely
      .updateTable('outbox_events')
      .set({ status: 'pending', due_at: clock.toISOString() })
      .where('aggregate_id', '=', order._id)
      .execute();
    await sweptUntilDelivered(order._id);
    expect(await mailsOf(order._id)).toEqual(mails);
    const current = await app.inject({
      method: 'GET',
      url: `/api/eater/tenants/${gold._id}/orders/${order._id}`,
      headers: hostOf('goldenmaple'),
    });
    expect(current.json<ApiOrder>()).toMatchObject({ status: 'Rejected', statusReason: 'Out of dough' });
  });

  it('expires an order nobody answered a week after it was wanted, with all its money, and tells the diner', async () => {
    const order = await placeTestOrder(app, { restaurantId });
    const wanted = Date.parse(order.pickupTime);
    // Not yet: a week has not passed since the time it was wanted.
    const hours = (n: number) => new Date(wanted + n * 3_600_000);
    await expireUnansweredOrders(testDb.db.kysely, app.orderLife, hours(UNANSWERED_EXPIRY_HOURS - 1));
    expect((await eventsOf(order._id)).map((e) => e.type)).toEqual(['order.placed']);
    clock = hours(UNANSWERED_EXPIRY_HOURS + 1);
    expect(await expireUnansweredOrders(testDb.db.kysely, app.orderLife, clock)).toBeGreaterThanOrEqual(1);
    await app.background.idle();
    expect((await eventsOf(order._id)).at(-1)).toMatchObject({
      type: 'order.cancelled',
      cause: 'expire',
      status: 'delivered',
    });
    expect((await mailsOf(order._id)).map((m) => m.kind).sort()).toEqual([
      'order-cancelled',
      'order-receipt',
    ]);
    const current = await app.inject({
      method: 'GET',
      url: `/api/eater/tenants/${gold._id}/orders/${order._id}`,
      headers: hostOf('goldenmaple'),
    });
    expect(current.json<ApiOrder>()).toMatchObject({ status: 'Cancelled', statusReason: EXPIRED_REASON });
  });
});

describe("the diner's receipt (issue 31)", () => {
  const money = (dollars: number) => formatMoney(toCents(dollars));
  const receiptOf = (orderId: string) =>
    testDb.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'order-receipt')
      .where('text_body', 'like', `%${orderId}%`)
      .execute();

  /** What every receipt says of its order: the items, the money, the time, the place, the way back. */
  async function expectReceiptOf(order: ApiOrder) {
    const receipts = await receiptOf(order._id);
    expect(receipts).toHaveLength(1);
    const [mail] = receipts;
    const tenant = await requireTenantRow(testDb.db.kysely, gold._id);
    const statusLink = `${tenantOriginOf(tenant, app.links)}/order?id=${order._id}`;
    expect(mail).toMatchObject({
      to_address: order.email,
      subject: `Order #${order.orderNumber} received: ${order.restaurant.name}`,
    });
    for (const part of [mail!.text_body, outboxMailHtml(mail!)!]) {
      expect(part).toContain(`#${order.orderNumber}`);
      for (const item of order.items) {
        expect(part).toContain(item.name);
        for (const option of item.options) expect(part).toContain(`${option.name}: ${option.value}`);
      }
      expect(part).toContain(money(order.subtotal));
      expect(part).toContain(money(order.gst + order.deliveryGST));
      expect(part).toContain(money(order.total));
      expect(part).toContain(order.restaurant.phone!);
      expect(part).toContain(order.restaurant.address_1!);
      expect(part).toContain(statusLink);
    }
    expect(mail!.text_body).toContain(`Total: ${money(order.total)}`);
    // The pickup time on the restaurant's clock, as the mail's locale writes it.
    const when = new Intl.DateTimeFormat('en-CA', {
      timeZone: order.restaurant.settings.time_zone,
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(order.pickupTime));
    expect(mail!.text_body).toContain(when);
    return mail!;
  }

  it('mails it when the order is placed, once though the placement is delivered again', async () => {
    const order = await placeTestOrder(app, { restaurantId, specialInstructions: 'No onions' });
    await app.background.idle();
    const mail = await expectReceiptOf(order);
    expect(mail.text_body).toContain('Payment: To pay at pickup');
    expect(mail.text_body).toContain('Note: No onions');
    expect(mail.event_key).toMatch(/:diner mail$/);

    await testDb.db.kysely
      .updateTable('outbox_events')
      .set({ status: 'pending', due_at: clock.toISOString() })
      .where('aggregate_id', '=', order._id)
      .execute();
    await app.events.sweep();
    await app.background.idle();
    expect(await receiptOf(order._id)).toHaveLength(1);
  });

  it('gives the tip and the card payment of an order paid online', async () => {
    const payment = await onlineCheckout(app, restaurantId, {
      ...(await testPickupOrder(app, restaurantId)),
      tip: { kind: 'percent', percent: 15 },
    });
    const confirmed = await confirmPayment(app, payment._id);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const order = confirmed.body.order!;
    expect(order.tip).toBeGreaterThan(0);
    await app.background.idle();
    const mail = await expectReceiptOf(order);
    expect(mail.text_body).toContain(`Tip: ${money(order.tip)}`);
    expect(mail.text_body).toMatch(/Payment: (Paid online by card|Card authorised online)/);
    expect(mail.text_body).toContain(TEST_PAYMENT_LABEL);
  });
});

describe('the dispatcher', () => {
  it("delivers an order's next event right after the delivery under way, not after the writer's hold", async () => {
    const running = new Set<Promise<unknown>>();
    const background = {
      run: (_label: string, work: () => Promise<unknown>) => {
        const task = work().finally(() => running.delete(task));
        running.add(task);
      },
      idle: async () => {
        while (running.size > 0) await Promise.all([...running]);
      },
      repeat: () => undefined,
    };
    // The first event's delivery is held open (a slow mail server) until the second is committed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const handling = new Promise<void>((resolve) => (started = resolve));
    const heard: string[] = [];
    const slow: EventSubscriber = {
      name: 'slow',
      audience: 'staff board',
      handle: async (event) => {
        heard.push(event.type);
        if (event.type === 'order.placed') {
          started();
          await released;
        }
      },
    };
    const dispatcher = createEventDispatcher({
      db: testDb.db.kysely,
      engine: testDb.db.engine,
      subscribers: [slow],
      now: () => clock,
      log: { error: () => undefined },
      background,
      committed: () => undefined,
    });
    const aggregateId = 'dispatcher-order';
    const write = (
      type: 'order.placed' | 'order.accepted',
      cause: 'place' | 'accept',
    ): Promise<OutboxEvent> =>
      testDb.db.transact((trx) =>
        writeEvent(
          trx,
          { tenantId: gold._id, restaurantId, aggregate: 'order', aggregateId, type, cause, data: {} },
          clock.toISOString(),
        ),
      );
    dispatcher.publish([await write('order.placed', 'place')]);
    await handling;
    dispatcher.publish([await write('order.accepted', 'accept')]);
    // The second delivery has begun (it starts on the next turn of the event loop) while the first
    // is still under way.
    await new Promise(setImmediate);
    await new Promise(setImmediate);
    release();
    await background.idle();
    expect(heard).toEqual(['order.placed', 'order.accepted']);
    expect((await eventsOf(aggregateId)).map((e) => e.status)).toEqual(['delivered', 'delivered']);
  });
});
