import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { seedDemo } from './seed';

/** The advisory lock's key (PostgreSQL): 'SEED' in ASCII, apart from Kysely's migration lock. */
const SEED_LOCK = 0x53454544;
/** Seeds of this process, one after another. */
let seeding: Promise<unknown> = Promise.resolve();

/**
 * Seeds the demo tenants, with their season of history, when the database holds no tenant at all
 * (first start). Starts that meet take turns: in this process one after another, and across
 * processes on one PostgreSQL database (a deployment's first start) under an advisory lock, so one
 * seeds and the others find it done.
 */
export function seedIfEmpty(db: Kysely<Database>, now = new Date()): Promise<string[]> {
  const seed = async () => {
    const any = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
    if (any) return [];
    return (await seedDemo(db, { now, history: true })).created;
  };
  const turn = seeding.then(() =>
    db.getExecutor().adapter instanceof PostgresAdapter
      ? // The transaction's lock, held while the seed runs on other connections (postgres-pipeline.ts).
        db.transaction().execute(async (trx) => {
          await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
          return seed();
        })
      : seed(),
  );
  seeding = turn.catch(() => undefined);
  return turn;
}
