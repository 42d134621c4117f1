import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import {
  Kysely,
  Migrator,
  sql,
  PostgresDialect,
  SqliteDialect,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import type { Database } from './schema';
import * as initial from './migrations/0001-initial';
import * as staff from './migrations/0002-staff';
import * as accounts from './migrations/0003-accounts';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** Where the data lives, for logs (a file path or a URL without its password). */
  location: string;
  /** The PostgreSQL pool behind `kysely` (PostgreSQL only), shared with socket.io's adapter. */
  pgPool?: pg.Pool;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {}

// Migrations are listed here, not read from disk, so the bundled server carries them.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-staff': staff,
  '0003-accounts': accounts,
};
const provider: MigrationProvider = { getMigrations: async () => migrations };

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

export function openDatabase(databaseUrl: string): Db {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      engine: 'postgres',
      location: redact(databaseUrl),
      pgPool: pool,
      close: () => kysely.destroy(),
    };
  }

  const file = databaseUrl.replace(/^(sqlite|file):(\/\/)?/, '');
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file, { timeout: 5000 });
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    // One process owns the file: holding an exclusive lock for the connection's lifetime makes a
    // second process fail fast here instead of corrupting assumptions (caches keyed by version, counters).
    sqlite.pragma('busy_timeout = 0');
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.exec('BEGIN EXCLUSIVE; COMMIT;');
    sqlite.pragma('busy_timeout = 5000');
  } catch (error) {
    sqlite.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DatabaseLockedError(
        `The database file ${path.resolve(file)} is in use by another process (is the storefront already running?). ` +
          'Stop that process, or set DATABASE_URL to another file.',
      );
    }
    throw error;
  }
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { kysely, engine: 'sqlite', location: path.resolve(file), close: () => kysely.destroy() };
}

/*
 * Kysely prepares every query anew; with better-sqlite3 preparing costs more than running a small
 * query. Statements are reused by their SQL text (the driver is synchronous, so a statement is never
 * in use twice at once). The cache is bounded: queries with IN (...) lists vary in text.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, maxStatements = 500) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= maxStatements) statements.delete(statements.keys().next().value!);
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Brings the schema up to date; runs at every start. */
export async function migrate(db: Db): Promise<string[]> {
  // Kysely looks for its own tables in every schema unless told which one: name the connection's
  // schema, so a database holding several schemas (tests run one per file) migrates each on its own.
  const migrationTableSchema =
    db.engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: db.kysely,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
