import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Where the positions are kept across a reload: React Router's own key, as its data router used. */
const STORAGE_KEY = 'react-router-scroll-positions';

/** The last scroll position of each history entry, by its location key. */
let positions: Record<string, number> = {};

function decodedAnchor(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // not a decodable id: the page opens at its top
  }
}

/** Whether the document was loaded by a reload or by Back or Forward (not a new visit). */
function loadedFromHistory(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * React Router's ScrollRestoration (which needs its data router) for the declarative router: a new
 * page opens at its top, or at the anchor its address names; Back and Forward, and a reload, return
 * to where the diner was on that entry. The position of an entry is kept as the diner scrolls, so it
 * is known before the next page replaces it.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const currentKey = useRef(location.key);

  // Before the first restore below: after a reload, the positions saved as the page was left.
  useLayoutEffect(() => {
    try {
      positions = { ...JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}'), ...positions };
    } catch {
      // storage unavailable or unreadable: positions live for this page only
    }
  }, []);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions[currentKey.current] = window.scrollY;
    };
    const leave = () => {
      save();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // storage full or unavailable: the next load opens at the top
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', leave);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  const firstPage = useRef(true);
  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions[location.key];
    // The page the browser loaded is already where it should be: the server's HTML may have been
    // scrolled before its scripts ran, and hydrating must not take the diner back to the top.
    const loaded = firstPage.current;
    firstPage.current = false;
    // The first page of every load has the same key ('default'): a position kept under it belongs
    // to this page only when the load is a reload or Back or Forward, never on a new visit.
    const ownPosition = saved !== undefined && (!loaded || loadedFromHistory());
    // Not returned: Chromium's scrollTo returns a promise, which React would call as the cleanup.
    const anchor = location.hash ? decodedAnchor(location.hash) : null;
    if (ownPosition) window.scrollTo(0, saved);
    else if (anchor) anchor.scrollIntoView();
    else if (!loaded) window.scrollTo(0, 0);
  }, [location]);

  return null;
}
