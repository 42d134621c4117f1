import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../db/ids';
import type { Executor } from '../db/executor';

/*
 * Signed tokens for links that act without a sign-in (the diner's "manage your reservation" link,
 * decision 0036): `<id>.<HMAC-SHA256 of purpose, tenant and id>`. Nothing is stored per link, so
 * every mail about a booking can carry a working link; the key is LINK_SIGNING_SECRET, or one the
 * server makes once and keeps in `app_secrets`, so links survive restarts and span processes.
 */

export interface LinkSigner {
  sign(purpose: string, tenantId: string, id: string): string;
  /** The id a token was signed for, or null when it is not one of ours. */
  verify(purpose: string, tenantId: string, token: string): string | null;
}

export function createLinkSigner(secret: string): LinkSigner {
  const mac = (purpose: string, tenantId: string, id: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${tenantId}\n${id}`).digest('base64url');
  return {
    sign: (purpose, tenantId, id) => `${id}.${mac(purpose, tenantId, id)}`,
    verify(purpose, tenantId, token) {
      const dot = token.lastIndexOf('.');
      if (dot <= 0 || token.length > 200) return null;
      const id = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(mac(purpose, tenantId, id));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

const SECRET_NAME = 'link-signing';

/** The configured secret, else the database's own (made on first use; two processes agree on one). */
export async function linkSigningSecret(db: Executor, configured: string | null, now: Date): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: randomToken(32), created_at: now.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
}
