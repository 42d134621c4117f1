import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor';
import { desc, readKeysetPage, type PageRequest, type SortKey } from '../../db/keyset';
import type { AuditLogTable } from '../../db/schema';

/** Newest first; the id breaks ties between entries of one instant. */
export const AUDIT_PAGE_KEYS: readonly SortKey[] = [desc('a.created_at'), desc('a.id')];

export async function insertAuditEntry(db: Executor, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** One page of a tenant's audit entries (of one entity kind when given), with who made each. */
export async function listAuditPage(
  db: Executor,
  tenantId: string,
  entity: string | undefined,
  page: PageRequest,
) {
  const all = db
    .selectFrom('audit_log as a')
    .leftJoin('staff_users as s', (join) =>
      join.onRef('s.id', '=', 'a.staff_account_id').onRef('s.tenant_id', '=', 'a.tenant_id'),
    )
    .selectAll('a')
    .select(['s.name as staff_name', 's.email as staff_email'])
    .where('a.tenant_id', '=', tenantId);
  const query = entity === undefined ? all : all.where('a.entity', '=', entity);
  return readKeysetPage(query, AUDIT_PAGE_KEYS, page);
}
