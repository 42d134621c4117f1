/*
 * npm run bench: measures the built server on the demo data (SQLite).
 *   orders: POST /api/eater/restaurants/{id}/orders with full server pricing, a new Idempotency-Key
 *          per request, for a scheduled slot. Targets: >= 300 orders/s, p99 <= 50 ms at 20.
 *   online orders: the same order paid online on the built-in test provider (decision 0030): the
 *          place (202, a payment to confirm) and the confirm with 4242… (200, the order written),
 *          from 20 diners at once, each order from its own address as behind a proxy (TRUST_PROXY=1):
 *          the card-attempt limits count per address. Orders/s and p99 of the two calls together.
 *   orders against a capacity-limited slot: the same orders, all for one slot that the kitchen caps
 *          at BENCH_SLOT_CAPACITY orders (default 300): placements per second, and the count of
 *          accepted orders, which must equal the capacity (the rest refused with a 409).
 *   webhooks: the same orders with an owner's endpoint for order.placed on a local receiver (real
 *          HTTP): orders/s with the endpoint on, deliveries/s while the backlog drains, and the delay
 *          from each order's 201 answer (its commit) to the receiver getting its order.placed (p50, p99).
 *   menus: GET /api/eater/restaurants/{id}/menus against the same JSON served as a static file by the
 *          same server (same connections, same duration). Targets: ratio >= 0.5, p99 <= 20 ms at 50.
 *   engines (issue 30 item 5): orders and menus at 20 and 50 connections on SQLite with one process,
 *          and on PostgreSQL (a cluster of its own) with one and with two processes on one database,
 *          the connections split between them (the proof's load step). Target: two processes on
 *          PostgreSQL place orders at no less than one on SQLite, p99 <= 100 ms at 20 connections.
 *   reports (issue 32 item 5): a restaurant group's year (npm run reports:generate's 10 locations,
 *          about a million orders, before a pinned now) on SQLite and on PostgreSQL (a cluster of its
 *          own); every report's GET, and the orders CSV's first byte, for last month and for the last
 *          year, one location and all, one request at a time: p50 and p95. Target: p95 <= 300 ms.
 *   pages (issue 28): the server-drawn /menus HTML at 50 connections, as a browser asks it (brotli),
 *          cached (the page is drawn once a minute), at 50 connections and at one (what a single
 *          load waits for), and uncached (a server started with PAGE_CACHE=off draws every request),
 *          next to the JSON menus. Target: a cached page's p50 <= 2 ms.
 * Options (env): BENCH_DURATION seconds per run (default 10), BENCH_CONNECTIONS (default 50), BENCH_PORT,
 * BENCH_ENGINE_SECONDS seconds per engines run (default 5), BENCH_REPORTS_RUNS requests per report and
 * range (default 10), BENCH_REPORTS_ORDERS_PER_DAY per location (default 274), BENCH_ONLY=engines,
 * BENCH_ONLY=reports or BENCH_ONLY=pages for that section alone; BENCH_REPORTS=customers,sales those
 * reports alone (and orders.csv for the CSV), BENCH_REPORTS_ENGINES=sqlite (or postgres) that engine
 * alone; BENCH_REPORTS_SQLITE (a file) and
 * BENCH_REPORTS_POSTGRES (a URL) keep the reports' generated year there and use it again when present.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { addDays, localDateOf, REPORTS, type StaffLoginResponse } from '@storefront/domain';
import { migrate, openDatabase } from '../apps/server/src/db/index';
import { DEMO_STAFF_PASSWORD } from '../apps/server/src/db/seed/staff';
import { orderBody, staffToken, startPgCluster, waitForHealth } from './proof/lib';
import { loadProof, type LoadRow } from './proof/load';
import { buildGroupRollups, DEFAULT_GROUP, generateGroup, groupOwnerEmail } from './reports-generate';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://localhost:${port}`;

function startServer(databaseFile: string, extraEnv: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      ...extraEnv,
      PORT: String(port),
      DATABASE_URL: databaseFile,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The demo tenants take card payments on the test provider, on purpose (decision 0073); mail
      // links keep the demo's addresses.
      PAYMENTS_PROVIDER: 'test',
      TENANT_BASE_DOMAIN: base,
      // Thousands of orders a second from one address and one email are the point of the bench.
      ORDER_RATE_LIMIT: 'off',
      // The online orders come from many diners' addresses, forwarded by a proxy in front.
      TRUST_PROXY: '1',
      // The webhook receiver is on this machine.
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const orderConnections = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 20);

interface Result {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Result> {
  const result = await autocannon({ url, connections, duration, pipelining: 1, headers });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  const server = startServer(path.join(dir, 'bench.db'));
  const staticFile = path.join(root, 'apps/web/dist/assets/bench-menus.json');
  try {
    await waitForHealth(base);
    const tenant = (await (await fetch(`${base}/api/eater/tenants/goldenmaple`)).json()) as {
      restaurants: { _id: string }[];
    };
    const menusUrl = `${base}/api/eater/restaurants/${tenant.restaurants[0]!._id}/menus`;
    const body = await (await fetch(menusUrl)).text();
    fs.writeFileSync(staticFile, body);
    console.log(
      `menus document: ${(body.length / 1024).toFixed(1)} KB; ${connections} connections, ${duration} s each\n`,
    );

    // Warm both paths so neither pays for first-request work inside its measurement.
    await autocannon({ url: menusUrl, connections: 5, amount: 200 });
    await autocannon({ url: `${base}/assets/bench-menus.json`, connections: 5, amount: 200 });

    // Plain requests, then as a browser asks (compressed): both paths get the same headers.
    const scenarios: { name: string; headers: Record<string, string> }[] = [
      { name: 'plain', headers: {} },
      {
        name: 'browser (accept-encoding: gzip, deflate, br)',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      },
    ];
    const measured = [];
    for (const scenario of scenarios) {
      const api = await load(menusUrl, scenario.headers);
      const stat = await load(`${base}/assets/bench-menus.json`, scenario.headers);
      const ratio = api.requestsPerSecond / stat.requestsPerSecond;
      console.log(`${scenario.name}:`);
      for (const [name, r] of [
        ['GET /restaurants/{id}/menus', api],
        ['same JSON as a static file', stat],
      ] as const) {
        console.log(
          `  ${name.padEnd(30)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}   non-2xx ${r.non2xx}`,
        );
      }
      const ok = ratio >= 0.5 && api.p99 <= 20 && api.errors === 0 && api.non2xx === 0;
      console.log(
        `  ratio ${ratio.toFixed(2)} (target >= 0.5), menus p99 ${api.p99} ms (target <= 20 ms): ${ok ? 'MET' : 'NOT MET'}\n`,
      );
      measured.push({ scenario: scenario.name, api, static: stat, ratio });
    }
    // Order placement: every request is a new order (its own Idempotency-Key), priced in full.
    const restaurantId = tenant.restaurants[0]!._id;
    const payload = JSON.stringify(await orderBody(base, restaurantId));
    const check = await fetch(`${base}/api/eater/restaurants/${restaurantId}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `bench-check-${Date.now()}` },
      body: payload,
    });
    if (check.status !== 201)
      throw new Error(`The bench order was refused: ${check.status} ${await check.text()}`);
    let sequence = 0;
    const placeOrders = (seconds: number, onAnswer?: (body: string) => void) =>
      autocannon({
        url: `${base}/api/eater/restaurants/${restaurantId}/orders`,
        connections: orderConnections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => ({
              ...req,
              headers: {
                ...req.headers,
                'content-type': 'application/json',
                'idempotency-key': `bench-${process.pid}-${++sequence}`,
              },
              body: payload,
            }),
            ...(onAnswer && {
              onResponse: (status: number, body: string) => status === 201 && onAnswer(body),
            }),
          },
        ],
      });
    // Warm the order path as the menus were warmed: its first seconds compile the pricing code.
    await placeOrders(2);
    const orders = await placeOrders(duration);
    const placed = {
      requestsPerSecond: orders.requests.average,
      p99: orders.latency.p99,
      errors: orders.errors + orders.timeouts,
      non2xx: orders.non2xx,
    };
    const ordersOk =
      placed.requestsPerSecond >= 300 && placed.p99 <= 50 && placed.errors === 0 && placed.non2xx === 0;
    console.log(`orders (${orderConnections} connections, ${duration} s, SQLite):`);
    console.log(
      `  POST /restaurants/{id}/orders   ${placed.requestsPerSecond.toFixed(0).padStart(7)} orders/s   p99 ${String(placed.p99).padStart(4)} ms   errors ${placed.errors}   non-2xx ${placed.non2xx}`,
    );
    console.log(`  targets >= 300 orders/s, p99 <= 50 ms: ${ordersOk ? 'MET' : 'NOT MET'}\n`);

    const online = await onlineOrders(restaurantId, payload);

    const limited = await ordersAgainstSlotCapacity(restaurantId, placeOrders);

    const webhooks = await webhookDeliveries(restaurantId, placeOrders);

    fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
    fs.writeFileSync(
      path.join(root, '.bench', 'menus.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          connections,
          duration,
          measured,
          orders: placed,
          online,
          limited,
          webhooks,
        },
        null,
        2,
      ),
    );
  } finally {
    fs.rmSync(staticFile, { force: true });
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postalCode: 'S7M 0W9' };

/**
 * Online orders on the test provider: each diner places the order (202, a payment to confirm) and
 * confirms it with the card (200, the order written), again and again for `duration` seconds after
 * 2 s of warm-up. Autocannon sends one request shape; an online order is two dependent calls, so
 * the diners here are plain fetch loops. The latency is the whole order: both calls.
 */
async function onlineOrders(restaurantId: string, offlinePayload: string) {
  const payload = JSON.stringify({ ...JSON.parse(offlinePayload), payment: { method: 'Online' } });
  let sequence = 0;
  const post = (url: string, body: string, headers: Record<string, string>) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const orderOnce = async (): Promise<void> => {
    const n = ++sequence;
    // One address per order (10.x.y.z): the card-attempt limits count per address.
    const address = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    const placed = await post(`/api/eater/restaurants/${restaurantId}/orders`, payload, {
      ...address,
      'idempotency-key': `bench-online-${process.pid}-${n}`,
    });
    if (placed.status !== 202) throw new Error(`place: ${placed.status} ${await placed.text()}`);
    const { payment } = (await placed.json()) as { payment: { _id: string } };
    const confirmed = await post(
      `/api/eater/payments/${payment._id}/confirm`,
      JSON.stringify({ card: TEST_CARD }),
      address,
    );
    const body = (await confirmed.json()) as { order: { _id: string } | null };
    if (confirmed.status !== 200 || !body.order)
      throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(body)}`);
  };
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    let errors = 0;
    const until = performance.now() + seconds * 1000;
    const diner = async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          await orderOnce();
          latencies.push(performance.now() - started);
        } catch (error) {
          if (++errors === 1) console.error(`  first failed online order: ${String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: orderConnections }, diner));
    latencies.sort((a, b) => a - b);
    const p99 = latencies.length ? Math.round(latencies[Math.ceil(latencies.length * 0.99) - 1]!) : NaN;
    return { ordersPerSecond: latencies.length / seconds, p99, orders: latencies.length, errors };
  };
  await run(2);
  const result = await run(duration);
  console.log(`online orders on the test provider (${orderConnections} diners, ${duration} s, SQLite):`);
  console.log(
    `  POST /orders + POST /payments/{id}/confirm   ${result.ordersPerSecond.toFixed(0).padStart(5)} orders/s   p99 ${String(result.p99).padStart(4)} ms   orders ${result.orders}   errors ${result.errors}`,
  );
  console.log(
    `  every order paid and written, none failed: ${result.errors === 0 && result.orders > 0 ? 'MET' : 'NOT MET'}\n`,
  );
  return result;
}

const slotCapacity = Number(process.env.BENCH_SLOT_CAPACITY ?? 300);

/**
 * The same orders (all for one scheduled slot) once the kitchen caps that slot: the check and the
 * booking of a place are one conditional write (decision 0037), so exactly `slotCapacity` are
 * accepted however many race for it, and every other one is refused with a 409. The slot held no
 * counted place before: a location without a limit books none.
 */
async function ordersAgainstSlotCapacity(
  restaurantId: string,
  placeOrders: (seconds: number) => Promise<autocannon.Result>,
) {
  const token = await staffToken(base, 'staff@goldenmaple.example.ca');
  const capped = await fetch(`${base}/api/staff/restaurants/${restaurantId}/capacity`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ maxOrders: slotCapacity, maxItems: null }),
  });
  if (capped.status !== 200) throw new Error(`Setting the slot capacity failed: ${capped.status}`);
  const run = await placeOrders(duration);
  const result = {
    capacity: slotCapacity,
    requestsPerSecond: run.requests.average,
    p99: run.latency.p99,
    accepted: run['2xx'],
    refused: run['4xx'],
    errors: run.errors + run.timeouts + run['5xx'],
  };
  const ok = result.accepted === slotCapacity && result.refused > 0 && result.errors === 0;
  console.log(
    `orders against a slot with room for ${slotCapacity} (${orderConnections} connections, ${duration} s, SQLite):`,
  );
  console.log(
    `  POST /restaurants/{id}/orders   ${result.requestsPerSecond.toFixed(0).padStart(7)} orders/s   p99 ${String(result.p99).padStart(4)} ms   accepted ${result.accepted}   refused (409, slot full) ${result.refused}   errors ${result.errors}`,
  );
  console.log(
    `  accepted = capacity (${result.accepted} of ${slotCapacity}), the rest refused: ${ok ? 'MET' : result.refused === 0 ? 'NOT MET (fewer orders than the capacity were placed: raise BENCH_DURATION)' : 'NOT MET'}\n`,
  );
  return result;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.ceil(sorted.length * p) - 1]!) : NaN;

/**
 * Webhooks (decision 0064): the owner adds an endpoint for order.placed on a receiver in this
 * process, and the diners place orders as above for `duration` seconds. Every 201 answer's time is
 * kept by order id; the receiver keeps each delivery's arrival. Deliveries/s counts from the first
 * delivery to the last, once every order's event has arrived (the outbox drains the backlog after
 * the load stops); the delay runs from the order's answer, which follows its commit, to its delivery.
 */
async function webhookDeliveries(
  restaurantId: string,
  placeOrders: (seconds: number, onAnswer?: (body: string) => void) => Promise<autocannon.Result>,
) {
  const arrivals = new Map<string, number>();
  let duplicates = 0;
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      response.writeHead(200).end();
      const { type, data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        type: string;
        data: { _id: string };
      };
      if (type !== 'order.placed') return;
      if (arrivals.has(data._id)) duplicates++;
      else arrivals.set(data._id, at);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port: receiverPort } = receiver.address() as AddressInfo;
  const token = await staffToken(base, 'owner@goldenmaple.example.ca');
  const added = await fetch(`${base}/api/staff/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ url: `http://127.0.0.1:${receiverPort}/bench`, events: ['order.placed'] }),
  });
  if (added.status !== 201)
    throw new Error(`Adding the endpoint failed: ${added.status} ${await added.text()}`);
  // The capped slot of the run before is full: this run's orders must all be placed, so lift the cap.
  const lifted = await fetch(`${base}/api/staff/restaurants/${restaurantId}/capacity`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ maxOrders: null, maxItems: null }),
  });
  if (lifted.status !== 200) throw new Error(`Lifting the slot capacity failed: ${lifted.status}`);
  const answered = new Map<string, number>();
  const run = await placeOrders(duration, (body) => {
    const at = performance.now();
    answered.set((JSON.parse(body) as { order: { _id: string } }).order._id, at);
  });
  const deadline = performance.now() + 120_000;
  while ([...answered.keys()].some((id) => !arrivals.has(id)) && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  // Orders answered after autocannon stopped counting still have deliveries on their way: the
  // endpoint goes before the receiver does, so none is left retrying against a closed port.
  const { _id: endpointId } = (await added.json()) as { _id: string };
  await fetch(`${base}/api/staff/webhooks/${endpointId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  receiver.close();
  const times = [...arrivals.values()].sort((a, b) => a - b);
  const delays = [...answered]
    .filter(([id]) => arrivals.has(id))
    .map(([id, at]) => arrivals.get(id)! - at)
    .sort((a, b) => a - b);
  const span = (times.at(-1)! - times[0]!) / 1000;
  const result = {
    ordersPerSecond: run.requests.average,
    orders: answered.size,
    delivered: delays.length,
    duplicates,
    deliveriesPerSecond: span > 0 ? times.length / span : NaN,
    delayP50: percentile(delays, 0.5),
    delayP99: percentile(delays, 0.99),
  };
  const ok = result.delivered === result.orders && result.duplicates === 0 && result.orders > 0;
  console.log(
    `webhooks: an endpoint for order.placed (${orderConnections} connections, ${duration} s, SQLite):`,
  );
  console.log(
    `  POST /restaurants/{id}/orders   ${result.ordersPerSecond.toFixed(0).padStart(7)} orders/s   deliveries ${result.deliveriesPerSecond.toFixed(0)}/s   answer → delivery p50 ${result.delayP50} ms, p99 ${result.delayP99} ms`,
  );
  console.log(
    `  every order delivered once (${result.delivered} of ${result.orders}, ${result.duplicates} twice): ${ok ? 'MET' : 'NOT MET'}\n`,
  );
  return result;
}

/** Orders and menus by engine and process count, and the issue's target between them. */
async function engines(): Promise<LoadRow[]> {
  const seconds = Number(process.env.BENCH_ENGINE_SECONDS ?? 5);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-engines-'));
  const cluster = await startPgCluster();
  const rows: LoadRow[] = [];
  try {
    rows.push(...(await loadProof('sqlite', path.join(dir, 'engines.db'), 1, seconds)));
    rows.push(...(await loadProof('postgres', await cluster.create('bench_one'), 1, seconds, cluster.pids)));
    rows.push(...(await loadProof('postgres', await cluster.create('bench_two'), 2, seconds, cluster.pids)));
  } finally {
    cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`engines (${seconds} s each; PostgreSQL: a cluster of its own, fsync off as in the proof):`);
  for (const r of rows)
    console.log(
      `  ${r.scenario.padEnd(6)} ${r.engine.padEnd(8)} x${r.processes} at ${String(r.connections).padStart(2)}   ${r.requestsPerSecond.toFixed(0).padStart(6)}/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   CPU/answer ${r.serverCpuMs.toFixed(2)} ms server${r.databaseCpuMs === null ? '' : ` + ${r.databaseCpuMs.toFixed(2)} ms PostgreSQL`}   ${r.problems.length ? `PROBLEMS: ${r.problems.join('; ')}` : ''}`,
    );
  const at20 = (engine: string, processes: number) =>
    rows.find(
      (r) =>
        r.scenario === 'orders' && r.engine === engine && r.processes === processes && r.connections === 20,
    )!;
  const sqlite = at20('sqlite', 1);
  const two = at20('postgres', 2);
  const met = two.requestsPerSecond >= sqlite.requestsPerSecond && two.p99 <= 100;
  console.log(
    `  target: PostgreSQL x2 ${two.requestsPerSecond.toFixed(0)} orders/s (p99 ${two.p99} ms) against SQLite x1 ${sqlite.requestsPerSecond.toFixed(0)}/s, p99 <= 100 ms: ${met ? 'MET' : 'NOT MET'}\n`,
  );
  return rows;
}

/**
 * One GET on the group's host: when the answer's first byte came, and when its last did (ms). With
 * `firstByteOnly` the download stops there: a year's orders CSV is a million lines.
 */
function timedGet(
  url: string,
  host: string,
  token: string,
  firstByteOnly = false,
): Promise<{ status: number; firstByte: number; whole: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { host, authorization: `Bearer ${token}` } }, (response) => {
      const firstByte = performance.now() - started;
      if (firstByteOnly) {
        response.once('data', () => {
          resolve({ status: response.statusCode ?? 0, firstByte, whole: performance.now() - started });
          request.destroy();
        });
        return;
      }
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, firstByte, whole: performance.now() - started }),
      );
    });
    request.on('error', reject);
  });
}

interface ReportTiming {
  engine: string;
  range: string;
  scope: string;
  report: string;
  /** The first request, before the timed ones: it builds what the range has not built yet. */
  first: number;
  p50: number;
  p95: number;
}

/** Every report of the group's history on one engine, one request at a time. */
async function timeReports(
  engine: string,
  databaseUrl: string,
  now: Date,
  runs: number,
): Promise<ReportTiming[]> {
  const db = openDatabase(databaseUrl);
  try {
    await migrate(db);
    const tenant = await db.kysely
      .selectFrom('tenants')
      .select('id')
      .where('slug', '=', DEFAULT_GROUP.slug)
      .executeTakeFirst();
    if (tenant) {
      // A database the bench (or reports:generate with the same --now) made before: its rollups are
      // built anew only where missing.
      const built = await buildGroupRollups(db, tenant.id, now);
      console.log(`  ${engine}: reusing ${databaseUrl}; rollups built in ${built.toFixed(0)} s`);
    } else {
      const ordersPerDay = Number(process.env.BENCH_REPORTS_ORDERS_PER_DAY ?? DEFAULT_GROUP.ordersPerDay);
      const generated = await generateGroup(db, { ...DEFAULT_GROUP, now, ordersPerDay });
      console.log(
        `  ${engine}: generated ${generated.orders.toLocaleString('en-US')} orders (${generated.lines.toLocaleString('en-US')} lines) in ${generated.seconds.toFixed(0)} s, of which rollups ${generated.rollupSeconds.toFixed(0)} s`,
      );
    }
  } finally {
    await db.close();
  }
  const server = startServer(databaseUrl);
  const rows: ReportTiming[] = [];
  try {
    await waitForHealth(base, 60_000);
    const host = `${DEFAULT_GROUP.slug}.localhost`;
    const login = await new Promise<string>((resolve, reject) => {
      const request = http.request(
        `${base}/api/staff/login`,
        { method: 'POST', headers: { host, 'content-type': 'application/json' } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(body));
        },
      );
      request.on('error', reject);
      request.end(
        JSON.stringify({ email: groupOwnerEmail(DEFAULT_GROUP.slug), password: DEMO_STAFF_PASSWORD }),
      );
    });
    const { token, staff } = JSON.parse(login) as StaffLoginResponse;
    const first = staff.restaurants[0]!;
    const only = process.env.BENCH_REPORTS?.split(',');
    // Last month and the last year, in the restaurants' days before `now`.
    const yesterday = addDays(localDateOf(now, first.time_zone), -1);
    const ranges = {
      month: { from: `${yesterday.slice(0, 8)}01`, to: yesterday },
      year: { from: addDays(yesterday, -364), to: yesterday },
    };
    for (const [range, { from, to }] of Object.entries(ranges))
      for (const scope of ['one', 'all'] as const) {
        const where = `from=${from}&to=${to}${scope === 'one' ? `&restaurantId=${first._id}` : ''}`;
        for (const report of [...REPORTS, 'orders.csv'] as const) {
          if (only && !only.includes(report)) continue;
          const url = `${base}/api/staff/reports/${report}?${where}`;
          const csv = report === 'orders.csv';
          const warm = await timedGet(url, host, token, csv);
          if (warm.status !== 200) throw new Error(`${url} answered ${warm.status}`);
          const times: number[] = [];
          for (let i = 0; i < runs; i += 1) {
            const t = await timedGet(url, host, token, csv);
            times.push(csv ? t.firstByte : t.whole);
          }
          times.sort((a, b) => a - b);
          const row = {
            engine,
            range,
            scope,
            report: csv ? 'orders.csv first byte' : report,
            first: Math.round(csv ? warm.firstByte : warm.whole),
            p50: Math.round(percentile(times, 0.5)),
            p95: Math.round(percentile(times, 0.95)),
          };
          rows.push(row);
          // Each as it comes: a year over all locations can take minutes per report on a busy machine.
          console.log(
            `    ${engine} ${range} ${scope} ${row.report}: first ${row.first} ms, p50 ${row.p50} ms, p95 ${row.p95} ms`,
          );
        }
      }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  return rows;
}

/** The reports on a group's year of orders, on SQLite and PostgreSQL, and the target. */
async function reports(): Promise<ReportTiming[]> {
  const runs = Number(process.env.BENCH_REPORTS_RUNS ?? 10);
  const now = new Date(process.env.BENCH_REPORTS_NOW ?? '2026-11-01T12:00:00.000Z');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-reports-'));
  // Generating the year takes minutes per engine: databases named here are kept and used again.
  const sqliteFile = process.env.BENCH_REPORTS_SQLITE ?? path.join(dir, 'reports.db');
  const postgresUrl = process.env.BENCH_REPORTS_POSTGRES;
  const engines = (process.env.BENCH_REPORTS_ENGINES ?? 'sqlite,postgres').split(',');
  const cluster = postgresUrl || !engines.includes('postgres') ? null : await startPgCluster();
  const rows: ReportTiming[] = [];
  console.log(
    `reports (a ${DEFAULT_GROUP.locations}-location group's year before ${now.toISOString()}; ${runs} requests each, one at a time):`,
  );
  try {
    if (engines.includes('sqlite')) rows.push(...(await timeReports('sqlite', sqliteFile, now, runs)));
    if (engines.includes('postgres'))
      rows.push(
        ...(await timeReports(
          'postgres',
          postgresUrl ?? (await cluster!.create('bench_reports')),
          now,
          runs,
        )),
      );
  } finally {
    cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `  ${'report'.padEnd(24)} ${'range'.padEnd(6)} ${'scope'.padEnd(5)}   SQLite p50/p95     PostgreSQL p50/p95`,
  );
  const key = (r: ReportTiming) => `${r.range} ${r.scope} ${r.report}`;
  const pg = new Map(rows.filter((r) => r.engine === 'postgres').map((r) => [key(r), r]));
  const sqlite = new Map(rows.filter((r) => r.engine === 'sqlite').map((r) => [key(r), r]));
  for (const k of new Set(rows.map(key))) {
    const [r, p] = [sqlite.get(k), pg.get(k)];
    const any = (r ?? p)!;
    console.log(
      `  ${any.report.padEnd(24)} ${any.range.padEnd(6)} ${any.scope.padEnd(5)}   ${(r ? `${r.p50} / ${r.p95} ms` : '').padStart(14)}   ${(p ? `${p.p50} / ${p.p95} ms` : '').padStart(16)}`,
    );
  }
  const over = rows.filter((r) => r.p95 > 300);
  console.log(
    `  target: every p95 <= 300 ms: ${over.length === 0 ? 'MET' : `NOT MET (${over.length} of ${rows.length}: ${over.map((r) => `${r.engine} ${key(r)} ${r.p95} ms`).join('; ')})`}\n`,
  );
  fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
  fs.writeFileSync(
    path.join(root, '.bench', 'reports.json'),
    JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
  );
  return rows;
}

/** The server-drawn /menus HTML, cached and uncached, next to the JSON menus (issue 28). */
async function pages(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-pages-'));
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  let server = startServer(path.join(dir, 'bench.db'));
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
  try {
    await waitForHealth(base);
    const tenant = (await (await fetch(`${base}/api/eater/tenants/goldenmaple`)).json()) as {
      restaurants: { _id: string }[];
    };
    const menusUrl = `${base}/api/eater/restaurants/${tenant.restaurants[0]!._id}/menus`;
    const html = await (await fetch(`${base}/menus`)).text();
    if (!html.includes('{"drawn":"page"')) throw new Error('/menus is not drawn by the server: build first.');
    await autocannon({ url: `${base}/menus`, connections: 5, amount: 200, headers });
    await autocannon({ url: menusUrl, connections: 5, amount: 200, headers });
    const rows: [string, autocannon.Result][] = [
      [
        'GET /restaurants/{id}/menus (JSON)',
        await autocannon({ url: menusUrl, connections, duration, headers }),
      ],
      ['GET /menus, cached', await autocannon({ url: `${base}/menus`, connections, duration, headers })],
      [
        'GET /menus, cached, 1 connection',
        await autocannon({ url: `${base}/menus`, connections: 1, duration, headers }),
      ],
    ];
    await stop();
    // The same database, a server that keeps no page: each request is drawn.
    server = startServer(path.join(dir, 'bench.db'), { PAGE_CACHE: 'off' });
    await waitForHealth(base);
    await autocannon({ url: `${base}/menus`, connections: 5, amount: 100, headers });
    rows.push([
      'GET /menus, drawn each time',
      await autocannon({ url: `${base}/menus`, connections, duration, headers }),
    ]);
    console.log(
      `pages: /menus HTML ${(html.length / 1024).toFixed(1)} KB; ${connections} connections, ${duration} s each`,
    );
    for (const [name, r] of rows) {
      console.log(
        `  ${name.padEnd(36)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.timeouts}   non-2xx ${r.non2xx}`,
      );
    }
    const single = rows[2]![1];
    console.log(
      `  a cached page's p50 for a load alone ${single.latency.p50} ms (target <= 2 ms): ${single.latency.p50 <= 2 ? 'MET' : 'NOT MET'}\n`,
    );
    fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
    fs.writeFileSync(
      path.join(root, '.bench', 'pages.json'),
      JSON.stringify(
        rows.map(([name, r]) => ({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 })),
        null,
        2,
      ),
    );
  } finally {
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_ONLY;
const sections =
  only === 'engines'
    ? engines()
    : only === 'reports'
      ? reports()
      : only === 'pages'
        ? pages()
        : main().then(pages).then(engines).then(reports);
sections.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
