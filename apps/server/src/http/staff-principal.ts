import { STAFF_ACCOUNT_MESSAGES, type ApiStaff } from '@storefront/domain';
import { HttpError, notFound } from './errors';

/*
 * The signed-in staff member as every staff request and socket sees them, and the rules every module
 * checks of them. Below all modules (decision 0067): a module reads who is asking from here, never
 * from the staff module, so the staff module can use the others without a cycle.
 */

/** A signed-in staff member: the session the /api/staff hook found (plugins/staff-session.ts). */
export interface StaffPrincipal {
  tenantId: string;
  sessionId: string;
  expiresAt: string;
  staff: ApiStaff;
}

/** A 403 unless the principal is the tenant's owner; `message` says what only the owner may do. */
export function requireOwner(
  principal: StaffPrincipal,
  message: string = STAFF_ACCOUNT_MESSAGES.ownerOnly,
): void {
  if (principal.staff.role !== 'owner') throw new HttpError(403, 'OWNER_ONLY', message);
}

/** Whether the staff member works at the restaurant; any other restaurant's record is a 404 to them. */
export const worksAt = (principal: StaffPrincipal, restaurantId: string) =>
  principal.staff.restaurants.some((r) => r._id === restaurantId);

/**
 * The restaurants a staff list covers: the one asked for, or all of the staff member's when none is;
 * a restaurant that is not theirs is a 404.
 */
export function staffRestaurantIds(principal: StaffPrincipal, restaurantId: string | undefined): string[] {
  if (restaurantId === undefined) return principal.staff.restaurants.map((r) => r._id);
  if (!worksAt(principal, restaurantId)) throw notFound('Restaurant');
  return [restaurantId];
}
