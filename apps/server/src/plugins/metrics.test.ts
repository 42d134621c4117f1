import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { migrate, MIGRATIONS } from '../db';
import { newId } from '../db/ids';
import { createTestApp, hostOf, TEST_NOW, type TestApp } from '../test/harness';
import { onlineCheckout, placeTestOrder, tenantOf, testPickupOrder } from '../test/orders-fixture';

/*
 * Issue 30 item 2: /metrics in Prometheus' text format behind METRICS_TOKEN, liveness and readiness,
 * and the request id on every answer and log line.
 */
const TOKEN = 'scrape-me-4f9c';
let t: TestApp;
let off: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: TOKEN }, logLines });
  off = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const scrape = async (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in the text format, or undefined when it is not there. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers only with the bearer token, and is not served while METRICS_TOKEN is unset', async () => {
    expect((await scrape()).statusCode).toBe(401);
    const wrong = await scrape('Bearer scrape-me-4f9d');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Metrics need the bearer token METRICS_TOKEN names.' });
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
    expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts requests by route pattern and status, orders by tenant, and refused card payments', async () => {
    const gold = await tenantOf(t.app, 'goldenmaple');
    const restaurantId = gold.restaurants[0]!._id;
    await placeTestOrder(t.app, { restaurantId });
    await placeTestOrder(t.app, { restaurantId });
    // An Online checkout whose card is declined.
    const payment = await onlineCheckout(t.app, restaurantId, await testPickupOrder(t.app, restaurantId));
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/eater/payments/${payment._id}/confirm`,
      headers: hostOf('goldenmaple'),
      payload: {
        card: { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123', postalCode: 'S7M 0W9' },
      },
    });
    expect(declined.statusCode).toBe(402);
    await t.app.inject({ method: 'GET', url: '/no/such/page/123', headers: hostOf('goldenmaple') });

    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    expect(
      seriesValue(text, 'storefront_order_events_total{tenant="goldenmaple",event="order.placed"}'),
    ).toBe(2);
    expect(
      seriesValue(text, 'storefront_payment_failures_total{tenant="goldenmaple",code="PAYMENT_DECLINED"}'),
    ).toBe(1);
    const placements =
      'storefront_http_request_duration_seconds_count{route="/api/eater/restaurants/:id/orders",method="POST",status="201"}';
    expect(seriesValue(text, placements)).toBe(2);
    // Paths no route knows are one series, not one per path.
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain('/no/such/page');
    // Node's own: the event loop's delay and the process's memory.
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('reads what waits from the database at each scrape', async () => {
    const at = TEST_NOW.toISOString();
    const tenant = await t.db.kysely.selectFrom('tenants').select('id').executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('mail_outbox')
      .values(
        ['failed', 'pending', 'pending'].map((status) => ({
          id: newId(),
          tenant_id: tenant.id,
          kind: 'order-accepted',
          to_address: 'diner@example.com',
          from_address: 'orders@example.com',
          subject: 'Your order',
          text_body: 'Thanks',
          html_body: null,
          last_error: null,
          attachments: null,
          sent_at: null,
          status: status as 'failed' | 'pending',
          created_at: at,
        })),
      )
      .execute();
    // An event written five minutes ago that nobody has taken yet.
    await t.db.kysely
      .insertInto('outbox_events')
      .values({
        id: newId(),
        tenant_id: tenant.id,
        restaurant_id: 'r',
        aggregate: 'order',
        aggregate_id: newId(),
        seq: 1,
        type: 'order.placed',
        cause: 'place',
        data: '{}',
        created_at: new Date(TEST_NOW.getTime() - 300_000).toISOString(),
        due_at: new Date(TEST_NOW.getTime() + 3_600_000).toISOString(),
      })
      .execute();
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(seriesValue(text, 'storefront_mail_waiting{state="failed"}')).toBe(1);
    expect(seriesValue(text, 'storefront_mail_waiting{state="waiting"}')).toBeGreaterThanOrEqual(2);
    expect(seriesValue(text, 'storefront_webhook_deliveries{state="waiting"}')).toBe(0);
    expect(seriesValue(text, 'storefront_oldest_undelivered_event_seconds')).toBe(300);
    if (t.db.engine === 'postgres')
      expect(seriesValue(text, 'storefront_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(text).not.toContain('storefront_db_pool_connections{');
  });
});

describe('health', () => {
  it('is live while the database answers, and ready only once every migration of this build has run', async () => {
    const live = await off.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.json()).toMatchObject({ status: 'ok' });
    expect((await off.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toMatchObject({
      status: 'ready',
    });
    await migrate(off.db, '0032-email-mailboxes');
    const migrating = await off.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(migrating.statusCode).toBe(503);
    // Every migration after 0032 is pending, whatever later ones this build has.
    const after = Object.keys(MIGRATIONS)
      .filter((name) => name > '0032-email-mailboxes')
      .sort();
    expect(after.slice(0, 2)).toEqual(['0033-outbox-lean-indexes', '0034-failed-webhook-deliveries']);
    expect(migrating.json()).toMatchObject({ status: 'migrating', pendingMigrations: after });
    await migrate(off.db);
    expect((await off.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('is not ready while the process drains for its shutdown, and still live', async () => {
    off.app.shutdown.draining = true;
    try {
      const draining = await off.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({
        status: 'draining',
        message: 'This process is shutting down; the others take its requests.',
      });
      expect((await off.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      off.app.shutdown.draining = false;
    }
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '3000' }).shutdownDrainMs).toBe(3000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(
      "SHUTDOWN_DRAIN_MS must be a whole number of milliseconds up to 60000, got 'soon'",
    );
  });
});

describe('request ids', () => {
  it("answer with the proxy's id when it gives a sane one, else a new one, and every log line of the request carries it", async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'caddy-7f3a.1' },
    });
    expect(given.headers['x-request-id']).toBe('caddy-7f3a.1');
    const lines = logLines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    const ofRequest = lines.filter((line) => line.reqId === 'caddy-7f3a.1');
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'no spaces {allowed}' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[a-z0-9]{1,8}$/);
  });
});
