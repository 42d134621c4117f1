import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import {
  Kysely,
  Migrator,
  sql,
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type Migration,
  type MigrationProvider,
  type Transaction,
} from 'kysely';
import type { Executor } from './executor';
import { PipelinedPostgresDialect } from './postgres-pipeline';
import { groupCommit, type TransactionWork } from './group-commit';
import type { Database } from './schema';
import {
  claimOwnership,
  DatabaseLockedError,
  FALLBACK_AUTOCHECKPOINT_PAGES,
  startCheckpointer,
} from './sqlite-upkeep';
import * as initial from './migrations/0001-initial';
import * as staff from './migrations/0002-staff';
import * as accounts from './migrations/0003-accounts';
import * as promotionsVersion from './migrations/0004-promotions-version';
import * as payments from './migrations/0010-payments';
import * as moneyComesBack from './migrations/0011-money-comes-back';
import * as firstOrderCoupons from './migrations/0012-first-order-coupons';
import * as writeLimits from './migrations/0013-write-limits';
import * as reservationOps from './migrations/0014-reservation-ops';
import * as kitchenOperations from './migrations/0015-kitchen-operations';
import * as promotionTypeFromRegistry from './migrations/0018-promotion-type-from-registry';
import * as ownerSettings from './migrations/0024-owner-settings';
import * as dineInOrders from './migrations/0021-dine-in-orders';
import * as loyaltyAtTheCounter from './migrations/0019-loyalty-at-the-counter';
import * as savedCards from './migrations/0020-saved-cards';
import * as auditLog from './migrations/0022-audit-log';
import * as uploadedImages from './migrations/0023-uploaded-images';
import * as menuItemAllergens from './migrations/0026-menu-item-allergens';
import * as giftCardRecipients from './migrations/0028-gift-card-recipients';
import * as spendingPoints from './migrations/0027-spending-points';
import * as outboxEvents from './migrations/0029-outbox-events';
import * as webhooks from './migrations/0030-webhooks';
import * as paymentProblems from './migrations/0031-payment-problems-and-reconciliation';
import * as emailMailboxes from './migrations/0032-email-mailboxes';
import * as outboxLeanIndexes from './migrations/0033-outbox-lean-indexes';
import * as failedWebhookDeliveries from './migrations/0034-failed-webhook-deliveries';
import * as paymentProviderOfOrders from './migrations/0035-payment-provider-of-orders';
import * as reportIndexes from './migrations/0036-report-indexes';
import * as kitchenPrinters from './migrations/0037-kitchen-printers';
import * as pullingPrinters from './migrations/0038-pulling-printers';
import * as allergiesAndKitchenDisplay from './migrations/0039-allergies-and-kitchen-display';
import * as textsToDiners from './migrations/0040-texts-to-diners';
import * as orderChannel from './migrations/0041-order-channel';
import * as tenantContentVersion from './migrations/0043-tenant-content-version';
import * as contentTranslations from './migrations/0044-content-translations';
import * as languagesOfOrdersAndMembers from './migrations/0045-languages-of-orders-and-members';
import * as reportRollups from './migrations/0046-report-rollups';
import * as mailOutboxContent from './migrations/0047-mail-outbox-content';
import * as moreContentTranslations from './migrations/0048-more-content-translations';
import * as rollupForgetSeek from './migrations/0049-rollup-forget-seek';
import * as orderLineSizeId from './migrations/0050-order-line-size-id';
import * as keptRangesReadAt from './migrations/0051-kept-ranges-read-at';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** Where the data lives, for logs (a file path or a URL without its password). */
  location: string;
  /**
   * Runs work in a transaction of its own as far as anyone can tell: on SQLite, works that arrive
   * together share one commit (group-commit.ts); on PostgreSQL each is a plain transaction.
   */
  transact<T>(work: TransactionWork<T>): Promise<T>;
  /**
   * Like transact, after a short write that many transactions make to one row (a tenant's order
   * counter), whose result the work takes. On PostgreSQL that write commits on its own first, so the
   * row is locked only while it runs, not to the work's commit (decision 0083); on SQLite, one writer
   * at a time anyway, it opens the work's transaction and shares its commit.
   */
  transactAfter<F, T>(
    first: (db: Executor) => Promise<F>,
    work: (trx: Transaction<Database>, first: F) => Promise<T>,
  ): Promise<T>;
  /** The PostgreSQL pool behind `kysely` (PostgreSQL only), shared with socket.io's adapter. */
  pgPool?: pg.Pool;
  close(): Promise<void>;
}

export { DatabaseLockedError };

// Migrations are listed here, not read from disk, so the bundled server carries them. The deploy
// proof reads them to migrate as the next release would (scripts/proof/deploy.ts).
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  '0002-staff': staff,
  '0003-accounts': accounts,
  '0004-promotions-version': promotionsVersion,
  '0010-payments': payments,
  '0011-money-comes-back': moneyComesBack,
  '0012-first-order-coupons': firstOrderCoupons,
  '0013-write-limits': writeLimits,
  '0014-reservation-ops': reservationOps,
  '0015-kitchen-operations': kitchenOperations,
  '0018-promotion-type-from-registry': promotionTypeFromRegistry,
  '0024-owner-settings': ownerSettings,
  '0021-dine-in-orders': dineInOrders,
  '0019-loyalty-at-the-counter': loyaltyAtTheCounter,
  '0020-saved-cards': savedCards,
  '0022-audit-log': auditLog,
  '0023-uploaded-images': uploadedImages,
  '0026-menu-item-allergens': menuItemAllergens,
  '0028-gift-card-recipients': giftCardRecipients,
  '0027-spending-points': spendingPoints,
  '0029-outbox-events': outboxEvents,
  '0030-webhooks': webhooks,
  '0031-payment-problems-and-reconciliation': paymentProblems,
  '0032-email-mailboxes': emailMailboxes,
  '0033-outbox-lean-indexes': outboxLeanIndexes,
  '0034-failed-webhook-deliveries': failedWebhookDeliveries,
  '0035-payment-provider-of-orders': paymentProviderOfOrders,
  '0036-report-indexes': reportIndexes,
  '0037-kitchen-printers': kitchenPrinters,
  '0038-pulling-printers': pullingPrinters,
  '0039-allergies-and-kitchen-display': allergiesAndKitchenDisplay,
  '0040-texts-to-diners': textsToDiners,
  '0041-order-channel': orderChannel,
  '0043-tenant-content-version': tenantContentVersion,
  '0044-content-translations': contentTranslations,
  '0045-languages-of-orders-and-members': languagesOfOrdersAndMembers,
  '0046-report-rollups': reportRollups,
  '0047-mail-outbox-content': mailOutboxContent,
  '0048-more-content-translations': moreContentTranslations,
  '0049-rollup-forget-seek': rollupForgetSeek,
  '0050-order-line-size-id': orderLineSizeId,
  '0051-kept-ranges-read-at': keptRangesReadAt,
};
const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** The file a SQLite DATABASE_URL names (`file:` or `sqlite:` prefix optional). */
export const sqliteFileOf = (databaseUrl: string) => databaseUrl.replace(/^(sqlite|file):(\/\/)?/, '');

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

export function openDatabase(databaseUrl: string): Db {
  if (isPostgresUrl(databaseUrl)) {
    // A database restart must not hang requests nor end the process: a connection attempt gives up
    // after a few seconds (the request answers 503, plugins/errors.ts), and an idle client's lost
    // connection is logged instead of being an unhandled 'error' event.
    const connection = { connectionString: databaseUrl, connectionTimeoutMillis: 5000 };
    // Pipeline mode: a transaction's BEGIN leaves with its first statement (postgres-pipeline.ts).
    const pool = new pg.Pool({ ...connection, max: 10, pipeline: true });
    const connectionLost = (error: Error) =>
      console.warn(`database connection lost (${error.message}); the pool reconnects on the next query`);
    pool.on('error', connectionLost);
    // A client in use (a query's, or socket.io's LISTEN client) reports the loss to its holder too;
    // without a listener of its own, pg's 'error' event would end the process.
    pool.on('connect', (client) => client.on('error', connectionLost));
    const kysely = new Kysely<Database>({
      dialect: new PipelinedPostgresDialect({ pool, client: connection, shared: 2, onLost: connectionLost }),
    });
    return {
      kysely,
      engine: 'postgres',
      location: redact(databaseUrl),
      pgPool: pool,
      transact: (work) => kysely.transaction().execute(work),
      transactAfter: async (first, work) => {
        const taken = await first(kysely);
        return kysely.transaction().execute((trx) => work(trx, taken));
      },
      close: () => kysely.destroy(),
    };
  }

  const file = sqliteFileOf(databaseUrl);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const ownership = claimOwnership(file);
  let sqlite: SqliteDatabase.Database;
  try {
    sqlite = new SqliteDatabase(file, { timeout: 5000 });
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    // Without statistics the planner takes `tenant_id = ?` for a narrow filter and walks a tenant's
    // every order where a report's range index is at hand (issue 32 item 5): SQLite's advice for a
    // long-lived connection, sampled so that a large file still opens at once.
    sqlite.pragma('analysis_limit = 1000');
    sqlite.pragma('optimize = 0x10002');
  } catch (error) {
    ownership.release();
    throw error;
  }
  const checkpointer = startCheckpointer(file);
  const kysely = new Kysely<Database>({
    dialect: new ImmediateTransactionsDialect({ database: withStatementCache(sqlite) }),
  });
  const transact = groupCommit(kysely);
  return {
    kysely,
    engine: 'sqlite',
    location: path.resolve(file),
    transact,
    transactAfter: (first, work) => transact(async (trx) => work(trx, await first(trx))),
    close: async () => {
      await kysely.destroy();
      await checkpointer.stop();
      ownership.release();
    },
  };
}

/*
 * Every SQLite transaction takes the write lock at BEGIN (IMMEDIATE), where the busy timeout applies.
 * A deferred transaction that has read and then writes cannot wait: SQLite answers "database is
 * locked" at once when another connection holds the write lock at that moment, as the checkpointer's
 * RESTART pass does for a few milliseconds. One connection writes here, so taking the lock early
 * costs nothing.
 */
class ImmediateTransactionsDialect extends SqliteDialect {
  constructor(private readonly settings: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(settings);
  }

  override createDriver(): Driver {
    return new (class extends SqliteDriver {
      override async beginTransaction(connection: DatabaseConnection): Promise<void> {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      }
    })(this.settings);
  }
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

/**
 * Brings the schema up to date (at every start): the migrations not yet run, up to `to` (a
 * migration's name) when given, else all of them.
 */
export async function migrate(db: Db, to?: string): Promise<string[]> {
  const migrator = await migratorOf(db);
  // A newer release ran migrations this build does not know (a rolling deployment, decision 0076):
  // they only add to the schema, so this build serves on it. Kysely would call them corrupted.
  const ahead = await migrationsAheadOf(db);
  if (ahead.length > 0 && !to) {
    const pending = await pendingMigrations(db);
    if (pending.length > 0)
      throw new Error(
        `The database has migrations this build does not know (${ahead.join(', ')}) and lacks some it has (${pending.join(', ')}): deploy one release at a time.`,
      );
    console.warn(
      `The database is ahead of this build (${ahead.join(', ')}): serving on it, as the expand-then-contract rule allows.`,
    );
    return [];
  }
  const { error, results } = await (to ? migrator.migrateTo(to) : migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations the database has run that this build does not know (a newer release's). */
export async function migrationsAheadOf(db: Db): Promise<string[]> {
  const known = await (await migratorOf(db)).getMigrations();
  if (known.every((m) => m.executedAt === undefined)) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db.kysely);
  const names = new Set(known.map((m) => m.name));
  return rows
    .map((row) => row.name)
    .filter((name) => !names.has(name))
    .sort();
}

/** The migrations this build has that the database has not run yet (readiness says so). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrations = await (await migratorOf(db)).getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

async function migratorOf(db: Db): Promise<Migrator> {
  // Kysely looks for its own tables in every schema unless told which one: name the connection's
  // schema, so a database holding several schemas (tests run one per file) migrates each on its own.
  const migrationTableSchema =
    db.engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  return new Migrator({
    db: db.kysely,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
    // Work done side by side lands with numbers that interleave (0010–0015 landed after 0018): a
    // database that already ran a later one still takes an earlier one it lacks. Each migration is
    // written to stand alone (it adds its own tables and columns), so their order between branches
    // does not matter.
    allowUnorderedMigrations: true,
  });
}
