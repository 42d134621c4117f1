import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/harness';

/*
 * The pipelined driver (postgres-pipeline.ts, decision 0111). PostgreSQL only (vitest.config.ts runs
 * *.postgres.test.ts in the PostgreSQL pass): SQLite has no connections.
 */
let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
  await sql`create table pipeline_rows (n integer primary key)`.execute(t.db.kysely);
});
afterAll(async () => t?.drop());

/** The writes sent to the database while `work` runs: each is a round trip's request. */
async function writesDuring<T>(work: () => Promise<T>): Promise<{ writes: number; result: T }> {
  const socket = net.Socket.prototype as unknown as Record<
    '_write' | '_writev',
    (...a: unknown[]) => unknown
  >;
  const originals = { _write: socket._write, _writev: socket._writev };
  let writes = 0;
  for (const method of ['_write', '_writev'] as const)
    socket[method] = function (this: unknown, ...args: unknown[]) {
      writes++;
      return originals[method].apply(this, args);
    };
  try {
    const result = await work();
    return { writes, result };
  } finally {
    Object.assign(socket, originals);
  }
}

const one = (n: number) => sql<{ n: number }>`select ${n}::int as n`.execute(t.db.kysely);

describe('the pipelined PostgreSQL driver', () => {
  it('sends the statements of one turn in one write per shared connection', async () => {
    await Promise.all([one(0), one(0)]); // both shared connections open
    const { writes, result } = await writesDuring(() =>
      Promise.all(Array.from({ length: 10 }, (_, i) => one(i))),
    );
    expect(result.map((r) => r.rows[0]!.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(writes).toBeLessThanOrEqual(2);
  });

  it("keeps a statement's failure to itself", async () => {
    const settled = await Promise.allSettled([
      one(1),
      sql`select 1 / ${0}::int as n`.execute(t.db.kysely),
      one(3),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason.message).toMatch(/division by zero/);
    expect((settled[2] as PromiseFulfilledResult<{ rows: { n: number }[] }>).value.rows[0]!.n).toBe(3);
  });

  it("sends a transaction's BEGIN with its first statement, and keeps its rows from the shared statements", async () => {
    const { writes } = await writesDuring(() =>
      t.db.kysely.transaction().execute(async (trx) => {
        await sql`insert into pipeline_rows (n) values (1)`.execute(trx);
        // Written in the same turn on a shared connection: outside the transaction, it sees nothing yet.
        const outside = await sql<{ count: string }>`select count(*) from pipeline_rows`.execute(t.db.kysely);
        expect(Number(outside.rows[0]!.count)).toBe(0);
      }),
    );
    // BEGIN with the insert, the shared count, the commit.
    expect(writes).toBe(3);
    const after = await sql<{ count: string }>`select count(*) from pipeline_rows`.execute(t.db.kysely);
    expect(Number(after.rows[0]!.count)).toBe(1);
  });

  it('rolls a failed transaction back and gives its connection back', async () => {
    const attempt = t.db.kysely.transaction().execute(async (trx) => {
      await sql`insert into pipeline_rows (n) values (2)`.execute(trx);
      await sql`insert into pipeline_rows (n) values (2)`.execute(trx);
    });
    await expect(attempt).rejects.toThrow(/duplicate key/);
    const rows = await sql<{ n: number }>`select n from pipeline_rows where n = 2`.execute(t.db.kysely);
    expect(rows.rows).toEqual([]);
    const pool = t.db.pgPool!;
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('answers a statement on an idle connection rather than behind a slow one', async () => {
    await Promise.all([one(0), one(0)]);
    const answered: string[] = [];
    const slow = sql`select pg_sleep(0.3)`.execute(t.db.kysely).then(() => answered.push('slow'));
    await new Promise((resolve) => setImmediate(resolve));
    await one(1).then(() => answered.push('quick'));
    await slow;
    expect(answered).toEqual(['quick', 'slow']);
  });

  it('opens new shared connections when they are lost', async () => {
    const pid = () => sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.db.kysely);
    // Written in one turn, one on each shared connection (an idle one is taken first).
    const lost = (await Promise.all([pid(), pid()])).map((r) => r.rows[0]!.pid);
    expect(new Set(lost).size).toBe(2);
    // Another session ends them, as a database restart would.
    const admin = await t.db.pgPool!.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [lost]);
    } finally {
      admin.release();
    }
    // A statement written before the loss is noticed may fail (the request answers 503); the next
    // ones are answered on new connections.
    let answeredBy: number | null = null;
    for (let attempt = 0; attempt < 3 && answeredBy === null; attempt++)
      answeredBy = await pid().then(
        (r) => r.rows[0]!.pid,
        () => null,
      );
    expect(answeredBy).not.toBeNull();
    expect(lost).not.toContain(answeredBy);
  });

  it('prepares statements, and prepares one again when its table changes under it', async () => {
    const all = () =>
      sql<Record<string, unknown>>`select * from pipeline_rows where n = ${1}`.execute(t.db.kysely);
    // One after another, statements take the first idle shared connection: the same one each time.
    for (let run = 0; run < 6; run++) expect((await all()).rows).toEqual([{ n: 1 }]);
    const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
      t.db.kysely,
    );
    expect(prepared.rows.map((r) => r.statement)).toContain('select * from pipeline_rows where n = $1');
    // A migration adds a column while the statement is prepared (decision 0076).
    await sql`alter table pipeline_rows add column note text`.execute(t.db.kysely);
    expect((await all()).rows).toEqual([{ n: 1, note: null }]);
  });

  it("prepares a transaction's statements that name their columns, on its own connection", async () => {
    await t.db.kysely.transaction().execute(async (trx) => {
      await sql`select n from pipeline_rows where n = ${5}`.execute(trx);
      // A `*` could change its columns under a migration, which would fail the whole transaction.
      await sql`select * from pipeline_rows where n = ${5}`.execute(trx);
      const { rows } = await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements`.execute(trx);
      const statements = rows.map((r) => r.statement);
      expect(statements).toContain('select n from pipeline_rows where n = $1');
      expect(statements).not.toContain('select * from pipeline_rows where n = $1');
    });
  });

  it('keeps at most 200 statements prepared on a connection', async () => {
    for (let i = 0; i < 230; i++) await sql.raw(`select ${i} as n`).execute(t.db.kysely);
    const { rows } = await sql<{ count: string }>`select count(*) from pg_prepared_statements`.execute(
      t.db.kysely,
    );
    expect(Number(rows[0]!.count)).toBeLessThanOrEqual(201);
    expect(Number(rows[0]!.count)).toBeGreaterThan(150);
  });

  it('forgets the names of statement texts past 5,000 (texts made with values in them)', async () => {
    const first = sql.raw<{ n: number }>('select 0 as first');
    const nameOfFirst = async () => {
      const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements
        where statement = 'select 0 as first'`.execute(t.db.kysely);
      return rows[0]?.name;
    };
    await first.execute(t.db.kysely);
    const before = await nameOfFirst();
    expect(before).toMatch(/^s\d+$/);
    for (let i = 1; i <= 5000; i++) await sql.raw(`select ${i} as n`).execute(t.db.kysely);
    await first.execute(t.db.kysely);
    const after = await nameOfFirst();
    expect(after).toMatch(/^s\d+$/);
    expect(after).not.toBe(before);
  });

  it("keeps a session's statements on one connection (Kysely's migration lock)", async () => {
    await t.db.kysely.connection().execute(async (session) => {
      await sql`select pg_advisory_lock(42)`.execute(session);
      await Promise.all([one(1), one(2), one(3)]);
      await sql`select pg_advisory_unlock(42)`.execute(session);
    });
    const held = await sql`select 1 from pg_locks where locktype = 'advisory' and objid = 42`.execute(
      t.db.kysely,
    );
    expect(held.rows).toEqual([]);
  });
});
