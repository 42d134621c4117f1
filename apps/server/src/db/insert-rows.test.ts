import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/harness';
import { newId } from './ids';
import { insertRows } from './insert-rows';
import type { NewRow } from './schema';

/* On the engine under test (SQLite by default, PostgreSQL with TEST_DATABASE_URL). */
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.drop());

const at = '2026-11-22T12:00:00.000Z';
const tenant = (slug: string, extra: Partial<NewRow<'tenants'>> = {}): NewRow<'tenants'> => ({
  id: newId(),
  slug,
  name: `${slug} “Café” 'quoted'`,
  slogan: null,
  settings: '{"online_ordering":true}',
  order_number_seq: slug.length,
  created_at: at,
  updated_at: at,
  ...extra,
});

const stored = (slugs: string[]) =>
  t.db.kysely
    .selectFrom('tenants')
    .select(['slug', 'name', 'slogan', 'settings', 'order_number_seq', 'theme'])
    .where('slug', 'in', slugs)
    .orderBy('slug')
    .execute();

describe('insertRows', () => {
  it('stores every value exactly, the first time of a shape and the times after', async () => {
    const first = [tenant('rows-a'), tenant('rows-bb', { slogan: 'Fresh daily' })];
    const second = [tenant('rows-ccc'), tenant('rows-dddd')];
    await insertRows(t.db.kysely, 'tenants', first);
    await insertRows(t.db.kysely, 'tenants', second);
    const rows = await stored(['rows-a', 'rows-bb', 'rows-ccc', 'rows-dddd']);
    expect(rows).toEqual(
      [...first, ...second].map((r) => ({
        slug: r.slug,
        name: r.name,
        slogan: r.slogan,
        settings: r.settings,
        order_number_seq: r.slug.length,
        theme: 'gold',
      })),
    );
  });

  it('stores rows whose columns differ from one another, or from a shape seen before', async () => {
    await insertRows(t.db.kysely, 'tenants', [tenant('cols-a')]);
    // Columns in another order, one column fewer, and a second row with one more column.
    const { slogan: _ignored, ...withoutSlogan } = tenant('cols-b', { theme: 'emerald' });
    const reordered = Object.fromEntries(Object.entries(withoutSlogan).reverse()) as NewRow<'tenants'>;
    await insertRows(t.db.kysely, 'tenants', [
      reordered,
      tenant('cols-c', { slogan: 'Late', theme: 'gold' }),
    ]);
    expect(await stored(['cols-a', 'cols-b', 'cols-c'])).toMatchObject([
      { slug: 'cols-a', slogan: null, theme: 'gold' },
      { slug: 'cols-b', slogan: null, theme: 'emerald' },
      { slug: 'cols-c', slogan: 'Late', theme: 'gold' },
    ]);
  });

  it('leaves a column whose value is undefined to its default, every time', async () => {
    for (const slug of ['default-a', 'default-b']) {
      await insertRows(t.db.kysely, 'tenants', [tenant(slug, { theme: undefined })]);
    }
    expect(await stored(['default-a', 'default-b'])).toMatchObject([
      { slug: 'default-a', theme: 'gold' },
      { slug: 'default-b', theme: 'gold' },
    ]);
  });

  it('rolls back with the transaction it ran in', async () => {
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await insertRows(trx, 'tenants', [tenant('rolled-back')]);
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await stored(['rolled-back'])).toEqual([]);
  });

  it('does nothing for no rows', async () => {
    await expect(insertRows(t.db.kysely, 'tenants', [])).resolves.toBeUndefined();
  });
});
