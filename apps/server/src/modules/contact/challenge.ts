import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { ContactChallenge, ContactChallengeSolution } from '@storefront/domain';

/*
 * The contact form's proof of work (decision 0018). The server keeps no state for an open challenge:
 * the expiry travels in the salt and the HMAC proves the server issued it. A solved challenge is
 * remembered until it expires so it can be used once.
 */

const MAX_NUMBER = 100_000;
const LIFETIME_MS = 20 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export class ContactChallenges {
  private readonly used = new Map<string, number>();

  constructor(private readonly secret: string) {}

  issue(now: number): ContactChallenge {
    const salt = `${randomBytes(12).toString('hex')}?expires=${now + LIFETIME_MS}`;
    const challenge = sha256(`${salt}${randomInt(0, MAX_NUMBER + 1)}`);
    return { algorithm: 'SHA-256', challenge, salt, maxNumber: MAX_NUMBER, signature: this.sign(challenge) };
  }

  /** True once per valid, unexpired, solved challenge. */
  redeem(solution: ContactChallengeSolution, now: number): boolean {
    const expires = Number(/\?expires=(\d+)$/.exec(solution.salt)?.[1]);
    if (!Number.isFinite(expires) || expires < now) return false;
    if (sha256(`${solution.salt}${solution.number}`) !== solution.challenge) return false;
    const expected = Buffer.from(this.sign(solution.challenge), 'hex');
    const given = Buffer.from(solution.signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    this.forgetExpired(now);
    if (this.used.has(solution.challenge)) return false;
    this.used.set(solution.challenge, expires);
    return true;
  }

  private sign(challenge: string): string {
    return createHmac('sha256', this.secret).update(challenge).digest('hex');
  }

  private forgetExpired(now: number): void {
    for (const [challenge, expires] of this.used) if (expires < now) this.used.delete(challenge);
  }
}
