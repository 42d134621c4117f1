import type { Kysely, Updateable } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';

/*
 * A test that needs a tenant, a restaurant or a gift card product set up otherwise than the seed left
 * it changes that row for its own length only (`withRowChanged`, `withSettings`): the other tests of
 * its file share the row. A file whose every test wants the change makes it once (`patchSettings`).
 */

type ChangedTable = 'tenants' | 'restaurants' | 'gift_card_products';

/**
 * Runs `body` with `change` written to one row of `table`, then writes back what those columns held
 * before, whether `body` passed or failed.
 */
export async function withRowChanged<T extends ChangedTable>(
  db: Db,
  table: T,
  id: string,
  change: Updateable<Database[T]>,
  body: () => Promise<void>,
): Promise<void> {
  const row = rowOf(db, table, id);
  const before = await row.read(Object.keys(change));
  await row.write(change);
  try {
    await body();
  } finally {
    await row.write(before);
  }
}

/**
 * Runs `body` with `patch` merged into the settings (JSON) of a tenant or a restaurant, then puts the
 * settings back as they were.
 */
export async function withSettings(
  db: Db,
  table: 'tenants' | 'restaurants',
  id: string,
  patch: Record<string, unknown>,
  body: () => Promise<void>,
): Promise<void> {
  await withRowChanged(db, table, id, { settings: await patchedSettings(db, table, id, patch) }, body);
}

/** Merges `patch` into the settings (JSON) of a tenant or a restaurant, for the rest of the test file. */
export async function patchSettings(
  db: Db,
  table: 'tenants' | 'restaurants',
  id: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await rowOf(db, table, id).write({ settings: await patchedSettings(db, table, id, patch) });
}

async function patchedSettings(
  db: Db,
  table: 'tenants' | 'restaurants',
  id: string,
  patch: Record<string, unknown>,
): Promise<string> {
  const { settings } = await rowOf(db, table, id).read(['settings']);
  return JSON.stringify({ ...JSON.parse(settings as string), ...patch });
}

/** One row, its columns read and written by name (Kysely cannot type one query over a union of tables). */
function rowOf(db: Db, table: ChangedTable, id: string) {
  const kysely = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const name: string = table;
  return {
    read: (columns: string[]) =>
      kysely.selectFrom(name).select(columns).where('id', '=', id).executeTakeFirstOrThrow(),
    write: (values: object) => kysely.updateTable(name).set(values).where('id', '=', id).execute(),
  };
}
