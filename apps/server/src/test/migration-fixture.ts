import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { migrate, type Db } from '../db';
import type { Database } from '../db/schema';
import { createTestDb, type TestDb } from './harness';

/*
 * A migration's own test, on the engine of the run: a database migrated up to `stopAt` (the migration
 * before the one under test), holding tenant 't1' and the rows `writeBefore` writes under the old
 * schema, then migrated the rest of the way. The tests read `migrated.db` once it is ready; the
 * database is dropped after the file's tests.
 */
export function useMigratedDb(
  stopAt: string,
  writeBefore: (db: Kysely<Database>) => Promise<void>,
): { readonly db: Db } {
  const migrated = {} as { db: Db };
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(stopAt);
    migrated.db = testDb.db;
    await sql`insert into tenants (id, slug, name, settings, created_at, updated_at)
              values ('t1', 't1', 'Tenant', '{}', '2026-11-25', '2026-11-25')`.execute(testDb.db.kysely);
    await writeBefore(testDb.db.kysely);
    await migrate(testDb.db);
  });
  afterAll(async () => testDb.drop());
  return migrated;
}

/** Restaurant 'r1' of tenant 't1', written in SQL: a migration test's orders need one. */
export async function insertRestaurantR1(db: Kysely<Database>): Promise<void> {
  await sql`insert into restaurants (id, tenant_id, slug, name, settings, regular_business_hours,
              delivery_options, created_at, updated_at)
            values ('r1', 't1', 'place', 'Place', '{}', '[]', '{}', '2026-11-25', '2026-11-25')`.execute(db);
}
