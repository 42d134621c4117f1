/*
 * What the reports' rollup trigger costs an order's placement (decision 0093, migration 0049):
 *
 *   node --import tsx scripts/bench-rollup-trigger.ts <DATABASE_URL> [orders per round] [rounds]
 *
 * On a database with a built year (npm run reports:generate: a year of days and months built at
 * each location), inserts orders received now at the first location, each in its own transaction
 * as a placement writes its order, in rounds that take turns: with migration 0046's trigger (every
 * write runs four deletes that pass over the location's built periods), with 0049's (a probe by the
 * periods' end), with none, and on PostgreSQL with 0049's without the advisory lock. Prints each
 * variant's median per insert (µs) and the load average; leaves 0049's trigger and no new order.
 */
import os from 'node:os';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { migrate, openDatabase } from '../apps/server/src/db/index';
import { newId } from '../apps/server/src/db/ids';
import {
  createRollupTriggers,
  dropRollupTriggers,
} from '../apps/server/src/db/migrations/0049-rollup-forget-seek';

const [url, perRound = '200', rounds = '5'] = process.argv.slice(2);
if (!url) throw new Error('Name the database: a SQLite file or a postgres:// URL with a generated year.');

const db = openDatabase(url);
const kysely = db.kysely;
const postgres = kysely.getExecutor().adapter instanceof PostgresAdapter;

/** Migration 0046's index on the periods' start, which its trigger's deletes read. */
async function startIndex(on: boolean) {
  if (on)
    await sql`create index if not exists report_rollup_days_instant_idx on report_rollup_days (restaurant_id, starts_at)`.execute(
      kysely,
    );
  else await sql`drop index if exists report_rollup_days_instant_idx`.execute(kysely);
}

const VARIANTS: Record<string, (k: Kysely<unknown>) => Promise<void>> = {
  '0046 (four deletes)': async (k) => {
    await startIndex(true);
    await createRollupTriggers(k, { guarded: false });
  },
  '0049 (a probe by the end)': async (k) => {
    await startIndex(false);
    await createRollupTriggers(k, { guarded: true });
  },
  ...(postgres
    ? {
        '0049 without the advisory lock': async (k: Kysely<unknown>) => {
          await startIndex(false);
          await createRollupTriggers(k, { guarded: true, locked: false });
        },
      }
    : {}),
  'no trigger': async () => {
    await startIndex(false);
  },
};

async function main() {
  await migrate(db);
  const template = await kysely
    .selectFrom('orders')
    .selectAll()
    .orderBy('received_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const built = await kysely
    .selectFrom('report_rollup_days')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('restaurant_id', '=', template.restaurant_id)
    .executeTakeFirstOrThrow();
  console.log(
    `${db.engine}: ${built.n} built periods at the location; ${perRound} orders a round, ${rounds} rounds; load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const times = new Map<string, number[]>(Object.keys(VARIANTS).map((v) => [v, []]));
  const written: string[] = [];
  let number = 900_000_000;
  try {
    for (let round = 0; round < Number(rounds); round += 1)
      for (const [name, install] of Object.entries(VARIANTS)) {
        await dropRollupTriggers(kysely as Kysely<unknown>).catch(() => undefined);
        await install(kysely as Kysely<unknown>);
        for (let i = 0; i < Number(perRound); i += 1) {
          const now = new Date();
          const id = newId();
          number += 1;
          const started = performance.now();
          await kysely
            .insertInto('orders')
            .values({
              ...template,
              id,
              order_number: number,
              idempotency_key: `bench-trigger-${id}`,
              received_at: now.toISOString(),
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
              pickup_time: new Date(now.getTime() + 20 * 60_000).toISOString(),
              adjusted_pickup_time: null,
            })
            .execute();
          times.get(name)!.push((performance.now() - started) * 1000);
          written.push(id);
        }
      }
  } finally {
    await dropRollupTriggers(kysely as Kysely<unknown>).catch(() => undefined);
    await startIndex(false);
    await createRollupTriggers(kysely as Kysely<unknown>, { guarded: true });
    for (let i = 0; i < written.length; i += 500)
      await kysely
        .deleteFrom('orders')
        .where('id', 'in', written.slice(i, i + 500))
        .execute();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [name, xs] of times)
    console.log(`  ${name.padEnd(32)} median ${median(xs).toFixed(0).padStart(6)} µs per insert`);
  console.log(
    `  load after: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => db.close());
