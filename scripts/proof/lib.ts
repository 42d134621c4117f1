/*
 * Pieces shared by the bench and the proofs: the built server as a child process, its health, a
 * realistic order, a PostgreSQL cluster of our own, and the database checks on acknowledged orders.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { defaultSelection, type ApiMenus } from '@storefront/domain';

export const root = path.resolve(import.meta.dirname, '..', '..');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now (the machine is shared: no fixed ports). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(base: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${base} did not become healthy.`);
}

export interface ServerProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code or signal when the process ends. */
  exited: Promise<string>;
  /** What it was started with, for startAgain. */
  started: { databaseUrl: string; env?: Record<string, string> };
}

/** The built server (apps/server/dist) on `databaseUrl`, on a port of its own. */
export async function startServer(
  databaseUrl: string,
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  // PROOF_NODE_ARGS: flags for the server processes, such as --cpu-prof to profile them.
  const nodeArgs = process.env.PROOF_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      // The demo tenants take card payments on the test provider, on purpose (decision 0073); mail
      // links keep the demo's addresses.
      PAYMENTS_PROVIDER: 'test',
      TENANT_BASE_DOMAIN: `http://localhost:${port}`,
      // The proofs place many orders from few addresses: the per-address and per-email limits
      // (README: Limits on anonymous writes) are off, as for the bench and the browser tests.
      ORDER_RATE_LIMIT: 'off',
      GIFT_CARD_ORDER_RATE_LIMIT: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  const base = `http://127.0.0.1:${port}`;
  return { base, port, child, exited, started: { databaseUrl, env: options.env } };
}

/** A server that stopped (or was killed) started again as it was, on its port; once it answers. */
export async function startAgain(server: ServerProcess): Promise<ServerProcess> {
  const again = await startServer(server.started.databaseUrl, { env: server.started.env, port: server.port });
  await waitForHealth(again.base, 60_000);
  return again;
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

/** A demo staff member's session token (every demo staff account's password is staff-pass-2026). */
export async function staffToken(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'staff-pass-2026' }),
  });
  if (!response.ok) throw new Error(`${email} could not sign in: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The demo tenant's first restaurant, as a diner's browser finds it. */
export async function demoRestaurant(base: string): Promise<{ tenantId: string; restaurantId: string }> {
  const tenant = (await (await fetch(`${base}/api/eater/tenants/goldenmaple`)).json()) as {
    _id: string;
    restaurants: { _id: string }[];
  };
  return { tenantId: tenant._id, restaurantId: tenant.restaurants[0]!._id };
}

/** A realistic three-line pickup order for the first slot offered tomorrow or later. */
export async function orderBody(base: string, restaurantId: string): Promise<Record<string, unknown>> {
  const menus = (await (
    await fetch(`${base}/api/eater/restaurants/${restaurantId}/menus?onlineOrdering=true`)
  ).json()) as ApiMenus;
  const items = menus.menus
    .filter((m) => m.duration.name === 'all')
    .flatMap((m) => m.sections.flatMap((s) => s.items))
    .filter((i) => !i.sold_out_until)
    .slice(0, 3);
  const { pickupDates } = (await (
    await fetch(`${base}/api/eater/restaurants/${restaurantId}/pickupdates`)
  ).json()) as {
    pickupDates: string[];
  };
  // 18:00 is inside the demo restaurant's hours on every open day; tomorrow or later has no lead-time edge.
  const pickupDate = pickupDates.find((d, i) => i > 0) ?? pickupDates[0];
  return {
    deliveryMethod: 'Pickup',
    pickupTimeType: 'Schedule',
    pickupDate,
    pickupTime: '18:00',
    items: items.map((item, i) => {
      const selection = defaultSelection(item);
      return {
        id: item._id,
        size: item.sizes[0]?.name ?? null,
        options: selection.options.flatMap((o) => o.itemIds.map((option_id) => ({ option_id }))),
        quantity: i + 1,
      };
    }),
    customer: { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.com', phone: '306-555-0100' },
    payment: { method: 'Offline' },
  };
}

/**
 * The n-th order of a load run on `body`, as autocannon sends it: its own Idempotency-Key (`key`),
 * diner's email and address (10.x.y.z through TRUST_PROXY, as diners behind a proxy).
 */
export function loadOrderRequest(
  request: autocannon.Request,
  body: Record<string, unknown>,
  n: number,
  key: string,
) {
  return {
    ...request,
    headers: {
      ...request.headers,
      'content-type': 'application/json',
      'idempotency-key': key,
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      ...body,
      customer: { ...(body.customer as object), email: `diner-${key}@example.com` },
    }),
  };
}

/** A PostgreSQL cluster of our own (initdb in a temporary folder), never the shared one. */
export interface PgCluster {
  url(database?: string): string;
  /** A new empty database in the cluster; its URL. */
  create(database: string): Promise<string>;
  restart(): Promise<{ downMs: number }>;
  stop(): void;
  /** The cluster's processes now: the postmaster and every backend and worker under it. */
  pids(): number[];
}

/** Clock ticks a second of /proc's CPU times (Linux's USER_HZ, 100 on every kernel we run). */
const TICKS_PER_SECOND = 100;

/** CPU time (user and system, ms) the processes have used so far; a process gone counts 0. */
export function cpuMsOf(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Ended between the listing and the read.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The process and its children (one level: a PostgreSQL postmaster's backends). */
function withChildren(pid: number): number[] {
  const children = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children];
}

function pgBin(name: string): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const candidate = path.join(base, v, 'bin', name);
    if (fs.existsSync(candidate)) return candidate;
  }
  return name;
}

export async function startPgCluster(): Promise<PgCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-proof-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root (a container), the cluster runs as the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', pgBin(bin), ...args], { stdio: 'ignore' })
      : execFileSync(pgBin(bin), args, { stdio: 'ignore' });
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  // PROOF_PG_OPTIONS: more server settings, such as pg_stat_statements (scripts/bench-placement-pg.ts).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60 -c fsync=off ${process.env.PROOF_PG_OPTIONS ?? ''}`;
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', ...args]);
  ctl('-o', options, 'start');
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    async create(database: string) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      await client.query(`CREATE DATABASE ${database}`);
      await client.end();
      return url(database);
    },
    async restart() {
      const started = Date.now();
      ctl('-m', 'fast', 'stop');
      ctl('-o', options, 'start');
      return { downMs: Date.now() - started };
    },
    pids() {
      const postmaster = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return withChildren(postmaster);
    },
    stop() {
      try {
        ctl('-m', 'immediate', 'stop');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** One SQL query on either engine (`?` placeholders), from outside the server. */
export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export async function withDatabase<T>(databaseUrl: string, work: (query: Query) => Promise<T>): Promise<T> {
  if (/^postgres/.test(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      let n = 0;
      return await work(async (text, params = []) => {
        n = 0;
        const result = await client.query(
          text.replace(/\?/g, () => `$${++n}`),
          params,
        );
        return result.rows;
      });
    } finally {
      await client.end();
    }
  }
  const sqlite = new Database(databaseUrl, { timeout: 5000 });
  try {
    return await work(async (text, params = []) => {
      const statement = sqlite.prepare(text);
      return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as never;
    });
  } finally {
    sqlite.close();
  }
}

export interface Acknowledged {
  key: string;
  orderId: string;
}

/**
 * Every acknowledged order is in the database exactly once, under its key; gift cards hold what
 * their redemptions say; a single-use coupon is on at most one order, the one it names.
 */
export async function checkConsistency(
  query: Query,
  acknowledged: Acknowledged[],
  keyPrefix: string,
): Promise<string[]> {
  const problems: string[] = [];
  const rows = await query<{ id: string; idempotency_key: string }>(
    'select id, idempotency_key from orders where idempotency_key like ?',
    [`${keyPrefix}%`],
  );
  const byKey = new Map<string, string[]>();
  for (const row of rows) byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row.id]);
  for (const { key, orderId } of acknowledged) {
    const ids = byKey.get(key) ?? [];
    if (ids.length !== 1 || ids[0] !== orderId)
      problems.push(`order ${orderId} (key ${key}) is in the database ${ids.length} time(s)`);
  }
  const cards = await query<{
    id: string;
    initial: number;
    balance: number;
    pending: number;
    captured: number;
    held: number;
    refunded: number;
  }>(
    `select g.id, g.initial_balance_cents as initial, g.balance_cents as balance, g.pending_balance_cents as pending,
       coalesce((select sum(r.amount_cents) from gift_card_redemptions r where r.gift_card_id = g.id and r.status = 'captured'), 0) as captured,
       coalesce((select sum(r.amount_cents) from gift_card_redemptions r where r.gift_card_id = g.id and r.status = 'held'), 0) as held,
       coalesce((select sum(f.amount_cents) from gift_card_refunds f where f.gift_card_id = g.id), 0) as refunded
     from gift_cards g`,
  );
  for (const c of cards) {
    const [initial, balance, pending, captured, held, refunded] = [
      c.initial,
      c.balance,
      c.pending,
      c.captured,
      c.held,
      c.refunded,
    ].map(Number);
    // As the owner's reconciliation counts it: money given back by a withdrawn order is on the card.
    if (balance !== initial! - captured! + refunded!)
      problems.push(
        `gift card ${c.id}: balance ${balance} ≠ ${initial} − captured ${captured} + given back ${refunded}`,
      );
    if (pending !== balance! - held!)
      problems.push(`gift card ${c.id}: pending ${pending} ≠ balance ${balance} − held ${held}`);
  }
  const orphanCaptures = await query<{ id: string }>(
    `select r.id from gift_card_redemptions r left join orders o on o.id = r.order_id
     where r.status = 'captured' and r.order_id is not null and o.id is null`,
  );
  for (const r of orphanCaptures) problems.push(`gift card redemption ${r.id} is captured for no order`);
  const coupons = await query<{ coupon_code: string; orders: number }>(
    `select c.coupon_code, count(o.id) as orders from coupons c
     join orders o on o.tenant_id = c.tenant_id and upper(o.coupon_code) = upper(c.coupon_code)
     where c.single_use = ? group by c.id, c.coupon_code having count(o.id) > 1`,
    [1],
  );
  for (const c of coupons) problems.push(`single-use coupon ${c.coupon_code} is on ${c.orders} orders`);
  const redeemed = await query<{ coupon_code: string }>(
    `select c.coupon_code from coupons c left join orders o on o.id = c.redeemed_order_id
     where c.redeemed_order_id is not null and (o.id is null or upper(o.coupon_code) <> upper(c.coupon_code))`,
  );
  for (const c of redeemed) problems.push(`coupon ${c.coupon_code} names an order that does not carry it`);
  return problems;
}

/** Percentile of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Test data the order driver spends: gift cards with a large balance and single-use coupons. */
export async function seedSpendables(
  query: Query,
  tenantId: string,
  tag: string,
  counts = { cards: 4, coupons: 200 },
): Promise<{ cards: string[]; coupons: string[] }> {
  const at = new Date().toISOString();
  const cards: string[] = [];
  const coupons: string[] = [];
  for (let i = 0; i < counts.cards; i++) {
    const number = `79${String(Date.now()).slice(-8)}${String(i).padStart(6, '0')}`;
    const id = randomBytes(12).toString('hex');
    await query(
      `insert into gift_cards (id, tenant_id, gift_card_number, customer_id, gift_card_order_id, kind,
         initial_balance_cents, balance_cents, pending_balance_cents, created_at, updated_at)
       values (?, ?, ?, null, null, 'Digital', 100000000, 100000000, 100000000, ?, ?)`,
      [id, tenantId, number, at, at],
    );
    cards.push(number);
  }
  for (let i = 0; i < counts.coupons; i++) {
    const code = `${tag.toUpperCase()}-${i}`;
    await query(
      `insert into coupons (id, tenant_id, promotion_id, customer_id, name, coupon_code, code_key, amount_cents,
         is_paper, single_use, valid_from, valid_until, issued_by_order_id, redeemed_by, redeemed_order_id,
         redeemed_at, created_at, updated_at)
       values (?, ?, null, null, 'Proof $1 off', ?, ?, 100, 0, 1, null, null, null, null, null, null, ?, ?)`,
      [randomBytes(12).toString('hex'), tenantId, code, code, at, at],
    );
    coupons.push(code);
  }
  return { cards, coupons };
}

export interface Attempt {
  key: string;
  status: number;
  /** 'ok' (2xx), 'refused' (a 4xx the server meant), 'unavailable' (503 with a message), 'failed'. */
  outcome: 'ok' | 'refused' | 'unavailable' | 'failed';
  ms: number;
  at: number;
  orderId?: string;
  error?: string;
  /** What was sent, so a client can retry it under the same key. */
  body: Record<string, unknown>;
}

/**
 * Diners placing orders as fast as `concurrency` of them can: every order has its own key, address
 * and email; one in four pays part with a gift card hold, one in four uses a single-use coupon that
 * another diner also tries. Runs until `signal` aborts.
 */
export async function driveOrders(options: {
  base: () => string;
  tenantId: string;
  restaurantId: string;
  body: Record<string, unknown>;
  spendables: { cards: string[]; coupons: string[] };
  keyPrefix: string;
  concurrency: number;
  signal: AbortSignal;
  timeoutMs?: number;
}): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  let sequence = 0;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const call = async (url: string, body: unknown, headers: Record<string, string>) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  const one = async (n: number): Promise<void> => {
    const key = `${options.keyPrefix}${n}`;
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const headers = { 'x-forwarded-for': address };
    const started = Date.now();
    const body: Record<string, unknown> = {
      ...options.body,
      customer: { ...(options.body.customer as object), email: `diner-${key}@example.com` },
    };
    try {
      if (n % 4 === 1 && options.spendables.cards.length > 0) {
        const card = options.spendables.cards[n % options.spendables.cards.length]!;
        const hold = await call(
          `${options.base()}/api/eater/tenants/${options.tenantId}/giftcards/${card}/preauth`,
          { amountToRedeem: 1 },
          headers,
        );
        if (hold.status === 201) body.giftCardRedemptions = [hold.json._id];
      }
      if (n % 4 === 2 && options.spendables.coupons.length > 0) {
        // Two diners try each code: exactly one may have it.
        body.couponCode = options.spendables.coupons[Math.floor(n / 8) % options.spendables.coupons.length];
        body.couponEmail = (body.customer as { email: string }).email;
      }
      const placed = await call(
        `${options.base()}/api/eater/restaurants/${options.restaurantId}/orders`,
        body,
        {
          ...headers,
          'idempotency-key': key,
        },
      );
      const outcome =
        placed.status < 300
          ? 'ok'
          : placed.status === 503 && typeof placed.json.message === 'string'
            ? 'unavailable'
            : placed.status < 500
              ? 'refused'
              : 'failed';
      attempts.push({
        key,
        body,
        status: placed.status,
        outcome,
        ms: Date.now() - started,
        at: started,
        ...(outcome === 'ok' ? { orderId: (placed.json.order as { _id: string })._id } : {}),
        ...(outcome === 'failed' || outcome === 'refused' ? { error: String(placed.json.message) } : {}),
      });
    } catch (error) {
      attempts.push({
        key,
        body,
        status: 0,
        outcome: 'failed',
        ms: Date.now() - started,
        at: started,
        error: String(error),
      });
    }
  };
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (!options.signal.aborted) await one(++sequence);
    }),
  );
  return attempts;
}

/** A client's retry of an attempt under its own key (after a crash or a 503). */
export async function retryOrder(base: string, restaurantId: string, attempt: Attempt): Promise<Attempt> {
  const started = Date.now();
  const response = await fetch(`${base}/api/eater/restaurants/${restaurantId}/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': attempt.key,
      'x-forwarded-for': '10.255.0.1',
    },
    body: JSON.stringify(attempt.body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await response.json()) as { order?: { _id: string }; message?: string };
  const ok = response.status < 300;
  return {
    ...attempt,
    status: response.status,
    outcome: ok ? 'ok' : response.status < 500 ? 'refused' : 'failed',
    ms: Date.now() - started,
    at: started,
    ...(ok ? { orderId: json.order!._id } : { error: json.message }),
  };
}

/**
 * Diners start ordering at the demo restaurant of the server at `base()` once it is healthy, with
 * gift cards and coupons seeded under `tag`; `stop` aborts them, `attempts` resolves with what they did.
 */
export async function startDiners(options: {
  databaseUrl: string;
  base: () => string;
  tag: string;
  concurrency: number;
}): Promise<{ restaurantId: string; attempts: Promise<Attempt[]>; stop: () => void }> {
  const { databaseUrl, base, tag, concurrency } = options;
  await waitForHealth(base(), 60_000);
  const { tenantId, restaurantId } = await demoRestaurant(base());
  const body = await orderBody(base(), restaurantId);
  const spendables = await withDatabase(databaseUrl, (query) => seedSpendables(query, tenantId, tag));
  const controller = new AbortController();
  const attempts = driveOrders({
    base,
    tenantId,
    restaurantId,
    body,
    spendables,
    keyPrefix: `${tag}-`,
    concurrency,
    signal: controller.signal,
  });
  return { restaurantId, attempts, stop: () => controller.abort() };
}

/** The orders the server acknowledged (2xx), on a first try or a retry. */
export const acknowledgedOf = (attempts: Attempt[]): Acknowledged[] =>
  attempts.filter((a) => a.outcome === 'ok').map((a) => ({ key: a.key, orderId: a.orderId! }));

/**
 * The diners whose requests were cut off (`toRetry`) try again under the same keys, as the storefront
 * does; then every order acknowledged on a first try or a retry must be in the database exactly once.
 */
export async function retryAndCheck(options: {
  databaseUrl: string;
  base: string;
  restaurantId: string;
  tag: string;
  attempts: Attempt[];
  toRetry: Attempt[];
}): Promise<{ retried: Attempt[]; acknowledged: Acknowledged[]; problems: string[] }> {
  const { databaseUrl, base, restaurantId, tag, attempts, toRetry } = options;
  const retried: Attempt[] = [];
  for (const attempt of toRetry) retried.push(await retryOrder(base, restaurantId, attempt));
  const acknowledged = acknowledgedOf([...attempts, ...retried]);
  const problems = await withDatabase(databaseUrl, (query) =>
    checkConsistency(query, acknowledged, `${tag}-`),
  );
  return { retried, acknowledged, problems };
}

export function summarize(attempts: Attempt[]): Record<Attempt['outcome'], number> {
  const counts = { ok: 0, refused: 0, unavailable: 0, failed: 0 };
  for (const a of attempts) counts[a.outcome]++;
  return counts;
}
