import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/harness';
import { groupCommit } from './group-commit';
import { newId } from './ids';

/*
 * Group commit on the engine under test (SQLite by default, PostgreSQL with TEST_DATABASE_URL): the
 * SQLite Db uses it for orders; on PostgreSQL it is exercised here so that its savepoints are proven
 * on both.
 */
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.drop());

const tenantRow = (slug: string) => ({
  id: newId(),
  slug,
  name: slug,
  settings: '{}',
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
});

const countTenants = async (slugs: string[]) =>
  (await t.db.kysely.selectFrom('tenants').select('slug').where('slug', 'in', slugs).execute()).length;

describe('groupCommit', () => {
  it('commits the works that arrive together, each with its own result', async () => {
    const transact = groupCommit(t.db.kysely);
    const slugs = Array.from({ length: 10 }, (_, i) => `together-${i}`);
    const results = await Promise.all(
      slugs.map((slug) =>
        transact(async (trx) => {
          await trx.insertInto('tenants').values(tenantRow(slug)).execute();
          return slug.toUpperCase();
        }),
      ),
    );
    expect(results).toEqual(slugs.map((s) => s.toUpperCase()));
    expect(await countTenants(slugs)).toBe(10);
  });

  it('rolls back a failing work alone: the others in its batch commit', async () => {
    const transact = groupCommit(t.db.kysely);
    const outcomes = await Promise.allSettled(
      ['alone-a', 'alone-b', 'alone-c'].map((slug) =>
        transact(async (trx) => {
          await trx.insertInto('tenants').values(tenantRow(slug)).execute();
          if (slug === 'alone-b') throw new Error('b changed its mind');
          return slug;
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('b changed its mind'));
    expect(await countTenants(['alone-a', 'alone-b', 'alone-c'])).toBe(2);
    expect(await countTenants(['alone-b'])).toBe(0);
  });

  it('sees, in each work, what the works before it in the batch wrote (one writer at a time)', async () => {
    const transact = groupCommit(t.db.kysely);
    const slug = 'only-once';
    // Ten works race to create the same tenant, each checking first: exactly one creates it.
    const created = await Promise.all(
      Array.from({ length: 10 }, () =>
        transact(async (trx) => {
          const existing = await trx
            .selectFrom('tenants')
            .select('id')
            .where('slug', '=', slug)
            .executeTakeFirst();
          if (existing) return false;
          await trx.insertInto('tenants').values(tenantRow(slug)).execute();
          return true;
        }),
      ),
    );
    expect(created.filter(Boolean)).toHaveLength(1);
    expect(await countTenants([slug])).toBe(1);
  });

  it('a constraint violation fails that work only', async () => {
    const transact = groupCommit(t.db.kysely);
    const outcomes = await Promise.allSettled(
      ['dup', 'dup', 'not-dup'].map((slug) =>
        transact((trx) => trx.insertInto('tenants').values(tenantRow(slug)).execute()),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await countTenants(['dup', 'not-dup'])).toBe(2);
  });
});
