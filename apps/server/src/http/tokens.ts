import { createHash } from 'node:crypto';
import { randomToken } from '../db/ids';

/*
 * Bearer tokens of sessions and reset links, shared by the staff side and the members' accounts:
 * 256 random bits, stored only as their SHA-256, so a leaked table hands out no session.
 */

export const newSecretToken = (): string => randomToken(32);

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a presented token can be one of ours at all (anything else is not looked up). */
export const isPlausibleToken = (token: string): boolean => token.length >= 16 && token.length <= 100;

/**
 * The token a request or socket handshake carries: `Authorization: Bearer <token>` first, then the
 * named cookie. Null when neither is there.
 */
export function tokenOf(
  authorization: string | undefined,
  cookies: Record<string, string | undefined>,
  cookieName: string,
): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return bearer;
  return cookies[cookieName] || null;
}
