import { describe, expect, it } from 'vitest';
import { openDatabase } from '.';
import { createTestDb } from '../test/harness';
import { seedIfEmpty } from './seed-runner';

/*
 * Processes started together on an empty database each seed the demo if they find no tenant: on
 * PostgreSQL two processes, here two connection pools on one database; on SQLite one process.
 */
describe('seedIfEmpty', () => {
  it('seeds an empty database once when two starts meet, and the other finds it done', async () => {
    const testDb = await createTestDb();
    // A second pool on the same database, as a second process has (PostgreSQL only: one SQLite
    // process owns its file).
    const other = testDb.db.engine === 'postgres' ? openDatabase(testDb.url) : null;
    try {
      const results = await Promise.all([
        seedIfEmpty(testDb.db.kysely, new Date('2026-11-25T20:00:00Z')),
        seedIfEmpty((other ?? testDb.db).kysely, new Date('2026-11-25T20:00:00Z')),
      ]);
      expect(results.map((created) => created.length).sort()).toEqual([0, 3]);
      const tenants = await testDb.db.kysely.selectFrom('tenants').select('slug').execute();
      expect(tenants).toHaveLength(3);
    } finally {
      await other?.close();
      await testDb.drop();
    }
  });
});
