import { sql } from 'kysely';
import type { NewRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { endToken, isLiveToken, TOKEN_ENDS, updateTenantRows } from '../../db/tenant-rows';

/* Members' sessions and password-reset tokens; both hold only the SHA-256 of their token. */

export function insertSession(db: Executor, row: NewRow<'sessions'>) {
  return db.insertInto('sessions').values(row).execute();
}

/** A live session (not revoked, not expired at `at`) of the tenant, with its customer. */
export function findLiveSession(db: Executor, tenantId: string, tokenHash: string, at: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('customers as c', (join) =>
      join.onRef('c.id', '=', 's.customer_id').onRef('c.tenant_id', '=', 's.tenant_id'),
    )
    .selectAll('c')
    .select(['s.id as session_id'])
    .where(isLiveToken('sessions', { tenantId, tokenHash, at }, 's'))
    .executeTakeFirst();
}

export async function revokeSession(db: Executor, tenantId: string, sessionId: string, at: string) {
  await endToken(db, 'sessions', tenantId, sessionId, at).execute();
}

/**
 * A password changed or reset: every token the member held ends, so they are signed out everywhere
 * and no reset link sent before works any more.
 */
export async function endCustomerTokens(db: Executor, tenantId: string, customerId: string, at: string) {
  for (const table of ['sessions', 'password_reset_tokens'] as const) {
    const end = TOKEN_ENDS[table];
    await updateTenantRows(db, table, tenantId)
      // Kysely cannot resolve a column of one of two tables; `end` is each table's own.
      .set({ [end]: at } as never)
      .where('customer_id', '=', customerId)
      .where(sql.ref(end), 'is', null)
      .execute();
  }
}

export function insertResetToken(db: Executor, row: NewRow<'password_reset_tokens'>) {
  return db.insertInto('password_reset_tokens').values(row).execute();
}

/**
 * Uses a reset token: one conditional write (unused, unexpired, this tenant's), so two requests
 * with the same token cannot both succeed. Returns the customer it was issued to, or undefined.
 */
export function useResetToken(db: Executor, tenantId: string, tokenHash: string, at: string) {
  return db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where(isLiveToken('password_reset_tokens', { tenantId, tokenHash, at }))
    .returning(['customer_id'])
    .executeTakeFirst();
}
