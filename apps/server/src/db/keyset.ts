import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';

/*
 * Keyset pages (decision 0034): a page is "the next `limit` rows after the last one seen", in a
 * total order ending with a unique column. Unlike OFFSET, the database seeks straight to the page
 * through the sort's index, so the thousandth page costs what the first does, and rows inserted
 * meanwhile neither repeat nor go missing.
 */

export interface SortKey {
  /** A column reference as the query names it: 'received_at', 'r.reserved_date'. */
  column: string;
  direction: 'asc' | 'desc';
}

export type KeyValue = string | number;

/** A sort key ascending on `column`, as ORDER BY reads it. */
export const asc = (column: string): SortKey => ({ column, direction: 'asc' });
/** A sort key descending on `column`. */
export const desc = (column: string): SortKey => ({ column, direction: 'desc' });

/** The owner's own order of a list, by hand (its `position`), the id breaking ties. */
export const POSITION_PAGE_KEYS: readonly SortKey[] = [asc('position'), asc('id')];

/** Newest first, the id breaking ties so pages are stable. */
export const NEWEST_PAGE_KEYS: readonly SortKey[] = [desc('created_at'), asc('id')];

/** A row's values of the sort keys: each key's column (without the query's table alias) read off the row. */
export const keyValuesOf =
  (keys: readonly SortKey[]) =>
  (row: unknown): KeyValue[] =>
    keys.map((key) => (row as Record<string, KeyValue>)[key.column.slice(key.column.lastIndexOf('.') + 1)]!);

/**
 * The rows strictly after the row whose keys are `after`, in the order of `keys`:
 * `(k1 < v1) or (k1 = v1 and k2 < v2) or …` (`>` for an ascending key).
 */
export function afterKeys(keys: readonly SortKey[], after: readonly KeyValue[]): Expression<SqlBool> {
  const clauses = keys.map((key, i) => {
    const equal = keys.slice(0, i).map((k, j) => sql`${sql.ref(k.column)} = ${after[j]}`);
    const beyond = sql`${sql.ref(key.column)} ${sql.raw(key.direction === 'desc' ? '<' : '>')} ${after[i]}`;
    return sql`(${sql.join([...equal, beyond], sql` and `)})`;
  });
  return sql<SqlBool>`(${sql.join(clauses, sql` or `)})`;
}

/** What one page of a list asks: its size, and the keys of the last row of the page before. */
export interface PageRequest {
  limit: number;
  after: readonly KeyValue[] | null;
}

/** A page's rows and the keys to continue after (null on the last page). */
export interface KeysetPage<Row> {
  rows: Row[];
  nextKeys: KeyValue[] | null;
}

/**
 * Cuts the `limit + 1` rows a page query read (one more than asked, to know whether another page
 * follows) to the page.
 */
export function keysetPageOf<Row>(
  rows: Row[],
  limit: number,
  keysOf: (row: Row) => KeyValue[],
): KeysetPage<Row> {
  if (rows.length <= limit) return { rows, nextKeys: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextKeys: keysOf(page[page.length - 1]!) };
}

/**
 * Reads one page of `query` in the order of `keys`: the rows after `page.after`, sorted, one more
 * than asked (to know whether another page follows), cut to the page. Each row carries its keys'
 * columns, by the columns' names.
 */
export async function readKeysetPage<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  keys: readonly SortKey[],
  page: PageRequest,
): Promise<KeysetPage<Row>> {
  let sorted = page.after ? query.where(afterKeys(keys, page.after) as never) : query;
  for (const key of keys) sorted = sorted.orderBy(sql.ref(key.column), key.direction);
  const rows = await sorted.limit(page.limit + 1).execute();
  return keysetPageOf(rows as Row[], page.limit, keyValuesOf(keys));
}
