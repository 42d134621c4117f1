import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to draw its heading (its chunk loads first) before focus gives up. */
const HEADING_WAIT_MS = 4000;

/**
 * What a new page's focus goes to: the anchor the address names, else the main heading, once the page
 * has come (its placeholder, busy, can show the page's heading while the page's code loads).
 */
function focusTarget(hash: string): HTMLElement | null {
  if (hash.length > 1) {
    const anchor = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (anchor) return anchor;
  }
  return document.querySelector<HTMLElement>('#main:not([aria-busy="true"]) h1');
}

/**
 * A client-side navigation as a page load feels (issue 18; WCAG 2.4.3), for the storefront and the
 * staff console alike: focus moves to the new page's main heading (or the anchor named), and the
 * page's document title, set by its frame, is announced. The first page load is the browser's own.
 * Focus stays where the new page put it itself (a dialog, a field), and where the user moved it
 * meanwhile. Mount it once above the routes: it must outlive the pages it announces.
 */
export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const before = document.activeElement;
    const started = performance.now();
    let frame = 0;
    const settle = () => {
      const target = focusTarget(hash);
      if (!target) {
        if (performance.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(settle);
        return;
      }
      const active = document.activeElement;
      const moved = active !== before && active !== document.body && active?.isConnected;
      if (!moved && !document.querySelector('dialog[open]')) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      setAnnouncement(document.title);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
