import type { Executor } from '../../db/executor';
import type { NewRow } from '../../db/schema';
import {
  changedOneRow,
  deleteTenantRow,
  deleteTenantRows,
  endToken,
  fromTenantRows,
  isLiveToken,
  selectTenantRows,
  updateTenantRow,
} from '../../db/tenant-rows';

/* Staff accounts as the owner manages them (issue 15 item 7), and the invitations they send. */

/** The locations chosen for accounts (none listed: the account's restaurant_id, or every location). */
export function listChosenRestaurantIds(db: Executor, tenantId: string, staffUserIds: readonly string[]) {
  if (staffUserIds.length === 0) return Promise.resolve([]);
  return fromTenantRows(db, 'staff_user_restaurants', tenantId)
    .select(['staff_user_id', 'restaurant_id'])
    .where('staff_user_id', 'in', staffUserIds)
    .execute();
}

export async function countStaffAccounts(db: Executor, tenantId: string): Promise<number> {
  const { count } = await fromTenantRows(db, 'staff_users', tenantId)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function listStaffAccounts(db: Executor, tenantId: string, limit: number, offset: number) {
  return selectTenantRows(db, 'staff_users', tenantId)
    .orderBy('role', 'asc')
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findStaffAccount(db: Executor, tenantId: string, id: string) {
  return selectTenantRows(db, 'staff_users', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function insertStaffAccount(
  db: Executor,
  user: NewRow<'staff_users'>,
  restaurantIds: readonly string[],
  invitation: NewRow<'staff_invitations'>,
): Promise<void> {
  await db.insertInto('staff_users').values(user).execute();
  // None chosen (an owner): every location of the tenant.
  if (restaurantIds.length > 0)
    await db
      .insertInto('staff_user_restaurants')
      .values(
        restaurantIds.map((restaurantId) => ({
          tenant_id: user.tenant_id,
          staff_user_id: user.id,
          restaurant_id: restaurantId,
        })),
      )
      .execute();
  await db.insertInto('staff_invitations').values(invitation).execute();
}

/** Deletes a staff (not owner) account; its sessions, locations and invitations go with it. */
export async function deleteStaffAccount(db: Executor, tenantId: string, id: string): Promise<boolean> {
  for (const table of ['staff_sessions', 'staff_invitations', 'staff_user_restaurants'] as const) {
    await deleteTenantRows(db, table, tenantId).where('staff_user_id', '=', id).execute();
  }
  const result = await deleteTenantRow(db, 'staff_users', tenantId, id)
    .where('role', '=', 'staff')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The sessions of an account, for disconnecting its sockets when it is removed. */
export function listSessionIds(db: Executor, tenantId: string, staffUserId: string) {
  return fromTenantRows(db, 'staff_sessions', tenantId)
    .select('id')
    .where('staff_user_id', '=', staffUserId)
    .execute();
}

/** A live (unused, unexpired) invitation of the tenant, with its account. */
export function findLiveInvitation(db: Executor, tenantId: string, tokenHash: string, at: string) {
  return db
    .selectFrom('staff_invitations as i')
    .innerJoin('staff_users as u', (join) =>
      join.onRef('u.id', '=', 'i.staff_user_id').onRef('u.tenant_id', '=', 'i.tenant_id'),
    )
    .select(['i.id as invitation_id', 'u.id', 'u.name', 'u.email'])
    .where(isLiveToken('staff_invitations', { tenantId, tokenHash, at }, 'i'))
    .executeTakeFirst();
}

/** Uses an invitation once: false when it was used (or expired) in the meantime. */
export async function useInvitation(db: Executor, tenantId: string, invitationId: string, at: string) {
  return changedOneRow(
    endToken(db, 'staff_invitations', tenantId, invitationId, at).where('expires_at', '>', at),
  );
}

export async function setStaffPassword(db: Executor, tenantId: string, id: string, passwordHash: string) {
  await updateTenantRow(db, 'staff_users', tenantId, id).set({ password_hash: passwordHash }).execute();
}
