import type { FastifyRequest } from 'fastify';
import { DEFAULT_ORDER_LIMITS, type OrderLimits } from '@storefront/domain';
import type { RateCheck, RateRule } from '../plugins/rate-limit';

/*
 * Anonymous writes (issue 16, decision 0034): orders, reservations, gift card orders and contact
 * messages are counted per client address and per email, with the counters of decision 0012. A
 * household or an office shares an address, so its limit is the higher one; an email is one person.
 * Every limit is configuration (README: Configuration), and a restaurant may set its own order limits.
 */
export type WriteAction = 'order' | 'reservation' | 'giftCardOrder' | 'contact';

export interface WriteRate {
  /** At most this many per window from one client address; null: not limited. */
  perAddress: number | null;
  /** At most this many per window for one email; null: not limited. */
  perEmail: number | null;
  windowMinutes: number;
}

export interface WriteLimits {
  rates: Record<WriteAction, WriteRate>;
  /** The ceiling of one online order unless the restaurant sets its own. */
  order: OrderLimits;
}

const WHAT: Record<WriteAction, string> = {
  order: 'orders',
  reservation: 'reservation requests',
  giftCardOrder: 'gift card orders',
  contact: 'messages',
};

export const DEFAULT_WRITE_LIMITS: WriteLimits = {
  rates: {
    order: { perAddress: 30, perEmail: 10, windowMinutes: 15 },
    reservation: { perAddress: 10, perEmail: 5, windowMinutes: 60 },
    giftCardOrder: { perAddress: 10, perEmail: 5, windowMinutes: 60 },
    contact: { perAddress: 5, perEmail: 3, windowMinutes: 60 },
  },
  order: DEFAULT_ORDER_LIMITS,
};

const ENV: Record<WriteAction, string> = {
  order: 'ORDER_RATE_LIMIT',
  reservation: 'RESERVATION_RATE_LIMIT',
  giftCardOrder: 'GIFT_CARD_ORDER_RATE_LIMIT',
  contact: 'CONTACT_RATE_LIMIT',
};

/** 'off', or '<per address>/<per email>/<window in minutes>' where a count may be 'off': '30/10/15'. */
function parseRate(name: string, value: string | undefined, fallback: WriteRate): WriteRate {
  if (value === undefined || value.trim() === '') return fallback;
  const text = value.trim().toLowerCase();
  if (text === 'off') return { ...fallback, perAddress: null, perEmail: null };
  const parts = text.split('/');
  const count = (part: string | undefined) => (part === 'off' ? null : Number(part));
  const [perAddress, perEmail, windowMinutes] = [count(parts[0]), count(parts[1]), Number(parts[2])];
  const valid =
    parts.length === 3 &&
    [perAddress, perEmail].every((n) => n === null || (Number.isInteger(n) && n > 0)) &&
    Number.isInteger(windowMinutes) &&
    windowMinutes > 0;
  if (!valid) {
    throw new Error(
      `${name} must be 'off' or '<per address>/<per email>/<minutes>' (e.g. '30/10/15'), got '${value}'`,
    );
  }
  return { perAddress, perEmail, windowMinutes };
}

function parsePositive(name: string, value: string | undefined, fallback: number, scale = 1): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got '${value}'`);
  return Math.round(n * scale);
}

export function loadWriteLimits(env: NodeJS.ProcessEnv): WriteLimits {
  const rates = { ...DEFAULT_WRITE_LIMITS.rates };
  for (const action of Object.keys(ENV) as WriteAction[]) {
    rates[action] = parseRate(ENV[action], env[ENV[action]], DEFAULT_WRITE_LIMITS.rates[action]);
  }
  return {
    rates,
    order: {
      maxOrderTotal: parsePositive(
        'MAX_ORDER_AMOUNT',
        env.MAX_ORDER_AMOUNT,
        DEFAULT_ORDER_LIMITS.maxOrderTotal,
        100,
      ),
      maxItemQuantity: parsePositive(
        'MAX_ITEM_QUANTITY',
        env.MAX_ITEM_QUANTITY,
        DEFAULT_ORDER_LIMITS.maxItemQuantity,
      ),
    },
  };
}

/** No rate limits at all: for tests that place many orders from one address and one email. */
export function withoutWriteRates(limits: WriteLimits): WriteLimits {
  const off = (rate: WriteRate): WriteRate => ({ ...rate, perAddress: null, perEmail: null });
  return {
    ...limits,
    rates: {
      order: off(limits.rates.order),
      reservation: off(limits.rates.reservation),
      giftCardOrder: off(limits.rates.giftCardOrder),
      contact: off(limits.rates.contact),
    },
  };
}

/**
 * The counters one anonymous write hits: its client address's and its email's, within `scope` (a
 * restaurant or a tenant id), for the rate given (the configured one, or a restaurant's own).
 */
export function writeRateChecks(
  action: WriteAction,
  rate: WriteRate,
  scope: string,
  request: FastifyRequest,
  email: string,
): RateCheck[] {
  const rule = (limit: number): RateRule => ({
    limit,
    windowSeconds: rate.windowMinutes * 60,
    what: WHAT[action],
  });
  const checks: RateCheck[] = [];
  if (rate.perAddress !== null) {
    checks.push({ rule: rule(rate.perAddress), key: `${action}:address:${scope}:${request.ip}` });
  }
  if (rate.perEmail !== null) {
    checks.push({ rule: rule(rate.perEmail), key: `${action}:email:${scope}:${email.trim().toLowerCase()}` });
  }
  return checks;
}
