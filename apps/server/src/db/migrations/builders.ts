import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/*
 * The column and index shapes every migration writes the same way (portable types, decision 0002).
 * A migration's DDL must not change once it has run somewhere, so these builders only ever gain new
 * helpers; an existing one keeps the statements it produces.
 */

/** The tenant a row belongs to: the row is removed with the tenant. */
export const tenantColumn = <T extends string, C extends string>(tb: CreateTableBuilder<T, C>) =>
  tb.addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'));

/** A tenant-owned table: a text id and the tenant, removed with the tenant. */
export function tenantTable(db: Kysely<unknown>, table: string) {
  return db.schema
    .createTable(table)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(tenantColumn);
}

/** A boolean as a 0/1 integer with its default. */
export const bool =
  <N extends string>(name: N, value: 0 | 1) =>
  <T extends string, C extends string>(tb: CreateTableBuilder<T, C>) =>
    tb.addColumn(name, 'integer', (c) =>
      c
        .notNull()
        .defaultTo(value)
        .check(sql`${sql.ref(name)} in (0, 1)`),
    );

export const createdAt = <T extends string, C extends string>(tb: CreateTableBuilder<T, C>) =>
  tb.addColumn('created_at', 'text', (c) => c.notNull());

export const timestamps = <T extends string, C extends string>(tb: CreateTableBuilder<T, C>) =>
  tb.$call(createdAt).addColumn('updated_at', 'text', (c) => c.notNull());

/** Columns of one type that every row must give, added in the order named. */
export const required =
  (type: 'text' | 'integer', ...names: string[]) =>
  <T extends string, C extends string>(tb: CreateTableBuilder<T, C>) => {
    let table: CreateTableBuilder<T, string> = tb;
    for (const name of names) table = table.addColumn(name, type, (c) => c.notNull());
    return table;
  };

/** A count or amount that rows start at: not null, 0 unless given. */
export const startsAtZero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

/** Where staff placed a row among its siblings. */
export const position = <T extends string, C extends string>(tb: CreateTableBuilder<T, C>) =>
  tb.addColumn('position', 'integer', startsAtZero);

/** An amount of money in integer cents, never negative. */
export const cents =
  <N extends string>(name: N) =>
  <T extends string, C extends string>(tb: CreateTableBuilder<T, C>) =>
    tb.addColumn(name, 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`${sql.ref(name)} >= 0`),
    );

/**
 * A secret link or session of `owner` (a row of `ownerTable`): stored only as its SHA-256 hash, valid
 * until `expires_at`, and spent (`spentColumn`: used, revoked) at most once.
 */
export const tokenColumns =
  (owner: string, ownerTable: string, spentColumn: string) =>
  <T extends string, C extends string>(tb: CreateTableBuilder<T, C>) =>
    tb
      .addColumn(owner, 'text', (c) => c.notNull().references(`${ownerTable}.id`).onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .$call(createdAt)
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn(spentColumn, 'text');

/** Adds columns to an existing table, one statement each: SQLite adds one column at a time. */
export async function addColumns(
  db: Kysely<unknown>,
  table: string,
  columns: [
    name: string,
    type: 'text' | 'integer',
    build?: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder,
  ][],
): Promise<void> {
  for (const [name, type, build = (c: ColumnDefinitionBuilder) => c] of columns)
    await db.schema.alterTable(table).addColumn(name, type, build).execute();
}

/** Drops columns of a table, one statement each: SQLite drops one column at a time. */
export async function dropColumns(db: Kysely<unknown>, table: string, columns: string[]): Promise<void> {
  for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
}

export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
  options: { unique?: boolean; whereNotNull?: string } = {},
): Promise<void> {
  let index = db.schema.createIndex(name).on(table).columns(columns);
  if (options.unique) index = index.unique();
  // A partial index: rows where the column is null are not in it (a unique key only some rows have).
  if (options.whereNotNull) index = index.where(sql.ref(options.whereNotNull), 'is not', null);
  await index.execute();
}
