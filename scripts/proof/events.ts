/*
 * Events (issue 26; decision 0063): staff accept orders while the server is killed with SIGKILL right
 * after commits; started again on the same database, it delivers what the dead process had not.
 * Then every accepted order has exactly one 'order.accepted' event, delivered, and the diner exactly
 * one 'accepted' mail for it (the mail carries the event's key); every order's events are numbered
 * 1, 2, … without a gap; and the owner's webhook endpoint (a local receiver) has one delivered
 * delivery of every order.placed and order.accepted event, and got each at least once (a POST the
 * kill cut off after the receiver had it comes again with the same event id, which the receiver
 * deduplicates by).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  demoRestaurant,
  orderBody,
  sleep,
  staffToken,
  startAgain,
  startServer,
  stopServer,
  waitForHealth,
  withDatabase,
} from './lib';

export interface EventsResult {
  engine: string;
  placed: number;
  acceptedBeforeKill: number;
  /** Events the killed process had committed but not delivered: the restart's to deliver. */
  pendingAtKill: number;
  accepted: number;
  events: number;
  mails: number;
  /** Event ids the webhook receiver got, and how many of them it got more than once. */
  webhooksReceived: number;
  webhookDuplicates: number;
  deliveredAfterRestartMs: number;
  problems: string[];
}

const OWNER_EMAIL = 'owner@goldenmaple.example.ca';

/** A local webhook receiver: counts each event id it is sent (Storefront-Event-Id). */
async function startReceiver() {
  const seen = new Map<string, number>();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = request.headers['storefront-event-id'];
      if (typeof id === 'string') seen.set(id, (seen.get(id) ?? 0) + 1);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function placeOrders(base: string, count: number): Promise<string[]> {
  const { restaurantId } = await demoRestaurant(base);
  const body = await orderBody(base, restaurantId);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}/api/eater/restaurants/${restaurantId}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `events-${Date.now()}-${i}` },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`placing an order: ${response.status}`);
    ids.push(((await response.json()) as { order: { _id: string } }).order._id);
  }
  return ids;
}

export async function eventsProof(
  engine: 'sqlite' | 'postgres',
  databaseUrl: string,
  orders = Number(process.env.PROOF_EVENT_ORDERS ?? 120),
): Promise<EventsResult> {
  // The receiver is on this machine: the server may send to a loopback address for the proof.
  let server = await startServer(databaseUrl, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  const receiver = await startReceiver();
  const problems: string[] = [];
  try {
    await waitForHealth(server.base, 60_000);
    const token = await staffToken(server.base, OWNER_EMAIL);
    const endpoint = await fetch(`${server.base}/api/staff/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        url: receiver.url,
        description: 'Proof',
        events: ['order.placed', 'order.accepted'],
      }),
    });
    if (endpoint.status !== 201 && endpoint.status !== 200)
      throw new Error(`webhook endpoint: ${endpoint.status}`);
    const ids = await placeOrders(server.base, orders);
    const base = server.base;
    // Twenty tablets accept orders as fast as they can; the process is killed in the middle of it,
    // with changes committed and their events not yet delivered.
    let next = 0;
    let acceptedBeforeKill = 0;
    const accept = async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        const response = await fetch(`${base}/api/staff/orders/${id}/accept`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ prepMinutes: 20 }),
        }).catch(() => null);
        if (response?.ok) acceptedBeforeKill++;
      }
    };
    const tablets = Array.from({ length: 20 }, accept);
    while (acceptedBeforeKill < ids.length / 2) await sleep(5);
    server.child.kill('SIGKILL');
    await Promise.all(tablets);
    await server.exited;
    const pending = () =>
      withDatabase(databaseUrl, (query) =>
        query<{ n: number }>("SELECT COUNT(*) AS n FROM outbox_events WHERE status = 'pending'"),
      );
    const pendingAtKill = Number((await pending())[0]?.n ?? 0);

    const restarted = Date.now();
    server = await startAgain(server);
    // On PostgreSQL the dead process's events are due once its hold (10 s) has run out.
    const pendingDeliveries = () =>
      withDatabase(databaseUrl, (query) =>
        query<{ n: number }>("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE status = 'pending'"),
      );
    while (Number((await pending())[0]?.n ?? 0) + Number((await pendingDeliveries())[0]?.n ?? 0) > 0) {
      // A webhook a dead PostgreSQL process was sending is due again when its lease (a minute) ends.
      if (Date.now() - restarted > 150_000) {
        problems.push('events or webhooks still pending 150 s after the restart');
        break;
      }
      await sleep(200);
    }
    const deliveredAfterRestartMs = Date.now() - restarted;

    return await withDatabase(databaseUrl, async (query) => {
      const placeholders = ids.map(() => '?').join(', ');
      const accepted = await query<{ id: string }>(
        `SELECT id FROM orders WHERE status = 'Accepted' AND id IN (${placeholders})`,
        ids,
      );
      const events = await query<{
        aggregate_id: string;
        id: string;
        seq: number;
        type: string;
        status: string;
      }>(
        `SELECT aggregate_id, id, seq, type, status FROM outbox_events WHERE aggregate_id IN (${placeholders}) ORDER BY aggregate_id, seq`,
        ids,
      );
      const mails = await query<{ event_key: string | null }>(
        `SELECT event_key FROM mail_outbox WHERE kind = 'order-accepted' AND event_key IS NOT NULL`,
      );
      const deliveries = await query<{ event_id: string }>(
        `SELECT event_id FROM webhook_deliveries WHERE status = 'delivered'`,
      );
      const deliveriesByEvent = new Map<string, number>();
      for (const d of deliveries)
        deliveriesByEvent.set(d.event_id, (deliveriesByEvent.get(d.event_id) ?? 0) + 1);
      const mailsByKey = new Map<string, number>();
      for (const m of mails) mailsByKey.set(m.event_key!, (mailsByKey.get(m.event_key!) ?? 0) + 1);
      const acceptedIds = new Set(accepted.map((a) => a.id));
      for (const id of ids) {
        const own = events.filter((e) => e.aggregate_id === id);
        if (own.some((e, i) => Number(e.seq) !== i + 1))
          problems.push(`order ${id}: events numbered with a gap`);
        const acceptances = own.filter((e) => e.type === 'order.accepted');
        const expected = acceptedIds.has(id) ? 1 : 0;
        if (acceptances.length !== expected)
          problems.push(`order ${id}: ${acceptances.length} order.accepted events, expected ${expected}`);
        for (const e of own) {
          if (e.status !== 'delivered') problems.push(`event ${e.id} (${e.type}) is ${e.status}`);
          // A POST cut off by the kill after the receiver had it is sent again, with the same event
          // id (Storefront-Event-Id): the receiver's idempotency key, as with Stripe's webhooks.
          if (!receiver.seen.get(e.id)) problems.push(`event ${e.id} (${e.type}): its webhook never arrived`);
          if (deliveriesByEvent.get(e.id) !== 1)
            problems.push(
              `event ${e.id}: ${deliveriesByEvent.get(e.id) ?? 0} webhook deliveries, expected 1`,
            );
          if (e.type === 'order.accepted' && mailsByKey.get(`${e.id}:diner mail`) !== 1)
            problems.push(
              `event ${e.id}: ${mailsByKey.get(`${e.id}:diner mail`) ?? 0} accepted mails, expected 1`,
            );
        }
      }
      return {
        engine,
        placed: ids.length,
        acceptedBeforeKill,
        pendingAtKill,
        accepted: accepted.length,
        events: events.length,
        mails: mails.length,
        webhooksReceived: receiver.seen.size,
        webhookDuplicates: [...receiver.seen.values()].filter((n) => n > 1).length,
        deliveredAfterRestartMs,
        problems,
      };
    });
  } finally {
    await stopServer(server);
    await receiver.close();
  }
}
