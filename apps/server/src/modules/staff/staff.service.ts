import { STAFF_LOGIN_FAILED_MESSAGE, type ApiStaff, type StaffLoginResponse } from '@storefront/domain';
import { newId } from '../../db/ids';
import type { RestaurantRow, StaffRole } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { verifyPasswordOrDecoy } from '../auth/password';
import { hashToken, isPlausibleToken, newSecretToken } from '../../http/tokens';
import { restaurantSettingsOf } from '../restaurants/restaurants.presenter';
import { findRestaurant, listRestaurants } from '../restaurants/restaurants.service';
import {
  findLiveSession,
  findStaffByEmail,
  insertStaffSession,
  revokeStaffSession,
} from './staff.repository';
import { listChosenRestaurantIds } from './staff-accounts.repository';
import type { Executor } from '../../db/executor';
import type { StaffPrincipal } from '../../http/staff-principal';

/** How long a staff sign-in lasts: a week of shifts on the restaurant's tablet. */
export const STAFF_SESSION_DAYS = 7;

/**
 * An account's restaurants: its restaurant_id, else the locations the owner chose when inviting it
 * (staff_user_restaurants), else all of the tenant's.
 */
export async function staffRestaurants(
  db: Executor,
  tenantId: string,
  user: { id: string; restaurant_id: string | null },
): Promise<RestaurantRow[]> {
  if (user.restaurant_id === null) {
    const all = await listRestaurants(db, tenantId);
    const chosen = await listChosenRestaurantIds(db, tenantId, [user.id]);
    if (chosen.length === 0) return all;
    const ids = new Set(chosen.map((c) => c.restaurant_id));
    return all.filter((r) => ids.has(r.id));
  }
  const restaurant = await findRestaurant(db, tenantId, user.restaurant_id);
  return restaurant ? [restaurant] : [];
}

async function presentStaff(
  db: Executor,
  user: {
    id: string;
    tenant_id: string;
    restaurant_id: string | null;
    email: string;
    name: string;
    role: StaffRole;
  },
): Promise<ApiStaff> {
  const restaurants = await staffRestaurants(db, user.tenant_id, user);
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    restaurants: restaurants.map((r) => ({
      _id: r.id,
      name: r.name,
      time_zone: restaurantSettingsOf(r).time_zone,
    })),
  };
}

const loginFailed = () => new HttpError(401, 'LOGIN_FAILED', STAFF_LOGIN_FAILED_MESSAGE);

export async function loginStaff(
  db: Executor,
  tenantId: string,
  credentials: { email: string; password: string },
  now: Date,
): Promise<StaffLoginResponse & { expiresAt: string }> {
  const user = await findStaffByEmail(db, tenantId, credentials.email.trim().toLowerCase());
  if (!(await verifyPasswordOrDecoy(user?.password_hash, credentials.password)) || !user) throw loginFailed();

  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_DAYS * 86_400_000).toISOString();
  await insertStaffSession(db, {
    id: newId(),
    tenant_id: tenantId,
    staff_user_id: user.id,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: expiresAt,
    revoked_at: null,
  });
  return { token, staff: await presentStaff(db, user), expiresAt };
}

/** The staff member a token belongs to, in this tenant, or null (unknown, revoked or expired). */
export async function authenticateStaff(
  db: Executor,
  tenantId: string,
  token: string,
  now: Date,
): Promise<StaffPrincipal | null> {
  if (!isPlausibleToken(token)) return null;
  const session = await findLiveSession(db, tenantId, hashToken(token), now.toISOString());
  if (!session) return null;
  return {
    tenantId,
    sessionId: session.session_id,
    expiresAt: session.expires_at,
    staff: await presentStaff(db, session),
  };
}

export function logoutStaff(
  db: Executor,
  tenantId: string,
  principal: StaffPrincipal,
  now: Date,
): Promise<void> {
  return revokeStaffSession(db, tenantId, principal.sessionId, now.toISOString());
}
