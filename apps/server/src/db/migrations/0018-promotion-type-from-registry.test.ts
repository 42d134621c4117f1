import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PROMOTION_TYPES } from '@storefront/domain';
import { useMigratedDb } from '../../test/migration-fixture';

// On the engine of the run: the rows written under the old CHECK keep their type, and the column
// takes any name the registry may add.
describe('0018: promotions.type without the CHECK listing the six names', () => {
  const testDb = useMigratedDb('0004-promotions-version', async () => {
    await insertPromotion('before', 'Payment method reward');
    await expect(insertPromotion('refused', 'Mystery discount')).rejects.toThrow();
  });
  const insertPromotion = (id: string, type: string) =>
    sql`insert into promotions (id, tenant_id, name, type, rules, created_at, updated_at)
        values (${id}, 't1', ${`Promotion ${id}`}, ${type}, '{}', '2026-11-25', '2026-11-25')`.execute(
      testDb.db.kysely,
    );
  const typeOf = async (id: string) =>
    (await sql<{ type: string }>`select type from promotions where id = ${id}`.execute(testDb.db.kysely))
      .rows[0]?.type;

  it('keeps the type of every promotion written before it', async () => {
    expect(await typeOf('before')).toBe('Payment method reward');
  });

  it('takes a type name the old CHECK refused, and every registry type', async () => {
    await insertPromotion('new-type', 'Mystery discount');
    expect(await typeOf('new-type')).toBe('Mystery discount');
    for (const [i, type] of PROMOTION_TYPES.entries()) await insertPromotion(`registry-${i}`, type);
  });
});
