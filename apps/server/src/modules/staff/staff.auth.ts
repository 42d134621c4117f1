import { STAFF_TOKEN_COOKIE } from '@storefront/domain';

/**
 * The staff token a request or socket handshake carries: `Authorization: Bearer <token>` first, then
 * the `stoken` cookie. Null when neither is there.
 */
export function staffTokenOf(
  authorization: string | undefined,
  cookies: Record<string, string | undefined>,
): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return bearer;
  return cookies[STAFF_TOKEN_COOKIE] || null;
}
