import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { createForgetTrigger, ROLLUP_LOCK } from './0046-report-rollups';
import { createIndex } from './builders';

/*
 * The reports' rollups forgotten by a seek (decision 0093, issue 32 item 5). Migration 0046's
 * trigger ran four deletes on every order write (two instants, rows then mark), each finding the
 * built periods that hold an instant by `starts_at <= instant`: on the (restaurant_id, starts_at)
 * index that is every period the location built before it, a year of days and months for an order
 * placed now. A built period has ended, so those that can hold an instant end after it: on
 * (restaurant_id, ends_at, starts_at) an order placed now (received and promised at or after now)
 * finds none in one probe, and a past order's change reads only the periods after it. The deletes
 * run only when that probe finds a period (SQLite: the trigger's WHEN; PostgreSQL: an IF).
 *
 * On PostgreSQL the location's shared advisory lock stays before the probe: a build under way
 * holds it exclusively and its mark is not visible until it commits, so a change that skipped the
 * lock could commit after the build read the orders and find no mark to forget.
 */

type Row = 'NEW' | 'OLD';

/** The instants of a row that put it in a period: received, and promised (the adjusted time first). */
const instants = (row: Row) => [
  `${row}.received_at`,
  `coalesce(${row}.adjusted_pickup_time, ${row}.pickup_time)`,
];

/** A built period of the row's location may hold one of the row's instants (it ends after the earlier). */
const mayHold = (row: Row, least: 'min' | 'least') =>
  `exists (select 1 from report_rollup_days d where d.restaurant_id = ${row}.restaurant_id
    and d.ends_at > ${least}(${instants(row).join(', ')}))`;

/** Forgets the location's built periods (rows, then marks) that hold the instant. */
const forget = (row: Row, at: string) => `
    delete from report_rollup_rows where restaurant_id = ${row}.restaurant_id and day in
      (select d.day from report_rollup_days d where d.restaurant_id = ${row}.restaurant_id
        and d.ends_at > ${at} and d.starts_at <= ${at});
    delete from report_rollup_days where restaurant_id = ${row}.restaurant_id
      and ends_at > ${at} and starts_at <= ${at};`;

const forgetAll = (rows: Row[]) =>
  rows.flatMap((row) => instants(row).map((at) => forget(row, at))).join('\n');

const SQLITE_TRIGGERS: [op: 'insert' | 'update' | 'delete', rows: Row[]][] = [
  ['insert', ['NEW']],
  ['update', ['NEW', 'OLD']],
  ['delete', ['OLD']],
];

export async function dropRollupTriggers(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) await sql`drop trigger orders_report_rollups on orders`.execute(db);
  else
    for (const [op] of SQLITE_TRIGGERS) await sql.raw(`drop trigger orders_report_rollups_${op}`).execute(db);
}

/**
 * The triggers that forget; `guarded`: only when a built period may hold an instant (0049);
 * `locked` (PostgreSQL): after the location's shared advisory lock, as 0046 and 0049 do (false only
 * to measure what the lock costs: scripts/bench-rollup-trigger.ts).
 */
export async function createRollupTriggers(
  db: Kysely<unknown>,
  { guarded, locked = true }: { guarded: boolean; locked?: boolean },
) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    const each = (row: Row) => `
      ${locked ? `perform pg_advisory_xact_lock_shared(${ROLLUP_LOCK}, hashtext(${row}.restaurant_id));` : ''}
      ${guarded ? `if ${mayHold(row, 'least')} then ${forgetAll([row])} end if;` : forgetAll([row])}`;
    await createForgetTrigger(db, each, { replace: true });
    return;
  }
  for (const [op, rows] of SQLITE_TRIGGERS) {
    const when = guarded ? `when ${rows.map((row) => mayHold(row, 'min')).join(' or ')}` : '';
    await sql
      .raw(
        `create trigger orders_report_rollups_${op} after ${op} on orders ${when} begin ${forgetAll(rows)} end`,
      )
      .execute(db);
  }
}

interface PeriodsIndex {
  name: string;
  columns: string[];
}

/** The periods' index the triggers seek by: 0046's by start, this migration's by end. */
const BY_START: PeriodsIndex = {
  name: 'report_rollup_days_instant_idx',
  columns: ['restaurant_id', 'starts_at'],
};
const BY_END: PeriodsIndex = {
  name: 'report_rollup_days_end_idx',
  columns: ['restaurant_id', 'ends_at', 'starts_at'],
};

/** Replaces the periods' index and the triggers that seek with it (up and down go opposite ways). */
async function reseek(
  db: Kysely<unknown>,
  from: PeriodsIndex,
  to: PeriodsIndex,
  guarded: boolean,
): Promise<void> {
  await dropRollupTriggers(db);
  await db.schema.dropIndex(from.name).execute();
  await createIndex(db, to.name, 'report_rollup_days', to.columns);
  await createRollupTriggers(db, { guarded });
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await reseek(db, BY_START, BY_END, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await reseek(db, BY_END, BY_START, false);
}
