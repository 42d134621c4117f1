import { CompiledQuery, PostgresAdapter } from 'kysely';
import { isDeepStrictEqual } from 'node:util';
import type { Database, NewRow } from './schema';
import type { Executor } from './executor';

/*
 * Kysely builds and compiles every insert anew: for an order's wide rows (the order has 45 columns)
 * that costs about as much as SQLite's own work on them (decision 0022). The statement's text depends
 * only on the table, the columns and the number of rows, so it is compiled once per shape and per
 * dialect; later inserts of that shape send their values in the order Kysely would have.
 */
interface Statement {
  rowCount: number;
  columns: readonly string[];
  sql: string;
}
/** Per dialect (its adapter) and table, the insert statements compiled so far. */
const statements = new WeakMap<object, Map<string, Statement[]>>();

function statementsOf(db: Executor, table: string): Statement[] {
  const adapter = db.getExecutor().adapter;
  let tables = statements.get(adapter);
  if (!tables) {
    tables = new Map();
    statements.set(adapter, tables);
  }
  let known = tables.get(table);
  if (!known) {
    known = [];
    tables.set(table, known);
  }
  return known;
}

/** Inserts rows; rows that all name the same columns, in the same order, reuse a compiled statement. */
export async function insertRows<T extends keyof Database & string>(
  db: Executor,
  table: T,
  rows: readonly NewRow<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const known = statementsOf(db, table);
  const statement = known.find(
    (s) => s.rowCount === rows.length && rows.every((row) => sameColumns(row, s.columns)),
  );
  if (statement) {
    const values: unknown[] = [];
    for (const row of rows) values.push(...Object.values(row));
    await db.executeQuery(CompiledQuery.raw(statement.sql, values));
    return;
  }
  const compiled = db
    .insertInto(table)
    .values(rows as NewRow<T>[])
    .compile();
  // Kept only when Kysely's values are exactly the rows' values in order (no row with other
  // columns, no value it turned into a default or transformed).
  const columns = Object.keys(rows[0]!);
  if (
    known.length < 20 &&
    rows.every((row) => sameColumns(row, columns)) &&
    isDeepStrictEqual(compiled.parameters, rows.flatMap(Object.values))
  ) {
    known.push({ rowCount: rows.length, columns, sql: compiled.sql });
  }
  await db.executeQuery(compiled);
}

function sameColumns(row: object, columns: readonly string[]): boolean {
  const own = Object.keys(row);
  if (own.length !== columns.length) return false;
  for (let i = 0; i < own.length; i++) if (own[i] !== columns[i]) return false;
  return true;
}

/** One table's rows, for insertRowsTogether. */
export type TableRows = {
  [T in keyof Database & string]: { table: T; rows: readonly NewRow<T>[] };
}[keyof Database & string];

/**
 * Inserts into several tables at once. On PostgreSQL the inserts go as one statement, each but the
 * last a data-modifying CTE, so they cost one round trip rather than one each (issue 30 item 5; the
 * foreign keys between them are checked at the statement's end, when every row is in). SQLite runs
 * them one after another in its own process, where a statement costs no round trip.
 */
export async function insertRowsTogether(db: Executor, parts: readonly TableRows[]): Promise<void> {
  const present = parts.filter((part) => part.rows.length > 0);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter) || present.length < 2) {
    for (const part of present) await insertRows(db, part.table, part.rows);
    return;
  }
  const parameters: unknown[] = [];
  const texts = present.map((part) => {
    const compiled = compileInsert(db, part.table, part.rows);
    const offset = parameters.length;
    parameters.push(...compiled.parameters);
    // Kysely numbers each statement's parameters from $1; together they are numbered on.
    return compiled.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  });
  const last = texts.pop()!;
  const ctes = texts.map((text, i) => `insert_${i} as (${text})`).join(', ');
  await db.executeQuery(CompiledQuery.raw(`with ${ctes} ${last}`, parameters));
}

function compileInsert<T extends keyof Database & string>(
  db: Executor,
  table: T,
  rows: readonly NewRow<T>[],
) {
  return db
    .insertInto(table)
    .values(rows as NewRow<T>[])
    .compile();
}
