import pg from 'pg';
import {
  CompiledQuery,
  PostgresDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/*
 * Kysely's PostgreSQL driver, sending fewer round trips (issue 30 item 5, decision 0111).
 *
 * - A statement outside a transaction goes on one of a few shared connections in pipeline mode:
 *   the statements the process sends in one turn of the event loop (the reads of twenty orders
 *   under way) leave in one write and reach PostgreSQL in one wake, instead of a connection and a
 *   round trip each. Each statement keeps its own Sync, so it is its own implicit transaction and
 *   an error in one touches no other.
 * - A transaction takes a connection of its own from the pool, and its BEGIN leaves with its first
 *   statement.
 * - Statements are prepared on their connection: parsed once, and after five runs planned once.
 *
 * A statement on a shared connection waits behind the ones written before it there: a busy shared
 * connection is taken only when none is idle and all are open, so one slow report holds up at most
 * the statements written behind it in its turn. Session state (SET, a session's advisory lock) does
 * not belong on a shared connection: take it in a transaction (pg_advisory_xact_lock).
 */

/** A connection and the statements prepared on it, by name, the least recently used first. */
interface Prepared {
  client: pg.Client;
  prepared: Map<string, true>;
}

/** A connection shared by the statements outside transactions. */
interface Shared {
  client: pg.Client;
  connected: Promise<void>;
  /** Statements written and not yet answered. */
  underway: number;
  /** Its writes are held until the end of this turn of the event loop (one write for them all). */
  corked: boolean;
  lost: boolean;
}

/** Statements prepared on a connection at most: past it, the least recently used goes. */
const PREPARED_PER_CONNECTION = 200;
/** Statement texts a process keeps names for. */
const NAMES_KEPT = 5000;

export interface PipelineOptions {
  /** Connections of their own for transactions (and the pool's other users). */
  pool: pg.Pool;
  /** How to open a shared connection. */
  client: pg.ClientConfig;
  /** Shared connections at most. */
  shared: number;
  /** Told of a shared connection lost (logged); its statements under way fail, the next open another. */
  onLost: (error: Error) => void;
}

export class PipelinedPostgresDialect extends PostgresDialect {
  constructor(private readonly options: PipelineOptions) {
    super({ pool: options.pool });
  }

  override createDriver(): Driver {
    return new PipelinedDriver(this.options);
  }
}

class PipelinedDriver implements Driver {
  private readonly shared: Shared[] = [];
  private readonly names = new Map<string, string>();
  private named = 0;
  private destroyed = false;

  constructor(private readonly options: PipelineOptions) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.destroyed) throw new Error('The database connection is closed.');
    return new Connection(this);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = [
      'start transaction',
      settings.isolationLevel && `isolation level ${settings.isolationLevel}`,
    ]
      .concat(settings.accessMode ?? [])
      .filter(Boolean)
      .join(' ');
    await (connection as Connection).begin(await this.options.pool.connect(), begin);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as Connection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as Connection).end('rollback');
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${pg.escapeIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${pg.escapeIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${pg.escapeIdentifier(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as Connection).release();
  }

  /**
   * The name a statement's text is prepared under, on every connection. Texts made with values in
   * them would grow the list for ever: past a bound it starts again, with new names (numbers are never
   * reused), and each connection deallocates the old ones as its least recently used.
   */
  nameOf(text: string): string {
    let name = this.names.get(text);
    if (!name) {
      if (this.names.size >= NAMES_KEPT) this.names.clear();
      this.names.set(text, (name = `s${++this.named}`));
    }
    return name;
  }

  async destroy(): Promise<void> {
    this.destroyed = true;
    const shared = this.shared.splice(0);
    await Promise.all(shared.map((s) => s.connected.then(() => s.client.end()).catch(() => undefined)));
    await this.options.pool.end();
  }

  /**
   * An idle shared connection, else a new one while there are fewer than allowed, else the least
   * busy. Chosen at once (the caller counts its statement on it before anything else is chosen).
   */
  sharedConnection(): Shared {
    const idle = this.shared.find((s) => s.underway === 0);
    if (idle) return idle;
    if (this.shared.length < this.options.shared) return this.open();
    return this.shared.reduce((least, s) => (s.underway < least.underway ? s : least));
  }

  private open(): Shared {
    const client = new pg.Client({ ...this.options.client, pipeline: true });
    const shared: Shared = {
      client,
      connected: client.connect().then(() => undefined),
      underway: 0,
      corked: false,
      lost: false,
    };
    const lose = (error: Error) => {
      if (shared.lost || this.destroyed) return;
      shared.lost = true;
      const at = this.shared.indexOf(shared);
      if (at >= 0) this.shared.splice(at, 1);
      this.options.onLost(error);
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('Connection ended')));
    // A connection that could not open is forgotten: the statement waiting for it fails (503).
    shared.connected.catch(lose);
    this.shared.push(shared);
    return shared;
  }
}

/** The socket a pg client writes to: held back to gather a turn's statements into one write. */
const socketOf = (client: pg.Client) =>
  (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;

/** Kysely's connection: a shared one statement by statement, or a transaction's own. */
class Connection implements DatabaseConnection {
  /** The transaction's connection, from BEGIN to its release. */
  private own: pg.PoolClient | null = null;
  /** The BEGIN written and not yet answered: it leaves with the first statement. */
  private began: Promise<unknown> | null = null;
  /** Several statements outside a transaction on one Kysely connection stay on one shared one. */
  private shared: Shared | null = null;

  constructor(private readonly driver: PipelinedDriver) {}

  async begin(client: pg.PoolClient, statement: string): Promise<void> {
    this.own = client;
    const socket = socketOf(client);
    socket.cork();
    try {
      this.began = client.query(statement);
    } catch (error) {
      socket.uncork();
      throw error;
    }
    // Answered with the first statement, whose await reports its failure.
    this.began.catch(() => undefined);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.own) return this.inTransaction<R>(this.own, compiled);
    const shared = (this.shared ??= this.driver.sharedConnection());
    shared.underway++;
    try {
      await shared.connected;
      if (!shared.corked) {
        shared.corked = true;
        const socket = socketOf(shared.client);
        socket.cork();
        setImmediate(() => {
          shared.corked = false;
          socket.uncork();
        });
      }
      const on = preparedOn(shared.client);
      const name = touch(on, this.driver.nameOf(compiled.sql));
      trim(on);
      return resultOf<R>(await prepared(on, name, compiled, { again: true }));
    } finally {
      shared.underway--;
    }
  }

  private async inTransaction<R>(client: pg.PoolClient, compiled: CompiledQuery): Promise<QueryResult<R>> {
    const began = this.began;
    this.began = null;
    let answer: Promise<pg.QueryResult>;
    try {
      if (preparesInTransaction(compiled.sql)) {
        const on = preparedOn(client);
        answer = prepared(on, touch(on, this.driver.nameOf(compiled.sql)), compiled, { again: false });
      } else {
        answer = client.query(compiled.sql, [...compiled.parameters]);
      }
    } finally {
      if (began) socketOf(client).uncork();
    }
    const [, result] = await Promise.all([began, answer]);
    return resultOf<R>(result);
  }

  /**
   * Commits or rolls back, and gives the transaction's connection back at once: Kysely's migrator
   * runs transactions one after another on a connection that holds its lock (a shared one here).
   */
  async end(statement: 'commit' | 'rollback'): Promise<void> {
    let failure: Error | undefined;
    try {
      await this.executeQuery(CompiledQuery.raw(statement));
    } catch (error) {
      failure = error as Error;
      throw error;
    } finally {
      // A connection whose commit or rollback failed is closed rather than reused.
      if (this.own && !failure) trim(preparedOn(this.own));
      this.own?.release(failure);
      this.own = null;
    }
  }

  release(): void {
    if (this.began && this.own) socketOf(this.own).uncork();
    this.own?.release();
    this.own = null;
    this.began = null;
    this.shared = null;
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not used on PostgreSQL here.');
  }
}

/*
 * Statements run prepared: PostgreSQL parses one once per connection, and after five runs plans it
 * once. Parsing and planning were half of PostgreSQL's time per order, most of it the order's own
 * statement (decision 0111). A table changed under a prepared `select *` (a migration adding a column
 * while this process serves, decision 0076) fails it with "cached plan must not change result type":
 * outside a transaction it is prepared again and run. Inside one, the failure would have aborted the
 * transaction, so only statements whose result names its columns are prepared there.
 */
async function prepared(
  on: Prepared,
  name: string,
  compiled: CompiledQuery,
  { again }: { again: boolean },
): Promise<pg.QueryResult> {
  const values = [...compiled.parameters];
  try {
    return await on.client.query({ name, text: compiled.sql, values });
  } catch (error) {
    if (!again || (error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
    forget(on, name);
    return on.client.query({ name, text: compiled.sql, values });
  }
}

/** A statement a transaction prepares: a query or a change, with no `*` whose columns could change. */
const preparesInTransaction = (text: string) =>
  /^(select|insert|update|delete|with) /i.test(text) && !text.includes('*');

/** The statements prepared on a connection, shared or pooled. */
const preparedOnConnection = new WeakMap<pg.Client, Prepared>();
function preparedOn(client: pg.Client): Prepared {
  let on = preparedOnConnection.get(client);
  if (!on) preparedOnConnection.set(client, (on = { client, prepared: new Map() }));
  return on;
}

/** Marks a statement the connection's most recently used; answers its name. */
function touch(on: Prepared, name: string): string {
  on.prepared.delete(name);
  on.prepared.set(name, true);
  return name;
}

/** PostgreSQL's "cached plan must not change result type" (feature_not_supported). */
const RESULT_TYPE_CHANGED = '0A000';

/**
 * Deallocates the least recently used statements past the bound. Never inside a transaction: a
 * failed transaction would refuse the DEALLOCATE, and the statement would stay prepared where the
 * client thinks it is not.
 */
function trim(on: Prepared): void {
  for (const name of on.prepared.keys()) {
    if (on.prepared.size <= PREPARED_PER_CONNECTION) return;
    forget(on, name);
  }
}

/** Deallocates a prepared statement: written before any later use of its name, which parses it again. */
function forget(on: Prepared, name: string): void {
  on.prepared.delete(name);
  const statements = (on.client as unknown as { connection: Record<string, Record<string, string>> })
    .connection;
  delete statements.parsedStatements![name];
  delete statements.submittedNamedStatements![name];
  on.client.query(`deallocate ${pg.escapeIdentifier(name)}`).catch(() => undefined);
}

function resultOf<R>({ command, rowCount, rows }: pg.QueryResult): QueryResult<R> {
  const changed = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
  return { numAffectedRows: changed ? BigInt(rowCount ?? 0) : undefined, rows: (rows ?? []) as R[] };
}
