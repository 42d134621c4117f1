import { randomBytes, randomFillSync } from 'node:crypto';

// Random bytes are drawn from the CSPRNG in blocks: one call per 4 KiB instead of one per id or code.
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

/** `count` (at most 4096) random bytes from the pool: a view, to be read before the next call. */
export function pooledRandomBytes(count: number): Buffer {
  if (poolOffset + count > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + count);
  poolOffset += count;
  return bytes;
}

/**
 * A new row id: 24 hex characters, the shape of the spec's `_id`. The first 8 are the time in
 * seconds, so new rows land at the end of their indexes (decision 0021); the other 16 are 64 random
 * bits, which keeps an order's id, a guest's only key to it, unguessable.
 */
export function newId(): string {
  const id = Buffer.allocUnsafe(12);
  id.writeUInt32BE(Math.floor(Date.now() / 1000) >>> 0, 0);
  pooledRandomBytes(8).copy(id, 4);
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
