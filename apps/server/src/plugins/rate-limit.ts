import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../http/errors';
import type { Executor } from '../db/executor';
import type { WriteLimits } from '../http/write-limits';
import type { AuthLimits } from '../http/auth-limits';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** The configured limits of anonymous writes (a restaurant may override the order ones). */
    writeLimits: WriteLimits;
    /** The configured limits of sign-in, sign-up and the other account paths. */
    authLimits: AuthLimits;
  }
}

/*
 * Fixed-window counters in the database (docs/decisions/0012-member-sessions-and-rate-limits.md): one
 * atomic upsert per key and request, so several server processes on one PostgreSQL count together,
 * and SQLite needs nothing more. The clock is the app's (`app.now()`), so tests can pin it.
 */

export interface RateRule {
  /** At most this many hits per window… */
  limit: number;
  windowSeconds: number;
  /** …of what, for the 429 message: 'sign-in attempts'. */
  what: string;
}

export interface RateCheck {
  rule: RateRule;
  /** The counter's key, e.g. 'login:account:<tenant id>:<email>' or 'login:address:<client address>'. */
  key: string;
}

export interface RateLimiter {
  /**
   * Counts one hit on every key; when any is over its limit, sets Retry-After and throws a 429
   * saying when to try again.
   */
  hit(reply: FastifyReply, checks: readonly RateCheck[]): Promise<void>;
  /**
   * Throws the same 429 when a counter has already reached its limit, without counting this request:
   * for requests that count only when they fail (a quote's unknown coupon code).
   */
  check(reply: FastifyReply, checks: readonly RateCheck[]): Promise<void>;
  /** Forgets a counter (a successful sign-in clears its account's failures). */
  clear(check: RateCheck): Promise<void>;
}

async function increment(db: Executor, check: RateCheck, now: Date): Promise<number> {
  const windowMs = check.rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({
      key: check.key,
      window_start: new Date(start).toISOString(),
      hits: 1,
      expires_at: new Date(start + windowMs).toISOString(),
    })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        // A new window starts the count again; the same window adds one.
        hits: eb
          .case()
          .when('rate_limits.window_start', '=', eb.ref('excluded.window_start'))
          .then(eb('rate_limits.hits', '+', 1))
          .else(1)
          .end(),
        window_start: eb.ref('excluded.window_start'),
        expires_at: eb.ref('excluded.expires_at'),
      })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The hits a counter has in the current window (0 when it has none). */
async function current(db: Executor, check: RateCheck, now: Date): Promise<number> {
  const windowMs = check.rule.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('key', '=', check.key)
    .where('window_start', '=', start)
    .executeTakeFirst();
  return row ? Number(row.hits) : 0;
}

export function registerRateLimiter(
  app: FastifyInstance,
  limits: { writeLimits: WriteLimits; authLimits: AuthLimits },
): void {
  app.decorate('writeLimits', limits.writeLimits);
  app.decorate('authLimits', limits.authLimits);
  /** Sets Retry-After and throws the 429 for the counters over their limit (the longest wait wins). */
  function refuseIfOver(reply: FastifyReply, counts: { check: RateCheck; over: boolean }[], now: Date) {
    let retryAfter = 0;
    let blocked: RateRule | null = null;
    for (const { check, over } of counts) {
      if (!over) continue;
      const windowMs = check.rule.windowSeconds * 1000;
      const end = (Math.floor(now.getTime() / windowMs) + 1) * windowMs;
      const seconds = Math.max(1, Math.ceil((end - now.getTime()) / 1000));
      if (seconds > retryAfter) {
        retryAfter = seconds;
        blocked = check.rule;
      }
    }
    if (blocked) {
      reply.header('retry-after', String(retryAfter));
      throw new HttpError(
        429,
        'TOO_MANY_REQUESTS',
        `Too many ${blocked.what}. Please try again in ${waitText(retryAfter)}.`,
      );
    }
  }

  const limiter: RateLimiter = {
    async hit(reply, checks) {
      const now = app.now();
      const counts = [];
      for (const check of checks) {
        counts.push({ check, over: (await increment(app.db.kysely, check, now)) > check.rule.limit });
      }
      refuseIfOver(reply, counts, now);
    },
    async check(reply, checks) {
      const now = app.now();
      const counts = [];
      for (const check of checks) {
        counts.push({ check, over: (await current(app.db.kysely, check, now)) >= check.rule.limit });
      }
      refuseIfOver(reply, counts, now);
    },
    async clear(check) {
      await app.db.kysely.deleteFrom('rate_limits').where('key', '=', check.key).execute();
    },
  };
  app.decorate('rateLimiter', limiter);

  // Expired windows are deleted now and then; a stale row is harmless (the next hit restarts it).
  const sweep = setInterval(() => {
    app.db.kysely
      .deleteFrom('rate_limits')
      .where('expires_at', '<', app.now().toISOString())
      .execute()
      .catch((err: unknown) => app.log.warn({ err }, 'could not delete expired rate-limit counters'));
  }, 10 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
