import { useEffect, useRef } from 'react';

/* What the console's live feeds (orders, reservations) share: their state and their handlers. */

/** A live feed's connection: being made, open, or lost (its page says it is not live). */
export type LiveStatus = 'connecting' | 'live' | 'offline';

/**
 * The newest value of something a long-lived effect calls (a socket's handlers), so the effect
 * need not reconnect each time the page renders new closures.
 */
export function useLatest<T>(value: T) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}

/** The ids marked new (orders, bookings) without one that staff have now acted on. */
export function withoutId(ids: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(ids);
  next.delete(id);
  return next;
}
