import {
  sql,
  type DeleteQueryBuilder,
  type DeleteResult,
  type Expression,
  type SelectQueryBuilder,
  type Selectable,
  type SqlBool,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { Executor } from './executor';
import type { Database } from './schema';

/** The tables whose every row belongs to one tenant. */
export type TenantTable = {
  [T in keyof Database]: Database[T] extends { tenant_id: string } ? T : never;
}[keyof Database];

/**
 * A table's rows of one tenant, no column selected yet: where a tenant-scoped read of some columns
 * (or of a count or sum) starts, so that no query forgets the tenant. The caller selects what it
 * reads and narrows it further with Kysely as usual.
 */
export function fromTenantRows<T extends TenantTable>(db: Executor, table: T, tenantId: string) {
  // Kysely cannot resolve a column of a generic table; the cast keeps the callers typed.
  const query = db.selectFrom(table as TenantTable).where('tenant_id', '=', tenantId);
  return query as unknown as SelectQueryBuilder<Database, T, object>;
}

/**
 * Every column of a table's rows of one tenant: as fromTenantRows, for a read of whole rows. The
 * caller narrows it further with Kysely as usual.
 */
export function selectTenantRows<T extends TenantTable>(db: Executor, table: T, tenantId: string) {
  // As in fromTenantRows: Kysely cannot resolve a column of a generic table.
  const query = db
    .selectFrom(table as TenantTable)
    .selectAll()
    .where('tenant_id', '=', tenantId);
  return query as unknown as SelectQueryBuilder<Database, T, Selectable<Database[T]>>;
}

/**
 * An update of some of a tenant's rows: as updateTenantRow, but the caller says which rows (by
 * anything but their id) besides what it sets.
 */
export function updateTenantRows<T extends TenantTable>(db: Executor, table: T, tenantId: string) {
  // As in fromTenantRows: Kysely cannot resolve a column of a generic table.
  const query = db.updateTable(table as TenantTable).where('tenant_id', '=', tenantId);
  return query as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>;
}

/** The tenant tables whose rows have an `id`. */
export type TenantRowTable = {
  [T in TenantTable]: Database[T] extends { id: string } ? T : never;
}[TenantTable];

/**
 * An update of one row of a tenant's, by id: where a tenant-scoped write starts, so that no write
 * forgets the tenant. The caller adds what it sets and any condition the write depends on.
 */
export function updateTenantRow<T extends TenantRowTable>(
  db: Executor,
  table: T,
  tenantId: string,
  id: string,
) {
  // A reference, as Kysely cannot resolve a column of a generic table.
  return updateTenantRows(db, table, tenantId).where(sql.ref('id'), '=', id);
}

/**
 * Runs a conditional update of one row: true when it changed the row, false when its condition no
 * longer held (another request won the race, or the row is not there). A check-then-act is this one
 * write, never a read and then a write.
 */
export async function changedOneRow(update: { executeTakeFirst(): Promise<UpdateResult> }): Promise<boolean> {
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A delete of one row of a tenant's, by id: as updateTenantRow, the tenant is never forgotten. The
 * caller adds any condition the delete depends on and what it returns.
 */
export function deleteTenantRow<T extends TenantRowTable>(
  db: Executor,
  table: T,
  tenantId: string,
  id: string,
) {
  // A reference, as Kysely cannot resolve a column of a generic table.
  return deleteTenantRows(db, table, tenantId).where(sql.ref('id'), '=', id);
}

/**
 * A delete of some of a tenant's rows: as deleteTenantRow, but the caller says which rows (by
 * anything but their id).
 */
export function deleteTenantRows<T extends TenantTable>(db: Executor, table: T, tenantId: string) {
  // As in fromTenantRows: Kysely cannot resolve a column of a generic table.
  const query = db.deleteFrom(table as TenantTable).where('tenant_id', '=', tenantId);
  return query as unknown as DeleteQueryBuilder<Database, T, DeleteResult>;
}

/**
 * The tables of tokens kept only as the SHA-256 of the token, each with the column that ends a token
 * before it expires: a session is revoked, a reset link or an invitation used.
 */
export const TOKEN_ENDS = {
  sessions: 'revoked_at',
  staff_sessions: 'revoked_at',
  password_reset_tokens: 'used_at',
  staff_invitations: 'used_at',
} as const satisfies { [T in TenantTable]?: keyof Database[T] & string };

export type TokenTable = keyof typeof TOKEN_ENDS;

/**
 * The condition of a tenant's live token of `table`: this hash, not ended (revoked or used) and not
 * expired at `at`. `alias` is the table's name in the query, when it joins another.
 */
export function isLiveToken(
  table: TokenTable,
  token: { tenantId: string; tokenHash: string; at: string },
  alias: string = table,
): Expression<SqlBool> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<SqlBool>`(${column('tenant_id')} = ${token.tenantId} and ${column('token_hash')} = ${token.tokenHash} and ${column(TOKEN_ENDS[table])} is null and ${column('expires_at')} > ${token.at})`;
}

/**
 * Ends one of a tenant's tokens, by id (a session revoked, an invitation used): only one not ended
 * yet. The caller adds any other condition the write depends on.
 */
export function endToken(db: Executor, table: TokenTable, tenantId: string, id: string, at: string) {
  const end = TOKEN_ENDS[table];
  // Kysely cannot resolve a column of a generic table; `end` is the table's own.
  return updateTenantRow(db, table, tenantId, id)
    .set({ [end]: at } as never)
    .where(sql.ref(end), 'is', null);
}
