import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_TYPES } from '@storefront/domain';
import { createTestDb, type TestDb } from '../../test/harness';
import { migrate } from '..';

// On the engine of the run: the rows written under the old CHECK keep their type, and the column
// takes any name the registry may add.
describe('0018: promotions.type without the CHECK listing the six names', () => {
  let testDb: TestDb;
  const insertPromotion = (id: string, type: string) =>
    sql`insert into promotions (id, tenant_id, name, type, rules, created_at, updated_at)
        values (${id}, 't1', ${`Promotion ${id}`}, ${type}, '{}', '2026-11-25', '2026-11-25')`.execute(
      testDb.db.kysely,
    );
  const typeOf = async (id: string) =>
    (await sql<{ type: string }>`select type from promotions where id = ${id}`.execute(testDb.db.kysely))
      .rows[0]?.type;

  beforeAll(async () => {
    testDb = await createTestDb('0004-promotions-version');
    await sql`insert into tenants (id, slug, name, settings, created_at, updated_at)
              values ('t1', 't1', 'Tenant', '{}', '2026-11-25', '2026-11-25')`.execute(testDb.db.kysely);
    await insertPromotion('before', 'Payment method reward');
    await expect(insertPromotion('refused', 'Mystery discount')).rejects.toThrow();
    await migrate(testDb.db);
  });
  afterAll(async () => testDb.drop());

  it('keeps the type of every promotion written before it', async () => {
    expect(await typeOf('before')).toBe('Payment method reward');
  });

  it('takes a type name the old CHECK refused, and every registry type', async () => {
    await insertPromotion('new-type', 'Mystery discount');
    expect(await typeOf('new-type')).toBe('Mystery discount');
    for (const [i, type] of PROMOTION_TYPES.entries()) await insertPromotion(`registry-${i}`, type);
  });
});
