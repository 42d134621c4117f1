import type { NewRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { endToken, isLiveToken, selectTenantRows } from '../../db/tenant-rows';

export function findStaffByEmail(db: Executor, tenantId: string, email: string) {
  return selectTenantRows(db, 'staff_users', tenantId).where('email', '=', email).executeTakeFirst();
}

export function insertStaffSession(db: Executor, row: NewRow<'staff_sessions'>) {
  return db.insertInto('staff_sessions').values(row).execute();
}

/** A live session (not revoked, not expired at `at`) of the tenant, with its staff account. */
export function findLiveSession(db: Executor, tenantId: string, tokenHash: string, at: string) {
  return db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_users as u', (join) =>
      join.onRef('u.id', '=', 's.staff_user_id').onRef('u.tenant_id', '=', 's.tenant_id'),
    )
    .select([
      's.id as session_id',
      's.expires_at',
      'u.id',
      'u.tenant_id',
      'u.restaurant_id',
      'u.email',
      'u.name',
      'u.role',
    ])
    .where(isLiveToken('staff_sessions', { tenantId, tokenHash, at }, 's'))
    .executeTakeFirst();
}

export async function revokeStaffSession(db: Executor, tenantId: string, sessionId: string, at: string) {
  await endToken(db, 'staff_sessions', tenantId, sessionId, at).execute();
}
