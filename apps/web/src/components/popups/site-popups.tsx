import {
  CAME_FROM_OLD_SITE_COOKIE,
  TRANSITION_DISMISSED_COOKIE,
  WELCOME_SHOWN_COOKIE,
  showsTransitionPopup,
  showsWelcomePopup,
} from '@storefront/domain';
import { lazy, Suspense, useState } from 'react';
import { getCookie } from '../../lib/cookies';
import { useTenant } from '../../lib/tenant-context';

// The dialogs are a chunk of their own: most visits show neither, and the home page keeps its budget.
const TransitionPopup = lazy(() => import('./popup-dialogs').then((m) => ({ default: m.TransitionPopup })));
const WelcomePopup = lazy(() => import('./popup-dialogs').then((m) => ({ default: m.WelcomePopup })));

/**
 * The transition and welcome popups (accounts-and-extras §4), as the tenant's settings and the
 * diner's cookies decide once per page load. The welcome popup wins when both could show.
 */
export function SitePopups() {
  const { settings } = useTenant();
  const [which] = useState<'welcome' | 'transition' | null>(() => {
    // The server's HTML is the same for every diner: a popup is the browser's to decide.
    if (typeof window === 'undefined') return null;
    const welcome = showsWelcomePopup(settings, {
      search: window.location.search,
      cameFromCookie: getCookie(CAME_FROM_OLD_SITE_COOKIE),
      welcomeShownCookie: getCookie(WELCOME_SHOWN_COOKIE),
    });
    if (welcome) return 'welcome';
    return showsTransitionPopup(settings, getCookie(TRANSITION_DISMISSED_COOKIE)) ? 'transition' : null;
  });
  if (which === null) return null;
  return <Suspense fallback={null}>{which === 'welcome' ? <WelcomePopup /> : <TransitionPopup />}</Suspense>;
}
