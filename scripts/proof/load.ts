/*
 * Load (issue 16 item 11): order placement and the menus document at 20 and 50 connections, on
 * SQLite (one server process, as it runs) and on PostgreSQL with two server processes on one
 * database, the connections split between them. Throughput, p50 and p99 come from autocannon's
 * merged histograms; after each order run every order acknowledged with a 2xx must be in the
 * database exactly once.
 */
import autocannon from 'autocannon';
import {
  checkConsistency,
  cpuMsOf,
  demoRestaurant,
  loadOrderRequest,
  orderBody,
  startServer,
  stopServer,
  waitForHealth,
  withDatabase,
  type Acknowledged,
  type ServerProcess,
} from './lib';

export interface LoadRow {
  engine: string;
  processes: number;
  scenario: 'orders' | 'menus';
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Orders only: acknowledged, and what the exactly-once check found. */
  acknowledged?: number;
  problems: string[];
  /** CPU time per answer (ms): the server processes', and PostgreSQL's when it is measured. */
  serverCpuMs: number;
  databaseCpuMs: number | null;
}

/** What a run cost in CPU: the server processes' and, when given, the database's. */
interface CpuMeter {
  servers: ServerProcess[];
  databasePids?: () => number[];
}
const cpuNow = ({ servers, databasePids }: CpuMeter) => ({
  server: cpuMsOf(servers.map((s) => s.child.pid!)),
  database: databasePids ? cpuMsOf(databasePids()) : null,
});

type Raw = autocannon.Result;

async function run(
  meter: CpuMeter,
  connections: number,
  seconds: number,
  path: string,
  request: Partial<autocannon.Options> = {},
): Promise<Raw & { cpu: { server: number; database: number | null } }> {
  const { servers } = meter;
  const before = cpuNow(meter);
  const share = Math.max(1, Math.floor(connections / servers.length));
  const results = await Promise.all(
    servers.map(
      (server) =>
        autocannon({
          url: `${server.base}${path}`,
          connections: share,
          duration: seconds,
          skipAggregateResult: true,
          ...request,
        } as autocannon.Options) as unknown as Promise<Raw>,
    ),
  );
  // Merges the processes' histograms: p50 and p99 over every request, not an average of percentiles.
  const aggregate = (autocannon as unknown as { aggregateResult(r: Raw[], o: object): Raw }).aggregateResult;
  const after = cpuNow(meter);
  return {
    ...aggregate(results, { url: servers.map((s) => s.base), connections, duration: seconds }),
    cpu: {
      server: after.server - before.server,
      database: before.database === null ? null : after.database! - before.database,
    },
  };
}

export async function loadProof(
  engine: 'sqlite' | 'postgres',
  databaseUrl: string,
  processes: number,
  seconds = Number(process.env.PROOF_LOAD_SECONDS ?? 5),
  databasePids?: () => number[],
): Promise<LoadRow[]> {
  const env = { TRUST_PROXY: '1' };
  const servers: ServerProcess[] = [];
  const rows: LoadRow[] = [];
  try {
    // One at a time: the first migrates and seeds, the others find it done.
    for (let i = 0; i < processes; i++) {
      const server = await startServer(databaseUrl, { env });
      servers.push(server);
      await waitForHealth(server.base, 60_000);
    }
    const meter: CpuMeter = { servers, databasePids };
    const first = servers[0]!;
    const { restaurantId } = await demoRestaurant(first.base);
    const body = await orderBody(first.base, restaurantId);
    const menusPath = `/api/eater/restaurants/${restaurantId}/menus`;
    // Warm every process's order and menus paths so first-request work is not measured.
    await run(meter, 4, 1, menusPath);

    for (const connections of [20, 50]) {
      const menus = await run(meter, connections, seconds, menusPath);
      rows.push(row(seconds, engine, processes, 'menus', connections, menus, []));

      const tag = `load${engine}${connections}${Date.now().toString(36)}`;
      const acknowledged: Acknowledged[] = [];
      let sequence = 0;
      const orders = await run(meter, connections, seconds, `/api/eater/restaurants/${restaurantId}/orders`, {
        requests: [
          {
            method: 'POST',
            setupRequest: (req: autocannon.Request) => {
              const n = ++sequence;
              return loadOrderRequest(req, body, n, `${tag}-${n}`);
            },
            onResponse: (status: number, responseBody: string) => {
              if (status < 300) {
                const placed = JSON.parse(responseBody) as {
                  order: { _id: string; idempotencyKey?: string };
                };
                acknowledged.push({ key: '', orderId: placed.order._id });
              }
            },
          },
        ],
      });
      const problems = await withDatabase(databaseUrl, async (query) => {
        // autocannon's onResponse does not see the request: the ids are matched to keys here.
        const found = await query<{ id: string; idempotency_key: string }>(
          'select id, idempotency_key from orders where idempotency_key like ?',
          [`${tag}-%`],
        );
        const keyOf = new Map(found.map((r) => [r.id, r.idempotency_key]));
        const issues: string[] = [];
        const withKeys = acknowledged.map((a) => {
          const key = keyOf.get(a.orderId);
          if (!key) issues.push(`acknowledged order ${a.orderId} is not in the database`);
          return { key: key ?? `missing-${a.orderId}`, orderId: a.orderId };
        });
        if (new Set(acknowledged.map((a) => a.orderId)).size !== acknowledged.length)
          issues.push('an order id was acknowledged twice');
        return [
          ...issues,
          ...(await checkConsistency(
            query,
            withKeys.filter((a) => !a.key.startsWith('missing-')),
            `${tag}-`,
          )),
        ];
      });
      rows.push({
        ...row(seconds, engine, processes, 'orders', connections, orders, problems),
        acknowledged: acknowledged.length,
      });
    }
    return rows;
  } finally {
    for (const server of servers) await stopServer(server);
  }
}

function row(
  seconds: number,
  engine: string,
  processes: number,
  scenario: 'orders' | 'menus',
  connections: number,
  result: Awaited<ReturnType<typeof run>>,
  problems: string[],
): LoadRow {
  const errors = result.errors + result.timeouts;
  const extra = [...problems];
  if (errors > 0) extra.push(`${errors} connection errors or timeouts`);
  if (result.non2xx > 0) extra.push(`${result.non2xx} non-2xx answers`);
  const answers = result['2xx'] + result.non2xx;
  return {
    engine,
    processes,
    scenario,
    connections,
    serverCpuMs: result.cpu.server / answers,
    databaseCpuMs: result.cpu.database === null ? null : result.cpu.database / answers,
    // Completed answers over the run's length (the merged result has no per-second samples).
    requestsPerSecond: answers / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors,
    problems: extra,
  };
}
