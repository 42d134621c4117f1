import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The signature of outbound webhooks (decision 0064), as Stripe signs its own: the header
 * `Storefront-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}"}` with the endpoint's
 * secret. A receiver recomputes v1 over the raw body and refuses an old t (a replay).
 */

/** A new signing secret: `whsec_` and 192 random bits. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64url')}`;

const v1Of = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The Storefront-Signature header's value for `body` signed at `timestamp` (Unix seconds). */
export const signatureHeader = (secret: string, timestamp: number, body: string): string =>
  `t=${timestamp},v1=${v1Of(secret, timestamp, body)}`;

/**
 * Whether `header` signs `body` with `secret`, at most `toleranceSeconds` away from `nowSeconds`
 * (a receiver's check; the listener's and the tests').
 */
export function verifySignature(
  header: string | undefined,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(v1Of(secret, timestamp, body), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
