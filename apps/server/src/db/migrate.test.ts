import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/harness';
import { migrate, migrationsAheadOf, pendingMigrations } from './index';

/*
 * A rolling deployment (decision 0076): the newer release migrates first, while this build's
 * processes keep serving and restart on the newer schema. On the engine the run tests.
 */
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.drop());

const ran = (name: string) =>
  sql`insert into kysely_migration (name, timestamp) values (${name}, '2026-11-25T20:30:00.000Z')`.execute(
    t.db.kysely,
  );

describe('a database a newer release has migrated', () => {
  it('is served by this build: nothing to run, nothing refused', async () => {
    expect(await migrationsAheadOf(t.db)).toEqual([]);
    await ran('9000-a-newer-release-adds-a-column');
    expect(await migrationsAheadOf(t.db)).toEqual(['9000-a-newer-release-adds-a-column']);
    expect(await migrate(t.db)).toEqual([]);
    expect(await pendingMigrations(t.db)).toEqual([]);
  });

  it('is refused when this build also lacks one of its own: one release at a time', async () => {
    const [last] = (await pendingMigrationsAfterForgetting()).slice(-1);
    await expect(migrate(t.db)).rejects.toThrow(
      `The database has migrations this build does not know (9000-a-newer-release-adds-a-column) and lacks some it has (${last}): deploy one release at a time.`,
    );
  });
});

/** Forgets that this build's last migration ran, as a database two releases apart would look. */
async function pendingMigrationsAfterForgetting(): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name desc limit 1 offset 1`.execute(t.db.kysely);
  await sql`delete from kysely_migration where name = ${rows[0]!.name}`.execute(t.db.kysely);
  return pendingMigrations(t.db);
}
