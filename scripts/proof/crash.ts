/*
 * Crash (issue 16 item 8): diners place orders (some with gift card holds, some racing for single-use
 * coupons); the server is killed with SIGKILL mid-load and started again on the same database; the
 * diners whose requests were cut off retry under the same Idempotency-Key, as the storefront does.
 * Then every order acknowledged with a 2xx must be in the database exactly once, and gift card
 * balances and coupon redemptions must add up.
 */
import { retryAndCheck, sleep, startAgain, startDiners, startServer, stopServer, summarize } from './lib';

export interface CrashResult {
  engine: string;
  acknowledgedBeforeKill: number;
  cutOff: number;
  retriedOk: number;
  acknowledged: number;
  problems: string[];
  restartMs: number;
}

export async function crashProof(
  engine: 'sqlite' | 'postgres',
  databaseUrl: string,
  loadMs = Number(process.env.PROOF_CRASH_MS ?? 3000),
): Promise<CrashResult> {
  let server = await startServer(databaseUrl, { env: { TRUST_PROXY: '1' } });
  try {
    const tag = `crash${engine}${Date.now().toString(36)}`;
    const base = server.base;
    const diners = await startDiners({ databaseUrl, base: () => base, tag, concurrency: 20 });
    await sleep(loadMs);
    server.child.kill('SIGKILL');
    diners.stop();
    await server.exited;
    const attempts = await diners.attempts;
    const beforeKill = summarize(attempts);

    const restarted = Date.now();
    server = await startAgain(server);
    const restartMs = Date.now() - restarted;
    const cutOff = attempts.filter((a) => a.outcome === 'failed');
    const { retried, acknowledged, problems } = await retryAndCheck({
      databaseUrl,
      base: server.base,
      restaurantId: diners.restaurantId,
      tag,
      attempts,
      toRetry: cutOff,
    });
    // Every retry either finds its order (the crash came after the commit) or places it now.
    for (const r of retried)
      if (r.outcome !== 'ok' && r.status !== 409)
        problems.push(`retry of ${r.key}: ${r.status} ${r.error ?? ''}`);
    const unexpected = attempts.filter((a) => a.outcome === 'refused' && a.status !== 409);
    for (const a of unexpected.slice(0, 5))
      problems.push(`refused before the kill: ${a.status} ${a.error ?? ''}`);
    return {
      engine,
      acknowledgedBeforeKill: beforeKill.ok,
      cutOff: cutOff.length,
      retriedOk: retried.filter((r) => r.outcome === 'ok').length,
      acknowledged: acknowledged.length,
      problems,
      restartMs,
    };
  } finally {
    await stopServer(server);
  }
}
