import { createContext, useContext, useEffect, useRef, useState } from 'react';

/**
 * Whether `wanted` has ever been true: a dialog whose code loads when first opened is mounted then
 * and stays mounted, so that it closes (and returns focus) as one that was always there.
 */
export function useWantedOnce(wanted: boolean): boolean {
  const [once, setOnce] = useState(wanted);
  if (wanted && !once) setOnce(true);
  return once || wanted;
}

/**
 * The time a page is rendered at on the server: the server's clock, which a demo or a browser test
 * pins (FIXED_NOW), not the process's. The browser adopts a page the server drew at that time too
 * (AdoptionClock), then reads its own clock.
 */
export const NowContext = createContext<number | null>(null);

/** The time this page was first rendered at (the server's, while it renders), fixed from then on. */
export function useRenderedAt(): number {
  const renderedAt = useContext(NowContext);
  const [now] = useState(() => renderedAt ?? Date.now());
  return now;
}

/** The current time, refreshed every `intervalMs` (a minute by default). */
export function useNow(intervalMs = 60_000): number {
  const renderedAt = useContext(NowContext);
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  // Adopted at the server's time, the page reads the browser's clock from then on (AdoptionClock).
  const adoptedAt = useRef(renderedAt);
  useEffect(() => {
    if (renderedAt !== null || adoptedAt.current === null) return;
    adoptedAt.current = null;
    setNow(Date.now());
  }, [renderedAt]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** `value`, once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Whether the diner asked for reduced motion (follows a change of the setting). */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  // The server, which cannot know, draws the full motion; the browser's effect corrects it.
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
