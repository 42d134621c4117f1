import { STAFF_ACCOUNT_MESSAGES } from '@storefront/domain';
import { HttpError } from '../../http/errors';
import type { StaffPrincipal } from './staff.service';

/**
 * A 403 unless the principal is the tenant's owner; `message` says what only the owner may do. Its
 * own file: the audit (which the staff accounts' writes record in) checks owners too.
 */
export function requireOwner(
  principal: StaffPrincipal,
  message: string = STAFF_ACCOUNT_MESSAGES.ownerOnly,
): void {
  if (principal.staff.role !== 'owner') throw new HttpError(403, 'OWNER_ONLY', message);
}
