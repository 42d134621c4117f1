import { useEffect, useRef } from 'react';

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
