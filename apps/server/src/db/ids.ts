import { randomBytes } from 'node:crypto';

/** A new row id: 24 hex characters (96 random bits), the shape of the spec's `_id`, unguessable. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

const ID_PATTERN = /^[0-9a-f]{24}$/;

/** Whether a path parameter can be an id at all; anything else is answered 404 without a query. */
export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** A URL-safe random token with the given number of bytes of entropy (sessions, resets, referrals). */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
