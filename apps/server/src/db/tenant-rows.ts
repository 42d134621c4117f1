import type { SelectQueryBuilder, Selectable } from 'kysely';
import type { Executor } from './executor';
import type { Database } from './schema';

/** The tables whose every row belongs to one tenant. */
export type TenantTable = {
  [T in keyof Database]: Database[T] extends { tenant_id: string } ? T : never;
}[keyof Database];

/**
 * Every column of a table's rows of one tenant: where a tenant-scoped read starts, so that no
 * query forgets the tenant. The caller narrows it further with Kysely as usual.
 */
export function selectTenantRows<T extends TenantTable>(
  db: Executor,
  table: T,
  tenantId: string,
): SelectQueryBuilder<Database, T, Selectable<Database[T]>> {
  // Kysely cannot resolve a column of a generic table; the signature keeps the callers typed.
  const query = db
    .selectFrom(table as TenantTable)
    .selectAll()
    .where('tenant_id', '=', tenantId);
  return query as unknown as SelectQueryBuilder<Database, T, Selectable<Database[T]>>;
}
