import type { ContactChallenge, ContactChallengeSolution } from '@storefront/domain';

const BATCH = 500;

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Finds the number behind the contact form's challenge (decision 0018): SHA-256 of salt + n for n from
 * 0 up, in batches so the browser's native digest runs many at once and the page stays responsive.
 * Null when no number up to the challenge's maximum matches.
 */
export async function solveChallenge(
  challenge: ContactChallenge,
  signal?: AbortSignal,
): Promise<ContactChallengeSolution | null> {
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxNumber; start += BATCH) {
    signal?.throwIfAborted();
    const numbers = Array.from(
      { length: Math.min(BATCH, challenge.maxNumber - start + 1) },
      (_, i) => start + i,
    );
    const hashes = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const found = hashes.findIndex((hash) => hex(hash) === challenge.challenge);
    if (found >= 0) {
      return {
        challenge: challenge.challenge,
        salt: challenge.salt,
        signature: challenge.signature,
        number: numbers[found]!,
      };
    }
  }
  return null;
}
