/*
 * What the workers that send rows out of the database (kitchen printers' jobs, webhook deliveries)
 * share: they claim due rows in batches under a lease, so that every server process can run them
 * and none sends a row twice, and they try a failed send again after a wait that doubles.
 */
import type { Db } from './index';
import type { Executor } from './executor';

/** What a repository's claim is asked: rows due at `at`, leased until `leaseUntil`, `limit` at most. */
export interface LeaseClaim {
  at: string;
  leaseUntil: string;
  limit: number;
  /** PostgreSQL: rows another process is claiming are skipped (FOR UPDATE SKIP LOCKED). */
  skipLocked: boolean;
}

/**
 * Claims `batch` rows at a time leased for `leaseMs` from the app's now and hands them to `work`,
 * until a claim comes back short; the sum of what `work` counted.
 */
export async function workLeasedBatches<Claimed>(
  deps: { db: Db; now: () => Date },
  { leaseMs, batch }: { leaseMs: number; batch: number },
  claim: (db: Executor, options: LeaseClaim) => Promise<Claimed[]>,
  work: (claimed: Claimed[], leaseUntil: string) => Promise<number>,
): Promise<number> {
  let done = 0;
  for (;;) {
    const now = deps.now();
    const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
    const claimed = await claim(deps.db.kysely, {
      at: now.toISOString(),
      leaseUntil,
      limit: batch,
      skipLocked: deps.db.engine === 'postgres',
    });
    done += await work(claimed, leaseUntil);
    if (claimed.length < batch) return done;
  }
}

/** The wait before attempt `attempts + 1`: `firstMs`, then doubling with each attempt, at most `longestMs`. */
export const doublingDelayMs = (attempts: number, firstMs: number, longestMs: number): number =>
  Math.min(firstMs * 2 ** Math.max(0, attempts - 1), longestMs);
