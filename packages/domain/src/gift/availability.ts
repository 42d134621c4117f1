/*
 * Which gift card products are on sale (accounts-and-extras §2 Gift list): a product shows only if
 * now is after validFrom and before validUntil in the restaurant's time zone. The server refuses an
 * order for a product outside that window with the same rule.
 */
import { datePartOf, safeTimeZone, startOfLocalDay, toEpochMs, type InstantLike } from '../time/zoned';

export interface GiftCardProductWindow {
  validFrom?: string | null;
  validUntil?: string | null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A bound as an instant. An ISO instant is that instant; a date alone ('2026-12-01') is the start of
 * that day in the restaurant's zone. Missing is open (null); unreadable is 'invalid'.
 */
function boundOf(value: string | null | undefined, timeZone: string): number | null | 'invalid' {
  if (value === null || value === undefined || value.trim() === '') return null;
  const text = value.trim();
  if (DATE_ONLY.test(text)) {
    const date = datePartOf(text);
    return date === null ? 'invalid' : startOfLocalDay(date, timeZone);
  }
  // An instant must carry its offset ('Z' or ±hh:mm): a bare local time would depend on the runtime.
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return 'invalid';
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : 'invalid';
}

/**
 * Strictly after validFrom and strictly before validUntil. A missing bound is open; an unreadable
 * one hides the product rather than sell one whose dates nobody can check.
 */
export function isGiftCardProductAvailable(
  product: GiftCardProductWindow,
  now: InstantLike,
  timeZone: string,
): boolean {
  const zone = safeTimeZone(timeZone);
  const at = toEpochMs(now);
  const from = boundOf(product.validFrom, zone);
  const until = boundOf(product.validUntil, zone);
  if (from === 'invalid' || until === 'invalid') return false;
  return (from === null || at > from) && (until === null || at < until);
}

/** The products on sale now, in their order. */
export function availableGiftCardProducts<P extends GiftCardProductWindow>(
  products: readonly P[],
  now: InstantLike,
  timeZone: string,
): P[] {
  return products.filter((product) => isGiftCardProductAvailable(product, now, timeZone));
}
