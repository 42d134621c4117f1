/*
 * npm run proof -- deploy (issue 30 item 4): the production shape of docs/deploy/ on this machine.
 * Caddy (Debian's package, its own certificate authority) terminates TLS in front of two server
 * processes on one PostgreSQL database; diners place orders over HTTPS and follow one on its status
 * page and its socket through the proxy, while
 *   - the two processes start together on the empty database (the migrations run once: Kysely's lock),
 *   - the next release's migration adds a column while both serve (decision 0076),
 *   - one process restarts on that newer schema, as a rolling deployment restarts it,
 *   - the process holding the diner's socket is killed (kill -9): the other serves every request and
 *     the socket reconnects there, in time to hear the kitchen accept the order.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ORDER_ROOM_EVENT, type ApiOrder } from '@storefront/domain';
import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import pg from 'pg';
import { io } from 'socket.io-client';
import { MIGRATIONS } from '../../apps/server/src/db/index';
import {
  demoRestaurant,
  freePort,
  orderBody,
  percentile,
  root,
  sleep,
  startAgain,
  startServer,
  stopServer,
  waitForHealth,
  withDatabase,
  type PgCluster,
  type ServerProcess,
} from './lib';

const execFileAsync = promisify(execFile);
const OWNER_EMAIL = 'owner@goldenmaple.example.ca';
const STICKY_COOKIE = 'storefront_upstream';
/** The next release's migration: a nullable column, the expand half of expand-then-contract. */
const NEXT_RELEASE_MIGRATION = '9000-proof-orders-kitchen-note';

export interface DeployResult {
  migrations: number;
  migrationsRanOnce: boolean;
  ordersPlaced: number;
  ordersFailed: number;
  /** Answers other than 201 that the diner's browser retried (same Idempotency-Key). */
  retried: number;
  p99Ms: number;
  expandMs: number;
  restartedOnNewerSchema: boolean;
  socketReconnects: number;
  acceptedHeardMs: number | null;
  problems: string[];
}

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** An HTTPS client that trusts Caddy's authority and keeps the proxy's sticky cookie, as a browser does. */
function browserLike(base: string, ca: string) {
  let cookie = '';
  const request = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = https.request(
        `${base}${url}`,
        {
          method,
          ca,
          headers: {
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
        },
        (res) => {
          const sticky = [res.headers['set-cookie'] ?? []]
            .flat()
            .find((c) => c.startsWith(`${STICKY_COOKIE}=`));
          if (sticky) cookie = sticky.split(';')[0]!;
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { request, cookie: () => cookie };
}

/** Which upstream Caddy's cookie names: its value is an HMAC of the upstream's address (no secret set). */
const upstreamOf = (cookie: string, servers: ServerProcess[]) =>
  servers.find(
    (s) => cookie.split('=')[1] === createHmac('sha256', '').update(`127.0.0.1:${s.port}`).digest('hex'),
  ) ?? null;

async function startCaddy(upstreams: ServerProcess[], dir: string) {
  const [httpsPort, httpPort, adminPort] = [await freePort(), await freePort(), await freePort()];
  const caddy: ChildProcess = spawn(
    'caddy',
    ['run', '--config', path.join(root, 'docs/deploy/Caddyfile'), '--adapter', 'caddyfile'],
    {
      env: {
        ...process.env,
        SITE_ADDRESS: 'localhost',
        UPSTREAMS: upstreams.map((s) => `127.0.0.1:${s.port}`).join(' '),
        TLS: 'internal',
        HTTPS_PORT: String(httpsPort),
        HTTP_PORT: String(httpPort),
        CADDY_ADMIN: `localhost:${adminPort}`,
        // Caddy keeps its authority and certificates here, not in the machine's home.
        XDG_DATA_HOME: dir,
        XDG_CONFIG_HOME: dir,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  caddy.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const failed = new Promise<never>((_, reject) => {
    caddy.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT' ? 'caddy is not installed: apt-get install -y caddy' : String(error),
        ),
      ),
    );
    caddy.once('exit', (code) => reject(new Error(`caddy exited (${code}): ${log}`)));
  });
  const rootCert = path.join(dir, 'caddy/pki/authorities/local/root.crt');
  const base = `https://localhost:${httpsPort}`;
  const ready = (async () => {
    for (let i = 0; i < 300; i++) {
      if (fs.existsSync(rootCert)) {
        const ca = fs.readFileSync(rootCert, 'utf8');
        const answer = await browserLike(base, ca)
          .request('GET', '/api/health/ready')
          .catch(() => null);
        if (answer?.status === 200) return ca;
      }
      await sleep(100);
    }
    throw new Error(`Caddy did not serve ${base} in 30 s: ${log}`);
  })();
  const ca = await Promise.race([ready, failed]);
  failed.catch(() => undefined);
  return { base, ca, stop: () => caddy.kill('SIGTERM') };
}

/** The next release's migrator: this build's migrations and one more, under Kysely's lock as at start. */
async function migrateAsNextRelease(databaseUrl: string): Promise<void> {
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }),
  });
  const next: Migration = {
    async up(kysely) {
      await sql`ALTER TABLE orders ADD COLUMN kitchen_note text`.execute(kysely);
    },
  };
  try {
    const { error } = await new Migrator({
      db,
      provider: { getMigrations: async () => ({ ...MIGRATIONS, [NEXT_RELEASE_MIGRATION]: next }) },
      allowUnorderedMigrations: true,
    }).migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
  } finally {
    await db.destroy();
  }
}

export async function deployProof(cluster: PgCluster): Promise<DeployResult> {
  const problems: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-deploy-'));
  const databaseUrl = await cluster.create('proof_deploy');
  const env = {
    SEED_DEMO: 'false',
    TRUST_PROXY: '127.0.0.1',
    PAYMENTS_PROVIDER: 'test',
    // Caddy checks readiness every 2 s: a stopping process is out of its pool before it closes.
    SHUTDOWN_DRAIN_MS: '3000',
  };
  // Two processes on the empty database, started together: each runs the migrations at start.
  let servers: ServerProcess[] = await Promise.all([
    startServer(databaseUrl, { env }),
    startServer(databaseUrl, { env }),
  ]);
  let caddy: Awaited<ReturnType<typeof startCaddy>> | null = null;
  try {
    await Promise.all(servers.map((s) => waitForHealth(s.base, 60_000)));
    const ranOnce = await withDatabase(databaseUrl, (query) =>
      query<{ name: string; n: string }>('SELECT name, COUNT(*) AS n FROM kysely_migration GROUP BY name'),
    );
    const migrations = ranOnce.length;
    const migrationsRanOnce =
      migrations === Object.keys(MIGRATIONS).length && ranOnce.every((row) => Number(row.n) === 1);
    if (!migrationsRanOnce) problems.push(`migrations ran ${JSON.stringify(ranOnce)}`);

    // The demo tenants, seeded once by hand as docs/deploy/README.md says.
    await execFileAsync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/seed-cli.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });

    // Each process sees a new tenant within its directory's cache time (plugins/tenant.ts).
    const { tenantId, restaurantId } = await (async () => {
      for (let i = 0; ; i++) {
        const found = await demoRestaurant(servers[0]!.base).catch(() => null);
        if (found) return found;
        if (i === 150) throw new Error('the seeded demo tenant never showed');
        await sleep(100);
      }
    })();
    caddy = await startCaddy(servers, dir);
    const body = await orderBody(servers[0]!.base, restaurantId);
    const place = (client: ReturnType<typeof browserLike>, key: string) =>
      client.request('POST', `/api/eater/restaurants/${restaurantId}/orders`, body, {
        'idempotency-key': key,
      });

    // A diner places an order over HTTPS and follows it: its status page, then its socket.
    const diner = browserLike(caddy.base, caddy.ca);
    const placed = await place(diner, `deploy-diner-${Date.now()}`);
    if (placed.status !== 201) throw new Error(`the diner's order: ${placed.status} ${placed.body}`);
    const orderId = (JSON.parse(placed.body) as { order: { _id: string } }).order._id;
    const page = await diner.request('GET', `/order?id=${orderId}`);
    if (page.status !== 200 || !page.body.includes('<div id="root"'))
      problems.push(`the status page answered ${page.status}`);
    const status = await diner.request('GET', `/api/eater/tenants/${tenantId}/orders/${orderId}`);
    if (status.status !== 200) problems.push(`the order's status answered ${status.status}`);
    let socketConnects = 0;
    let heard: ApiOrder | null = null;
    const socket = io(`${caddy.base}/orders`, {
      path: '/socket.io',
      auth: { orderId },
      ca: caddy.ca,
      extraHeaders: { cookie: diner.cookie() },
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    });
    socket.on('connect', () => socketConnects++);
    socket.on(ORDER_ROOM_EVENT, (order: ApiOrder) => (heard = order));
    for (let i = 0; i < 200 && socketConnects === 0; i++) await sleep(50);
    if (socketConnects === 0) throw new Error("the diner's socket did not connect through Caddy");
    const holder = upstreamOf(diner.cookie(), servers);
    if (!holder) throw new Error(`the sticky cookie names no process: ${diner.cookie()}`);
    const other = servers.find((s) => s !== holder)!;

    // Diners keep ordering through the proxy, each from a browser of its own, for the rest.
    const latencies: number[] = [];
    let failed = 0;
    let stop = false;
    let phase = 'serving';
    const failedIn: Record<string, number> = {};
    // A diner whose order meets an error tries again under the same Idempotency-Key, as the checkout
    // keeps its attempt's key until the order is placed: an order fails only if it is never placed.
    let retried = 0;
    const shopper = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const started = Date.now();
        const key = `deploy-${n}-${i}-${started}`;
        let answer: Answer = { status: 0, body: '', headers: {} };
        for (let attempt = 0; attempt < 20; attempt++) {
          if (attempt > 0) {
            retried++;
            failedIn[`${phase} ${answer.status}`] = (failedIn[`${phase} ${answer.status}`] ?? 0) + 1;
            await sleep(250);
          }
          answer = await place(browserLike(caddy!.base, caddy!.ca), key).catch((error: unknown): Answer => ({
            status: 0,
            body: String(error),
            headers: {},
          }));
          if (answer.status === 201) break;
        }
        latencies.push(Date.now() - started);
        if (answer.status !== 201) {
          failed++;
          if (failed <= 5) problems.push(`an order answered ${answer.status}: ${answer.body.slice(0, 200)}`);
        }
      }
    };
    const shoppers = Array.from({ length: 4 }, (_, n) => shopper(n));
    await sleep(1500);

    // The next release migrates while both processes serve.
    phase = 'migrating';
    const expandStarted = Date.now();
    await migrateAsNextRelease(databaseUrl);
    const expandMs = Date.now() - expandStarted;
    await sleep(1000);

    // Rolling restart: the process without the diner's socket stops and starts again on the newer
    // schema (this build does not know its migration, and serves on it).
    phase = 'restarting';
    await stopServer(other);
    const restarted = await startAgain(other);
    servers = servers.map((s) => (s === other ? restarted : s));
    const ready = await fetch(`${restarted.base}/api/health/ready`);
    const restartedOnNewerSchema = ready.status === 200;
    if (!restartedOnNewerSchema) problems.push(`the restarted process is not ready: ${ready.status}`);
    // As docs/deploy/README.md says: a few seconds after one is ready, before the next.
    await sleep(3000);

    // The process holding the diner's socket dies; the kitchen accepts the order on the other.
    phase = 'killed';
    holder.child.kill('SIGKILL');
    await holder.exited;
    const killedAt = Date.now();
    for (let i = 0; i < 200 && socketConnects < 2; i++) await sleep(50);
    if (socketConnects < 2) problems.push("the diner's socket did not reconnect after its process died");
    const staff = browserLike(caddy.base, caddy.ca);
    const login = await staff.request('POST', '/api/staff/login', {
      email: OWNER_EMAIL,
      password: 'staff-pass-2026',
    });
    const token = (JSON.parse(login.body) as { token?: string }).token;
    const accepted = await staff.request(
      'POST',
      `/api/staff/orders/${orderId}/accept`,
      { prepMinutes: 20 },
      { authorization: `Bearer ${token}` },
    );
    if (accepted.status !== 200) problems.push(`accepting the order answered ${accepted.status}`);
    for (let i = 0; i < 200 && (heard as ApiOrder | null)?.status !== 'Accepted'; i++) await sleep(50);
    const acceptedHeardMs = (heard as ApiOrder | null)?.status === 'Accepted' ? Date.now() - killedAt : null;
    if (acceptedHeardMs === null) problems.push("the diner's socket did not hear the order accepted");
    await sleep(1000);
    stop = true;
    await Promise.all(shoppers);
    socket.close();
    console.log(`    answers retried by phase: ${JSON.stringify(failedIn)}`);

    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      migrations,
      migrationsRanOnce,
      ordersPlaced: latencies.length - failed + 1,
      ordersFailed: failed,
      retried,
      p99Ms: percentile(sorted, 99),
      expandMs,
      restartedOnNewerSchema,
      socketReconnects: socketConnects - 1,
      acceptedHeardMs,
      problems,
    };
  } finally {
    caddy?.stop();
    await Promise.all(servers.map((s) => stopServer(s)));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
