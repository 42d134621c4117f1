/*
 * Where an order placement's time goes on PostgreSQL (issue 30 item 5): one server process on a
 * cluster of its own with pg_stat_statements, orders placed at 20 connections (as the bench's engines
 * section), then per order: the CPU of the server and of the database, and each statement's calls,
 * execution and planning time (nested ones, such as foreign key checks and triggers, included).
 *
 *   npm run build -w @storefront/server && node --import tsx scripts/bench-placement-pg.ts
 *
 * BENCH_PLACEMENT_SECONDS (6) is the measured run. PROOF_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR'
 * profiles the server process too.
 */
import autocannon from 'autocannon';
import {
  cpuMsOf,
  demoRestaurant,
  loadOrderRequest,
  orderBody,
  startPgCluster,
  startServer,
  stopServer,
  waitForHealth,
  withDatabase,
} from './proof/lib';

interface StatementRow {
  calls: string;
  exec_ms: string;
  plan_ms: string;
  query: string;
}

process.env.PROOF_PG_OPTIONS = [
  '-c shared_preload_libraries=pg_stat_statements',
  '-c pg_stat_statements.track=all',
  '-c pg_stat_statements.track_planning=on',
].join(' ');

const seconds = Number(process.env.BENCH_PLACEMENT_SECONDS ?? 6);
const cluster = await startPgCluster();
try {
  const url = await cluster.create('placement');
  const server = await startServer(url, { env: { TRUST_PROXY: '1' } });
  try {
    await waitForHealth(server.base, 60_000);
    const { restaurantId } = await demoRestaurant(server.base);
    const body = await orderBody(server.base, restaurantId);
    await withDatabase(url, (query) => query('create extension if not exists pg_stat_statements'));
    let sequence = 0;
    const place = (duration: number) =>
      autocannon({
        url: `${server.base}/api/eater/restaurants/${restaurantId}/orders`,
        connections: 20,
        duration,
        requests: [
          {
            method: 'POST',
            setupRequest: (request: autocannon.Request) => {
              const n = ++sequence;
              return loadOrderRequest(request, body, n, `placement-${n}`);
            },
          },
        ],
      });
    await place(2);
    await withDatabase(url, (query) => query('select pg_stat_statements_reset()'));
    const before = { server: cpuMsOf([server.child.pid!]), database: cpuMsOf(cluster.pids()) };
    const result = await place(seconds);
    const after = { server: cpuMsOf([server.child.pid!]), database: cpuMsOf(cluster.pids()) };
    const orders = result['2xx'];
    const perOrder = (ms: number) => (ms / orders).toFixed(2);
    console.log(
      `${orders} orders (${(orders / seconds).toFixed(0)}/s, p99 ${result.latency.p99} ms, ${result.non2xx} refused); ` +
        `CPU per order: server ${perOrder(after.server - before.server)} ms, PostgreSQL ${perOrder(after.database - before.database)} ms`,
    );
    const statements = await withDatabase(url, (query) =>
      query<StatementRow>(
        `select calls, total_exec_time as exec_ms, total_plan_time as plan_ms,
           left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query
         from pg_stat_statements where query not like '%pg_stat_statements%'
         order by total_exec_time + total_plan_time desc limit 30`,
      ),
    );
    const us = (ms: string) => ((Number(ms) / orders) * 1000).toFixed(0).padStart(5);
    console.log('calls/order  exec µs  plan µs  statement');
    for (const s of statements)
      console.log(
        `${(Number(s.calls) / orders).toFixed(2).padStart(11)}  ${us(s.exec_ms)}    ${us(s.plan_ms)}    ${s.query}`,
      );
  } finally {
    await stopServer(server);
  }
} finally {
  cluster.stop();
}
