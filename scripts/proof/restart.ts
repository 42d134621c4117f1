/*
 * Database restart (issue 16 item 9, PostgreSQL): diners place orders while our own PostgreSQL
 * cluster restarts (pg_ctl stop -m fast, then start). The server must stay up, answer 503 with a
 * message while the database is away (not hang, not crash), reconnect by itself, and fewer than 1% of
 * the requests in the window may fail otherwise (a 5xx other than that 503, a reset, a timeout).
 * Diners who got the 503 retry under the same key afterwards; every acknowledged order must then be
 * in the database exactly once.
 */
import {
  retryAndCheck,
  sleep,
  startDiners,
  startServer,
  stopServer,
  summarize,
  waitForHealth,
  type PgCluster,
} from './lib';

export interface RestartResult {
  requests: number;
  ok: number;
  unavailable: number;
  failed: number;
  failedShare: number;
  downMs: number;
  okAfterRestart: number;
  serverAlive: boolean;
  problems: string[];
}

export async function restartProof(cluster: PgCluster, databaseUrl: string): Promise<RestartResult> {
  const before = Number(process.env.PROOF_RESTART_BEFORE_MS ?? 2500);
  const after = Number(process.env.PROOF_RESTART_AFTER_MS ?? 3500);
  const server = await startServer(databaseUrl, { env: { TRUST_PROXY: '1' } });
  try {
    const tag = `restart${Date.now().toString(36)}`;
    const diners = await startDiners({ databaseUrl, base: () => server.base, tag, concurrency: 10 });
    await sleep(before);
    const { downMs } = await cluster.restart();
    const restartedAt = Date.now();
    await sleep(after);
    diners.stop();
    const attempts = await diners.attempts;
    const counts = summarize(attempts);
    const serverAlive = server.child.exitCode === null && server.child.signalCode === null;
    const problems: string[] = [];
    if (!serverAlive) problems.push(`the server exited (${await server.exited})`);
    const failed = attempts.filter((a) => a.outcome === 'failed');
    for (const a of failed.slice(0, 5)) problems.push(`failed: ${a.status} ${a.error ?? ''}`);
    const share = attempts.length ? counts.failed / attempts.length : 1;
    if (share >= 0.01) problems.push(`${(share * 100).toFixed(2)}% of requests failed (limit 1%)`);
    const okAfterRestart = attempts.filter((a) => a.outcome === 'ok' && a.at > restartedAt).length;
    if (okAfterRestart === 0)
      problems.push('no order was placed after the restart: the server did not reconnect');

    // Diners who were told to try again do so; the cut-off ones too.
    if (serverAlive) await waitForHealth(server.base, 20_000);
    const toRetry = serverAlive
      ? attempts.filter((x) => x.outcome === 'unavailable' || x.outcome === 'failed')
      : [];
    const checked = await retryAndCheck({
      databaseUrl,
      base: server.base,
      restaurantId: diners.restaurantId,
      tag,
      attempts,
      toRetry,
    });
    problems.push(...checked.problems);
    return {
      requests: attempts.length,
      ok: counts.ok,
      unavailable: counts.unavailable,
      failed: counts.failed,
      failedShare: share,
      downMs,
      okAfterRestart,
      serverAlive,
      problems,
    };
  } finally {
    await stopServer(server);
  }
}
