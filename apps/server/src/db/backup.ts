/*
 * Backups that restore (issue 30 item 3), for the database DATABASE_URL names, taken while the
 * server runs and takes orders:
 * - SQLite: the online backup API, copying every page in one step, so the copy is one read
 *   transaction's snapshot (WAL readers never block the server's writes); checked with
 *   `quick_check` before it is given its name.
 * - PostgreSQL: `pg_dump` in its custom format (one snapshot, restored with `pg_restore`).
 * A restore never overwrites a database holding data unless told to (`replace`), and on SQLite
 * never one a running server owns.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { isPostgresUrl, sqliteFileOf } from './index';
import { claimOwnership } from './sqlite-upkeep';

export class BackupError extends Error {}

export interface BackupReport {
  file: string;
  bytes: number;
  /** Orders in the copy, as a quick sign that it holds the business. */
  orders: number;
}

/** All pages in one step: one snapshot, not a copy restarted each time the server writes. */
const ALL_PAGES = 0x7fffffff;

export async function backupDatabase(databaseUrl: string, file: string): Promise<BackupReport> {
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists: name a new file.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Written beside its final name, and renamed once complete: a file with the name is a whole backup.
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    const orders = isPostgresUrl(databaseUrl)
      ? await dumpPostgres(databaseUrl, partial)
      : await copySqlite(sqliteFileOf(databaseUrl), partial);
    fs.renameSync(partial, target);
    return { file: target, bytes: fs.statSync(target).size, orders };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export async function restoreDatabase(
  databaseUrl: string,
  file: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<void> {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new BackupError(`${source} does not exist.`);
  if (isPostgresUrl(databaseUrl)) await restorePostgres(databaseUrl, source, replace);
  else await restoreSqlite(sqliteFileOf(databaseUrl), source, replace);
}

async function copySqlite(file: string, partial: string): Promise<number> {
  if (!fs.existsSync(file)) throw new BackupError(`No database file at ${path.resolve(file)}.`);
  const source = new SqliteDatabase(file, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    await source.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(partial, { readonly: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The copy failed its integrity check: ${String(check)}`);
    return ordersIn(copy);
  } finally {
    copy.close();
  }
}

function ordersIn(db: SqliteDatabase.Database): number {
  const table = db.prepare(`select 1 from sqlite_master where type = 'table' and name = 'orders'`).get();
  return table ? (db.prepare('select count(*) as n from orders').get() as { n: number }).n : 0;
}

async function restoreSqlite(file: string, source: string, replace: boolean): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // Held for the whole restore: no server starts on the file meanwhile, and none runs on it now.
  const ownership = claimOwnership(file);
  try {
    if (fs.existsSync(file) && !replace) {
      const current = new SqliteDatabase(file, { readonly: true });
      const orders = ordersIn(current);
      const tenants = current
        .prepare(`select 1 from sqlite_master where type = 'table' and name = 'tenants'`)
        .get();
      current.close();
      if (tenants || orders > 0)
        throw new BackupError(
          `${path.resolve(file)} already holds a database: restore into a new DATABASE_URL, or pass --replace to overwrite it.`,
        );
    }
    const partial = `${file}.restoring`;
    fs.rmSync(partial, { force: true });
    const backup = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
    try {
      await backup.backup(partial, { progress: () => ALL_PAGES });
    } finally {
      backup.close();
    }
    // The old file's write-ahead log belongs to the old data: it must not be replayed onto the copy.
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    fs.renameSync(partial, file);
  } finally {
    ownership.release();
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new BackupError(
          `${command} could not run (${error.message}): install PostgreSQL's client tools (Debian: postgresql-client).`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dumpPostgres(databaseUrl: string, partial: string): Promise<number> {
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${databaseUrl}`]);
  // The dump is read back whole (its table of contents), so a truncated file is not called a backup.
  await run('pg_restore', ['--list', partial]);
  return withClient(databaseUrl, async (client) => {
    const exists = await client.query(`select to_regclass('orders') is not null as present`);
    if (!(exists.rows[0] as { present: boolean }).present) return 0;
    return Number((await client.query('select count(*) as n from orders')).rows[0].n);
  });
}

async function restorePostgres(databaseUrl: string, source: string, replace: boolean): Promise<void> {
  const tables = await withClient(databaseUrl, async (client) =>
    Number(
      (
        await client.query(
          `select count(*) as n from information_schema.tables where table_schema = current_schema()`,
        )
      ).rows[0].n,
    ),
  );
  if (tables > 0 && !replace)
    throw new BackupError(
      'The database DATABASE_URL names already has tables: restore into a new database (createdb), or pass --replace to overwrite it.',
    );
  await run('pg_restore', [
    '--no-owner',
    '--exit-on-error',
    // All or nothing: a restore that fails leaves the database as it was.
    '--single-transaction',
    ...(replace ? ['--clean', '--if-exists'] : []),
    `--dbname=${databaseUrl}`,
    source,
  ]);
}
