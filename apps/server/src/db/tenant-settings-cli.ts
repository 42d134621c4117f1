/*
 * `npm run tenant-settings -w apps/server -- <slug> '<json>'`: sets a tenant's popups, carousel pace
 * or promotional banner (`tenant-display-settings.ts` lists and checks the keys). Honours
 * DATABASE_URL like the server; with SQLite stop the server first (it owns the file). Diners see the
 * change on their next page load.
 */
import { loadConfig } from '../config';
import { DatabaseLockedError, migrate, openDatabase } from './index';
import { mergeDisplaySettings } from './tenant-display-settings';

async function main(): Promise<void> {
  const [slug, json] = process.argv.slice(2);
  if (!slug || !json) throw new Error("Usage: tenant-settings <slug> '<json>'");
  let patch: unknown;
  try {
    patch = JSON.parse(json);
  } catch {
    throw new Error('The settings are not valid JSON.');
  }
  const db = openDatabase(loadConfig().databaseUrl);
  try {
    await migrate(db);
    const row = await db.kysely
      .selectFrom('tenants')
      .select(['id', 'settings'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!row) throw new Error(`No tenant ${slug}.`);
    const stored = typeof row.settings === 'string' ? JSON.parse(row.settings) : row.settings;
    const merged = mergeDisplaySettings(stored as Record<string, unknown>, patch);
    if (!merged.ok) throw new Error(`Refused:\n${merged.errors.join('\n')}`);
    await db.kysely
      .updateTable('tenants')
      // A new content version: a running server's cached pages show the new settings at the next load.
      .set((eb) => ({
        settings: JSON.stringify(merged.settings),
        content_version: eb('content_version', '+', 1),
      }))
      .where('id', '=', row.id)
      .execute();
    console.log(`Updated ${slug}: ${Object.keys(patch as object).join(', ')}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseLockedError || error instanceof Error ? error.message : error);
  process.exit(1);
});
