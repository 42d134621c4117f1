import type { NewRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { updateTenantRow } from '../../db/tenant-rows';

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
    .where('s.tenant_id', '=', tenantId)
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', at)
    .executeTakeFirst();
}

export async function revokeSession(db: Executor, tenantId: string, sessionId: string, at: string) {
  await updateTenantRow(db, 'sessions', tenantId, sessionId)
    .set({ revoked_at: at })
    .where('revoked_at', 'is', null)
    .execute();
}

/** Signs a customer out everywhere (password changed or reset). */
export async function revokeCustomerSessions(db: Executor, tenantId: string, customerId: string, at: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .execute();
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
    .where('tenant_id', '=', tenantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['customer_id'])
    .executeTakeFirst();
}

/** Retires a customer's other outstanding reset links once one is used. */
export async function retireResetTokens(db: Executor, tenantId: string, customerId: string, at: string) {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();
}
