import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_MESSAGES,
  WEBHOOK_SIGNATURE_HEADER,
  type ApiOrder,
  type ApiWebhookEndpoint,
  type ApiWebhookEndpointWithSecret,
  type StaffOrdersResponse,
  type WebhookDeliveriesResponse,
  type WebhookEndpointRequest,
  type WebhookEndpointsResponse,
  type WebhookPayload,
} from '@storefront/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEvent } from '../../events/event';
import { staffTokenOf } from '../../test/accounts-fixture';
import { createTestApp, hostOf, TEST_NOW, type TestApp } from '../../test/harness';
import { placeTestOrder } from '../../test/orders-fixture';
import {
  auditEntriesOf,
  client,
  consoleClient,
  expectRefusals,
  gold,
  goldRestaurantId,
  t,
  type ConsoleRole,
  useConsoleApp,
} from '../../test/owner-console-fixture';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { isNonPublicAddress } from './webhook-address';
import { verifySignature } from './webhook-signature';
import { deliverDueWebhooks, retryDelayMs, webhookSubscriber } from './webhooks.deliveries';

/* Issue 26 item 4: outbound webhooks, from the owner's endpoint to a real receiver's log. */

useConsoleApp({ config: { webhooks: { allowPrivate: true } } });

let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  await orderEvent();
});
afterAll(() => receiver.close());
afterEach(async () => {
  await t.app.background.idle();
  receiver.received.length = 0;
  receiver.answer = 200;
  t.app.webhooks.allowPrivate = true;
  // Each test starts with no endpoint: one test's endpoints never receive another's events.
  await t.db.kysely.deleteFrom('webhook_endpoints').execute();
});

const NOW_SECONDS = Math.floor(TEST_NOW.getTime() / 1000);

const endpointBody = (overrides: Partial<WebhookEndpointRequest> = {}): WebhookEndpointRequest => ({
  url: receiver.url,
  description: 'Point of sale',
  events: ['order.placed', 'order.accepted'],
  ...overrides,
});

async function createEndpoint(
  overrides: Partial<WebhookEndpointRequest> = {},
  role: ConsoleRole = 'goldOwner',
) {
  const created = await client.as<ApiWebhookEndpointWithSecret>(role, 'POST', '/api/staff/webhooks', {
    body: endpointBody(overrides),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const deliveriesOf = async (endpointId: string) =>
  (
    await client.as<WebhookDeliveriesResponse>(
      'goldOwner',
      'GET',
      `/api/staff/webhooks/${endpointId}/deliveries`,
    )
  ).body.deliveries;

/**
 * An order of Golden Maple as the staff API shows it, placed before any endpoint exists (its own
 * events reach nobody), and a new outbox event of it, as the dispatcher hands one over.
 */
let staffOrder: Promise<ApiOrder> | null = null;
let events = 0;
async function orderEvent(type: OutboxEvent['type'] = 'order.placed'): Promise<OutboxEvent<ApiOrder>> {
  staffOrder ??= (async () => {
    const placed = await placeTestOrder(t.app, { restaurantId: goldRestaurantId });
    await t.app.background.idle();
    const staffOrders = await client.as<StaffOrdersResponse>(
      'goldOwner',
      'GET',
      '/api/staff/orders?limit=100',
    );
    return staffOrders.body.orders.find((o) => o._id === placed._id)!;
  })();
  const order = await staffOrder;
  return {
    id: `evt_${++events}_${type}`,
    tenantId: gold._id,
    restaurantId: goldRestaurantId,
    aggregate: 'order',
    aggregateId: order._id,
    seq: 1,
    type,
    cause: null,
    data: order,
    createdAt: TEST_NOW.toISOString(),
  };
}

describe('the owner keeps endpoints', () => {
  it('creates one with a whsec_ secret shown once, lists, changes and deletes it, audited', async () => {
    const created = await createEndpoint();
    expect(created.secret).toMatch(/^whsec_[\w-]{32}$/);
    expect(created).toMatchObject({
      url: receiver.url,
      description: 'Point of sale',
      events: ['order.placed', 'order.accepted'],
      enabled: true,
    });

    const list = await client.as<WebhookEndpointsResponse>('goldOwner', 'GET', '/api/staff/webhooks');
    expect(list.body.endpoints.map((e) => e._id)).toEqual([created._id]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);

    const changed = await client.as<ApiWebhookEndpoint>(
      'goldOwner',
      'PUT',
      `/api/staff/webhooks/${created._id}`,
      {
        // The events come back in the list's order, each once.
        body: endpointBody({ events: ['order.ready', 'order.placed', 'order.ready'], enabled: false }),
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ events: ['order.placed', 'order.ready'], enabled: false });
    expect(changed.body).not.toHaveProperty('secret');

    const rolled = await client.as<ApiWebhookEndpointWithSecret>(
      'goldOwner',
      'POST',
      `/api/staff/webhooks/${created._id}/secret`,
    );
    expect(rolled.body.secret).toMatch(/^whsec_/);
    expect(rolled.body.secret).not.toBe(created.secret);

    const removed = await client.as('goldOwner', 'DELETE', `/api/staff/webhooks/${created._id}`);
    expect(removed.status).toBe(204);
    const entries = await auditEntriesOf(t, 'webhook_endpoint', created._id);
    // All at the pinned instant: their order among themselves is the ids'.
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete', 'update', 'update']);
    expect(entries.map((e) => e.changes).join()).not.toContain(created.secret);
    expect(entries.map((e) => e.changes).join()).not.toContain(rolled.body.secret);
  });

  it('is the owner’s only, and another tenant’s endpoint is not found', async () => {
    const created = await createEndpoint();
    expect((await client.as('goldStaff', 'GET', '/api/staff/webhooks')).status).toBe(403);
    expect(
      (await client.as('goldStaff', 'POST', '/api/staff/webhooks', { body: endpointBody() })).status,
    ).toBe(403);
    for (const [method, url] of [
      ['PUT', `/api/staff/webhooks/${created._id}`],
      ['DELETE', `/api/staff/webhooks/${created._id}`],
      ['GET', `/api/staff/webhooks/${created._id}/deliveries`],
      ['POST', `/api/staff/webhooks/${created._id}/test`],
      ['POST', `/api/staff/webhooks/${created._id}/secret`],
    ] as const) {
      const answer = await client.as('emeraldOwner', method, url, { body: endpointBody() });
      expect(answer.status, `${method} ${url}`).toBe(404);
    }
    expect(
      (await client.as<WebhookEndpointsResponse>('emeraldOwner', 'GET', '/api/staff/webhooks')).body
        .endpoints,
    ).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    await expectRefusals(
      (body) => client.as('goldOwner', 'POST', '/api/staff/webhooks', { body }),
      [
        [endpointBody({ url: 'ftp://example.com/hook' }), `url: ${WEBHOOK_MESSAGES.url}`],
        [endpointBody({ url: 'not a url' }), `url: ${WEBHOOK_MESSAGES.url}`],
        [endpointBody({ url: 'https://user:pw@example.com/' }), `url: ${WEBHOOK_MESSAGES.credentials}`],
        [endpointBody({ events: [] }), `events: ${WEBHOOK_MESSAGES.events}`],
        [endpointBody({ events: ['order.eaten' as never] }), `events.0: ${WEBHOOK_MESSAGES.eventType}`],
        [{ ...endpointBody(), enabled: 'yes' }, 'enabled: Invalid input: expected boolean, received string'],
      ],
    );
  });

  it('pages the delivery log like the other lists', async () => {
    const endpoint = await createEndpoint();
    for (let i = 0; i < 3; i++)
      await client.as('goldOwner', 'POST', `/api/staff/webhooks/${endpoint._id}/test`);
    await t.app.background.idle();
    const first = await client.as<WebhookDeliveriesResponse>(
      'goldOwner',
      'GET',
      `/api/staff/webhooks/${endpoint._id}/deliveries?limit=2`,
    );
    expect(first.body.deliveries).toHaveLength(2);
    const second = await client.as<WebhookDeliveriesResponse>(
      'goldOwner',
      'GET',
      `/api/staff/webhooks/${endpoint._id}/deliveries?limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.deliveries).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    expect(
      (await client.as('goldOwner', 'GET', `/api/staff/webhooks/${endpoint._id}/deliveries?limit=0`)).body,
    ).toMatchObject({
      message: 'limit: limit must be at least 1',
    });
  });
});

describe('an event reaches the endpoints that asked for it', () => {
  it('POSTs the order signed, once per event id, and logs it', async () => {
    const endpoint = await createEndpoint();
    const event = await orderEvent();
    const subscriber = webhookSubscriber(t.app.webhooks);
    expect(subscriber.audience).toBe('integrations');

    await subscriber.handle(event);
    await t.app.background.idle();
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['user-agent']).toMatch(/^Storefront-Webhooks\//);
    expect(request!.headers[WEBHOOK_EVENT_ID_HEADER.toLowerCase()]).toBe(event.id);
    const signature = request!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string;
    expect(signature).toMatch(new RegExp(`^t=${NOW_SECONDS},v1=[0-9a-f]{64}$`));
    expect(verifySignature(signature, request!.body, endpoint.secret, NOW_SECONDS)).toBe(true);
    expect(verifySignature(signature, request!.body, 'whsec_wrong', NOW_SECONDS)).toBe(false);
    expect(verifySignature(signature, `${request!.body} `, endpoint.secret, NOW_SECONDS)).toBe(false);
    expect(verifySignature(signature, request!.body, endpoint.secret, NOW_SECONDS + 3600)).toBe(false);
    // Signed an hour ahead of the receiver's clock: refused as well (issue 27 item 7).
    expect(verifySignature(signature, request!.body, endpoint.secret, NOW_SECONDS - 3600)).toBe(false);
    const payload = JSON.parse(request!.body) as WebhookPayload<ApiOrder>;
    expect(payload).toEqual({ id: event.id, type: 'order.placed', created: NOW_SECONDS, data: event.data });
    expect(payload.data.orderNumber).toBe(event.data.orderNumber);

    // Handed over again (a redelivery of the outbox): no second delivery.
    await subscriber.handle(event);
    await t.app.background.idle();
    expect(await t.app.webhooks.deliverDue()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const log = await deliveriesOf(endpoint._id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      eventId: event.id,
      type: 'order.placed',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      deliveredAt: TEST_NOW.toISOString(),
    });
  });

  it('sends each delivery once when workers run side by side (the claim)', async () => {
    await createEndpoint();
    const quiet = webhookSubscriber({ ...t.app.webhooks, kick: () => {} });
    for (let i = 0; i < 5; i++) await quiet.handle(await orderEvent());
    const runs = await Promise.all([1, 2, 3].map(() => t.app.webhooks.deliverDue()));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(5);
    expect(new Set(receiver.received.map((r) => r.headers[WEBHOOK_EVENT_ID_HEADER.toLowerCase()])).size).toBe(
      5,
    );
    expect(receiver.received).toHaveLength(5);
  });

  it('skips endpoints that are off, of another type or of another tenant', async () => {
    await createEndpoint({ events: ['order.ready'] });
    await createEndpoint({ enabled: false });
    await createEndpoint({}, 'emeraldOwner');
    const event = await orderEvent();
    await webhookSubscriber(t.app.webhooks).handle(event);
    await t.app.background.idle();
    expect(receiver.received).toHaveLength(0);
    expect(await t.db.kysely.selectFrom('webhook_deliveries').select('id').execute()).toHaveLength(0);
  });

  it('retries a non-2xx answer with backoff for 24 hours, then marks it failed; Resend sends it again', async () => {
    const endpoint = await createEndpoint();
    receiver.answer = 503;
    const event = await orderEvent();
    await webhookSubscriber(t.app.webhooks).handle(event);
    await t.app.background.idle();
    let [delivery] = await deliveriesOf(endpoint._id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 503,
      lastError: 'answered 503',
    });
    expect(delivery!.nextAttemptAt).toBe(new Date(TEST_NOW.getTime() + 30_000).toISOString());

    // Not before its time; then the next tries, each later than the one before.
    const at = (ms: number) => ({ ...t.app.webhooks, now: () => new Date(TEST_NOW.getTime() + ms) });
    expect(await deliverDueWebhooks(at(29_999))).toBe(0);
    expect(await deliverDueWebhooks(at(30_000))).toBe(1);
    expect(retryDelayMs(2)).toBe(60_000);
    [delivery] = await deliveriesOf(endpoint._id);
    expect(delivery!.nextAttemptAt).toBe(new Date(TEST_NOW.getTime() + 90_000).toISOString());

    let elapsed = 90_000;
    let attempts = 2;
    while (delivery!.status === 'pending') {
      expect(await deliverDueWebhooks(at(elapsed))).toBe(1);
      attempts++;
      [delivery] = await deliveriesOf(endpoint._id);
      if (delivery!.nextAttemptAt) elapsed = new Date(delivery!.nextAttemptAt).getTime() - TEST_NOW.getTime();
    }
    expect(delivery).toMatchObject({ status: 'failed', attempts, nextAttemptAt: null });
    expect(elapsed).toBeLessThanOrEqual(24 * 3_600_000);
    expect(receiver.received).toHaveLength(attempts);

    // Resend, once the receiver is back.
    receiver.answer = 204;
    const resent = await client.as(
      'goldOwner',
      'POST',
      `/api/staff/webhooks/${endpoint._id}/deliveries/${delivery!._id}/resend`,
    );
    expect(resent.status).toBe(202);
    await t.app.background.idle();
    [delivery] = await deliveriesOf(endpoint._id);
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: attempts + 1,
      lastStatusCode: 204,
      lastError: null,
    });
    expect(receiver.received.at(-1)!.headers[WEBHOOK_EVENT_ID_HEADER.toLowerCase()]).toBe(event.id);
    expect(
      (
        await client.as(
          'goldOwner',
          'POST',
          `/api/staff/webhooks/${endpoint._id}/deliveries/${'f'.repeat(24)}/resend`,
        )
      ).status,
    ).toBe(404);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const endpoint = await createEndpoint();
    receiver.answer = 'hang';
    await webhookSubscriber({ ...t.app.webhooks, kick: () => {} }).handle(await orderEvent());
    expect(await deliverDueWebhooks({ ...t.app.webhooks, timeoutMs: 50 })).toBe(1);
    const [delivery] = await deliveriesOf(endpoint._id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: 'no answer within 0.05 s',
    });
  });

  it('Send test event delivers a signed webhook.test to that endpoint only', async () => {
    const endpoint = await createEndpoint({ enabled: false });
    const other = await createEndpoint();
    const sent = await client.as<{ eventId: string }>(
      'goldOwner',
      'POST',
      `/api/staff/webhooks/${endpoint._id}/test`,
    );
    expect(sent.status).toBe(202);
    await t.app.background.idle();
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const payload = JSON.parse(request!.body) as WebhookPayload<{ endpoint: { _id: string } }>;
    expect(payload).toMatchObject({
      id: sent.body.eventId,
      type: 'webhook.test',
      data: { endpoint: { _id: endpoint._id } },
    });
    expect(
      verifySignature(
        request!.headers['storefront-signature'] as string,
        request!.body,
        endpoint.secret,
        NOW_SECONDS,
      ),
    ).toBe(true);
    expect(await deliveriesOf(other._id)).toEqual([]);
    expect((await deliveriesOf(endpoint._id))[0]).toMatchObject({
      type: 'webhook.test',
      status: 'delivered',
    });
  });
});

describe('private addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.31.255.255', true],
    ['192.168.0.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd12:3456::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['64:ff9b::a00:1', true],
    ['2002:c0a8:1::1', true],
    ['ff02::1', true],
    ['8.8.8.8', false],
    ['172.32.0.1', false],
    ['2606:4700::1111', false],
    ['::ffff:8.8.8.8', false],
    ['not an address', true],
  ])('%s is non-public: %s', (address, expected) => {
    expect(isNonPublicAddress(address)).toBe(expected);
  });

  it('refuses them at save time and at send time unless WEBHOOK_ALLOW_PRIVATE is set', async () => {
    const endpoint = await createEndpoint();
    const strict: TestApp = await createTestApp();
    try {
      const owner = await consoleClient(strict.app);
      for (const url of [
        'http://127.0.0.1:4001/hooks',
        'http://localhost:4001/',
        'http://[::1]/',
        'http://169.254.169.254/latest/meta-data',
        'https://10.0.0.8/',
        'http://[::ffff:192.168.1.1]/',
      ]) {
        const refused = await owner.as('goldOwner', 'POST', '/api/staff/webhooks', {
          body: endpointBody({ url }),
        });
        expect(refused.status, url).toBe(400);
        expect(refused.body.message, url).toBe(`url: ${WEBHOOK_MESSAGES.privateAddress}`);
      }
      const unknown = await owner.as('goldOwner', 'POST', '/api/staff/webhooks', {
        body: endpointBody({ url: 'https://no-such-host.invalid/' }),
      });
      expect(unknown.body.message).toBe(`url: ${WEBHOOK_MESSAGES.unresolvable}`);
    } finally {
      await strict.close();
    }

    // Saved while allowed, sent after the setting went off: refused before any connection.
    t.app.webhooks.allowPrivate = false;
    await webhookSubscriber({ ...t.app.webhooks, kick: () => {} }).handle(await orderEvent());
    expect(await t.app.webhooks.deliverDue()).toBe(1);
    expect(receiver.received).toHaveLength(0);
    expect((await deliveriesOf(endpoint._id))[0]).toMatchObject({
      status: 'pending',
      lastStatusCode: null,
      lastError: '127.0.0.1 is a non-public address',
    });
  });
});

describe("the order's life reaches an endpoint through the outbox", () => {
  it('placed then accepted: order.placed and order.accepted arrive signed, once each, in order', async () => {
    const endpoint = await createEndpoint();
    const placed = await placeTestOrder(t.app, { restaurantId: goldRestaurantId });
    const staff = await staffTokenOf(t.app, 'owner@goldenmaple.example.ca');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${placed._id}/accept`,
      headers: { ...hostOf('goldenmaple'), authorization: `Bearer ${staff}` },
      payload: { prepMinutes: 15 },
    });
    expect(accepted.statusCode).toBe(200);
    await t.app.background.idle();
    const payloads = receiver.received.map((r) => JSON.parse(r.body) as WebhookPayload<ApiOrder>);
    expect(payloads.map((p) => [p.type, p.data._id, p.data.status])).toEqual([
      ['order.placed', placed._id, 'Received'],
      ['order.accepted', placed._id, 'Accepted'],
    ]);
    for (const request of receiver.received) {
      const signature = request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string;
      expect(verifySignature(signature, request.body, endpoint.secret, NOW_SECONDS)).toBe(true);
    }
    // The outbox's ids: the events delivered, once each.
    const outbox = await t.db.kysely
      .selectFrom('outbox_events')
      .select(['id', 'status'])
      .where('aggregate_id', '=', placed._id)
      .orderBy('seq')
      .execute();
    expect(outbox.map((e) => e.id)).toEqual(payloads.map((p) => p.id));
    expect(outbox.every((e) => e.status === 'delivered')).toBe(true);
  });
});
