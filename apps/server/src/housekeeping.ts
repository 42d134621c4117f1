import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Executor } from './db/executor';
import type { Database } from './db/schema';
import { pruneKeptRanges } from './modules/reports/reports.rollups';
import { warmCustomerRanges } from './modules/reports/reports.service';

/*
 * What the product keeps of news it has delivered: the outbox's events, the webhook deliveries (the
 * owner's delivery log) and the mails. Each grows by every order for good otherwise. A month, as
 * Stripe keeps its events: long enough for the owner to read the log, to resend a delivery, and for
 * an integrator to catch up after an outage; what is still pending is never deleted.
 */
export const KEPT_DAYS = 30;

const PRUNED = [
  { table: 'outbox_events', settled: ['delivered', 'failed'], since: 'created_at' },
  // A resent delivery is news again: it is kept a month from its last attempt.
  { table: 'webhook_deliveries', settled: ['delivered', 'failed'], since: 'updated_at' },
  { table: 'mail_outbox', settled: ['sent', 'logged', 'failed'], since: 'created_at' },
] as const;

export type PrunedTable = (typeof PRUNED)[number]['table'];

/**
 * Deletes the settled rows older than KEPT_DAYS before `now`, `batch` rows a statement so that no
 * statement holds SQLite's one writer for long; how many of each table.
 */
export async function pruneDeliveredNews(
  db: Executor,
  now: Date,
  batch = 1000,
): Promise<Record<PrunedTable, number>> {
  const before = new Date(now.getTime() - KEPT_DAYS * 86_400_000).toISOString();
  const deleted = { outbox_events: 0, webhook_deliveries: 0, mail_outbox: 0 };
  for (const { table, settled, since } of PRUNED) {
    for (;;) {
      const result = await sql`delete from ${sql.table(table)} where id in (
        select id from ${sql.table(table)}
        where status in (${sql.join(settled)}) and ${sql.ref(since)} < ${before}
        limit ${batch})`.execute(db);
      const count = Number(result.numAffectedRows ?? 0);
      deleted[table] += count;
      if (count < batch) break;
    }
  }
  return deleted;
}

/** The advisory lock's key (PostgreSQL) while a process tends the kept ranges: 'TEND' in ASCII. */
export const TEND_LOCK = 0x54454e44;

/**
 * The customers report's kept ranges (decisions 0098, 0102): those nobody read for five weeks go,
 * then the owner's usual ranges are kept again for the day (after a local midnight, or after an
 * order's change forgot them). Run every quarter hour: a range already kept costs a read. Every
 * process runs it; on PostgreSQL one at a time, and a process that finds another at it leaves the
 * work to that one (keeping a year's range of ten locations takes seconds of the database).
 */
export async function tendCustomerRanges(db: Kysely<Database>, now: Date) {
  const tend = async () => {
    const pruned = await pruneKeptRanges(db, now);
    const warmed = await warmCustomerRanges(db, now);
    return { pruned, warmed };
  };
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return tend();
  // The lock is the transaction's, held while the work runs on other connections: a session's lock
  // would sit on a connection other statements share (db/postgres-pipeline.ts).
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      taken: boolean;
    }>`select pg_try_advisory_xact_lock(${TEND_LOCK}) as taken`.execute(trx);
    if (!rows[0]?.taken) return { pruned: 0, warmed: 0 };
    return tend();
  });
}
