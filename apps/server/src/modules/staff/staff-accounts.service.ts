import {
  STAFF_ACCOUNT_MESSAGES,
  type ApiStaffAccount,
  type StaffAccountsResponse,
  type StaffInvitationResponse,
} from '@storefront/domain';
import { newId } from '../../db/ids';
import type { Executor } from '../../db/executor';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { hashToken, isPlausibleToken, newSecretToken } from '../../http/tokens';
import { hashPassword } from '../auth/password';
import { listRestaurants } from '../restaurants/restaurants.service';
import { recordOwnerChange } from '../audit/audit.service';
import { requireOwner } from '../../http/staff-principal';
import type { StaffPrincipal } from '../../http/staff-principal';
import {
  countStaffAccounts,
  deleteStaffAccount,
  findLiveInvitation,
  findStaffAccount,
  insertStaffAccount,
  listChosenRestaurantIds,
  listSessionIds,
  listStaffAccounts,
  setStaffPassword,
  useInvitation,
} from './staff-accounts.repository';
import type { StaffInviteInput } from './staff-accounts.schemas';

/*
 * Staff accounts (issue 15 item 7): the owner of a tenant invites people for chosen locations and
 * removes them. Every call is owner-only and scoped by the owner's tenant; another tenant's account
 * or restaurant is answered exactly like an unknown one.
 */

/** How long an invitation link works. */
export const STAFF_INVITATION_DAYS = 7;

export async function listAccounts(
  db: Executor,
  principal: StaffPrincipal,
  page: number,
  pageSize: number,
): Promise<StaffAccountsResponse> {
  requireOwner(principal);
  const tenantId = principal.tenantId;
  const [rows, total, restaurants] = await Promise.all([
    listStaffAccounts(db, tenantId, pageSize, (page - 1) * pageSize),
    countStaffAccounts(db, tenantId),
    listRestaurants(db, tenantId),
  ]);
  const chosen = await listChosenRestaurantIds(
    db,
    tenantId,
    rows.map((r) => r.id),
  );
  const names = new Map(restaurants.map((r) => [r.id, r.name]));
  const accounts = rows.map((row): ApiStaffAccount => {
    const ids = row.restaurant_id
      ? [row.restaurant_id]
      : chosen.filter((c) => c.staff_user_id === row.id).map((c) => c.restaurant_id);
    return {
      _id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      state: row.password_hash === '' ? 'invited' : 'active',
      allRestaurants: ids.length === 0,
      restaurants: (ids.length === 0 ? restaurants.map((r) => r.id) : ids).map((id) => ({
        _id: id,
        name: names.get(id) ?? '',
      })),
    };
  });
  return { accounts, page, pageSize, total };
}

/**
 * Creates an invited account (no password yet: it cannot sign in) for the chosen locations, and
 * the one-use link that lets the person choose a password. Answers the token for the mail.
 */
export async function inviteStaff(
  db: Executor,
  principal: StaffPrincipal,
  input: StaffInviteInput,
  now: Date,
): Promise<{ account: ApiStaffAccount; token: string }> {
  requireOwner(principal);
  const tenantId = principal.tenantId;
  const restaurants = await listRestaurants(db, tenantId);
  const restaurantIds = [...new Set(input.restaurantIds)];
  const unknown = restaurantIds.find((id) => !restaurants.some((r) => r.id === id));
  if (unknown !== undefined) throw notFound('Restaurant');
  const { id, token } = await createInvitedAccount(
    db,
    { tenantId, email: input.email, name: input.name, role: 'staff', restaurantIds },
    now,
    (trx, accountId) =>
      recordOwnerChange(trx, principal, now, {
        entity: 'staff_account',
        entityId: accountId,
        action: 'create',
        after: { name: input.name, email: input.email, role: 'staff', restaurantIds },
        summary: `Invited ${input.name} (${input.email})`,
      }),
  );
  return {
    token,
    account: {
      _id: id,
      name: input.name,
      email: input.email,
      role: 'staff',
      state: 'invited',
      allRestaurants: false,
      restaurants: restaurants
        .filter((r) => restaurantIds.includes(r.id))
        .map((r) => ({ _id: r.id, name: r.name })),
    },
  };
}

/**
 * An account without a password (it cannot sign in) and the one-use link that lets its person choose
 * one; answers the token for the mail. An email the tenant already has is refused.
 */
async function createInvitedAccount(
  db: Executor,
  account: {
    tenantId: string;
    email: string;
    name: string;
    role: 'owner' | 'staff';
    restaurantIds: string[];
  },
  now: Date,
  /** Records the invitation in the audit, in its transaction (an owner's invitation). */
  audit?: (trx: Executor, accountId: string) => Promise<void>,
): Promise<{ id: string; token: string }> {
  const id = newId();
  const token = newSecretToken();
  const at = now.toISOString();
  const write = async (trx: Executor) => {
    await insertStaffAccount(
      trx,
      {
        id,
        tenant_id: account.tenantId,
        restaurant_id: null,
        email: account.email,
        name: account.name,
        password_hash: '',
        role: account.role,
        created_at: at,
      },
      account.restaurantIds,
      {
        id: newId(),
        tenant_id: account.tenantId,
        staff_user_id: id,
        token_hash: hashToken(token),
        created_at: at,
        expires_at: new Date(now.getTime() + STAFF_INVITATION_DAYS * 86_400_000).toISOString(),
        used_at: null,
      },
    );
    await audit?.(trx, id);
  };
  try {
    // In the caller's transaction when there is one (a new tenant and its owner are one write).
    if (db.isTransaction) await write(db);
    else await db.transaction().execute(write);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, 'STAFF_EMAIL_TAKEN', STAFF_ACCOUNT_MESSAGES.emailTaken);
    throw error;
  }
  return { id, token };
}

/**
 * The owner of a new tenant (`npm run tenant -- create`): invited like staff, for every location,
 * to choose a password and finish setting the tenant up in the console.
 */
export async function inviteOwner(
  db: Executor,
  tenantId: string,
  owner: { name: string; email: string },
  now: Date,
): Promise<{ token: string }> {
  const { token } = await createInvitedAccount(
    db,
    { tenantId, email: owner.email, name: owner.name, role: 'owner', restaurantIds: [] },
    now,
  );
  return { token };
}

/** Removes a staff account of the owner's tenant; answers its session ids (to close their sockets). */
export async function removeStaff(
  db: Executor,
  principal: StaffPrincipal,
  accountId: string,
  now: Date,
): Promise<string[]> {
  requireOwner(principal);
  const tenantId = principal.tenantId;
  const account = await findStaffAccount(db, tenantId, accountId);
  if (!account) throw notFound('Staff account');
  if (account.role === 'owner')
    throw badRequest(STAFF_ACCOUNT_MESSAGES.cannotRemoveOwner, 'OWNER_NOT_REMOVABLE');
  return db.transaction().execute(async (trx) => {
    const sessions = await listSessionIds(trx, tenantId, accountId);
    if (!(await deleteStaffAccount(trx, tenantId, accountId))) throw notFound('Staff account');
    await recordOwnerChange(trx, principal, now, {
      entity: 'staff_account',
      entityId: accountId,
      action: 'delete',
      before: { name: account.name, email: account.email, role: account.role },
      summary: `Removed ${account.name} (${account.email})`,
    });
    return sessions.map((s) => s.id);
  });
}

const invitationInvalid = () =>
  new HttpError(404, 'INVITATION_INVALID', STAFF_ACCOUNT_MESSAGES.invitationInvalid);

async function liveInvitation(db: Executor, tenantId: string, token: string, now: Date) {
  if (!isPlausibleToken(token)) throw invitationInvalid();
  const invitation = await findLiveInvitation(db, tenantId, hashToken(token), now.toISOString());
  if (!invitation) throw invitationInvalid();
  return invitation;
}

export async function getInvitation(
  db: Executor,
  tenantId: string,
  token: string,
  now: Date,
): Promise<StaffInvitationResponse> {
  const invitation = await liveInvitation(db, tenantId, token, now);
  return { name: invitation.name, email: invitation.email };
}

/** Sets the invited person's password; the link works once. */
export async function acceptInvitation(
  db: Executor,
  tenantId: string,
  { token, password }: { token: string; password: string },
  now: Date,
): Promise<void> {
  const invitation = await liveInvitation(db, tenantId, token, now);
  const passwordHash = await hashPassword(password);
  const used = await db.transaction().execute(async (trx) => {
    if (!(await useInvitation(trx, tenantId, invitation.invitation_id, now.toISOString()))) return false;
    await setStaffPassword(trx, tenantId, invitation.id, passwordHash);
    return true;
  });
  if (!used) throw invitationInvalid();
}
