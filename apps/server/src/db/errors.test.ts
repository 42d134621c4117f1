import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/harness';
import { isUniqueViolation } from './errors';

// Runs on the engine of the run (SQLite by default, PostgreSQL with TEST_DATABASE_URL): each names
// its violations differently.
describe('isUniqueViolation', () => {
  let testDb: TestDb;
  const failureOf = async (statement: ReturnType<typeof sql>) => {
    try {
      await statement.execute(testDb.db.kysely);
    } catch (error) {
      return error;
    }
    throw new Error('the statement did not fail');
  };

  beforeAll(async () => {
    testDb = await createTestDb();
    await sql`CREATE TABLE unique_probe (id TEXT PRIMARY KEY, email TEXT UNIQUE, note TEXT NOT NULL)`.execute(
      testDb.db.kysely,
    );
    await sql`INSERT INTO unique_probe (id, email, note) VALUES ('a', 'a@example.com', 'first')`.execute(
      testDb.db.kysely,
    );
  });
  afterAll(async () => testDb.drop());

  it('is true for a repeated unique column', async () => {
    const error = await failureOf(
      sql`INSERT INTO unique_probe (id, email, note) VALUES ('b', 'a@example.com', 'x')`,
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('is true for a repeated primary key', async () => {
    const error = await failureOf(
      sql`INSERT INTO unique_probe (id, email, note) VALUES ('a', 'c@example.com', 'x')`,
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('is false for any other constraint, and for what is not a database error', async () => {
    const error = await failureOf(sql`INSERT INTO unique_probe (id, email) VALUES ('d', 'd@example.com')`);
    expect(isUniqueViolation(error)).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
