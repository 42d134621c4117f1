import { STAFF_TOKEN_COOKIE } from '@storefront/domain';
import { tokenOf } from '../auth/tokens';

/**
 * The staff token a request or socket handshake carries: `Authorization: Bearer <token>` first, then
 * the `stoken` cookie. Null when neither is there.
 */
export function staffTokenOf(
  authorization: string | undefined,
  cookies: Record<string, string | undefined>,
): string | null {
  return tokenOf(authorization, cookies, STAFF_TOKEN_COOKIE);
}
