/*
 * `npm run backup -- FILE`: a consistent copy of the database DATABASE_URL names, taken while the
 *   server runs (SQLite: the online backup API; PostgreSQL: pg_dump's custom format).
 * `npm run restore -- FILE [--replace]`: puts a backup into the database DATABASE_URL names: a new
 *   one, or, with --replace, over the one there (never while a server runs on a SQLite file).
 * README: Operations, backups.
 */
import { loadConfig } from '../config';
import { BackupError, backupDatabase, restoreDatabase } from './backup';
import { DatabaseLockedError } from './index';

const USAGE = 'Usage: npm run backup -- FILE   |   npm run restore -- FILE [--replace]';

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const file = rest.find((arg) => !arg.startsWith('--'));
  if (!file || (command !== 'backup' && command !== 'restore')) throw new BackupError(USAGE);
  const { databaseUrl } = loadConfig();
  const started = Date.now();
  if (command === 'backup') {
    const report = await backupDatabase(databaseUrl, file);
    console.log(
      `Backed up to ${report.file}: ${(report.bytes / 1024 / 1024).toFixed(1)} MB, ${report.orders} orders, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } else {
    await restoreDatabase(databaseUrl, file, { replace: rest.includes('--replace') });
    console.log(
      `Restored ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the server on it: it runs any newer migrations.`,
    );
  }
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof DatabaseLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
