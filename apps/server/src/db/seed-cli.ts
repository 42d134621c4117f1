/*
 * `npm run seed`: adds the demo tenants that are missing (idempotent).
 * `npm run seed -- --reset`: deletes the demo tenants and everything they own, then seeds them again.
 * Honours DATABASE_URL like the server. Stop the server first when using SQLite: it owns the file.
 */
import { loadConfig } from '../config';
import { DatabaseLockedError, migrate, openDatabase } from './index';
import { resetDemo, seedDemo } from './seed';

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrate(db);
    if (reset) {
      await resetDemo(db.kysely);
      console.log('Demo tenants deleted.');
    }
    const { created, skipped } = await seedDemo(db.kysely, { now: new Date(), history: true });
    console.log(`Database: ${db.engine} ${db.location}`);
    console.log(created.length ? `Seeded: ${created.join(', ')}` : 'Nothing to seed.');
    if (skipped.length) console.log(`Already present (left as they are): ${skipped.join(', ')}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseLockedError ? error.message : error);
  process.exit(1);
});
