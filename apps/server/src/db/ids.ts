import { randomBytes, randomFillSync } from 'node:crypto';

// Random bytes are drawn from the CSPRNG in blocks: one call per 512 ids instead of one per id.
const pool = Buffer.alloc(8 * 512);
let poolOffset = pool.length;

/**
 * A new row id: 24 hex characters, the shape of the spec's `_id`. The first 8 are the time in
 * seconds, so new rows land at the end of their indexes (decision 0021); the other 16 are 64 random
 * bits, which keeps an order's id, a guest's only key to it, unguessable.
 */
export function newId(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const id = Buffer.allocUnsafe(12);
  id.writeUInt32BE(Math.floor(Date.now() / 1000) >>> 0, 0);
  pool.copy(id, 4, poolOffset, poolOffset + 8);
  poolOffset += 8;
  return id.toString('hex');
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
