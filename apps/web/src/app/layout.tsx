import { Trans } from '@lingui/react/macro';
import { Suspense, useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AnnouncementBar } from './shell/announcement-bar';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { LocationBar } from './shell/location-bar';
import { PagePlaceholder, ShellOnlyContext } from './shell/page-placeholder';
import { RouteChange } from './shell/route-change';
import { ScrollRestoration } from './shell/scroll-restoration';
import { SitePopups } from '../components/popups/site-popups';
import { HydrationTurn } from '../components/ui/hydration-turn';

const pagePlaceholder = (
  <Main busy>
    <PagePlaceholder />
  </Main>
);

export function Layout() {
  const shellOnly = useContext(ShellOnlyContext);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <AnnouncementBar />
      {/* Adopted a task after the page's top (decision 0110): with it, the adoption's first task was
          over 50 ms on a phone. It takes no useId, so the ids after it number as the server's. A turn
          holds one element: a suspended hydration keeps only its first node, and drew the rest anew. */}
      <HydrationTurn>
        <Header />
      </HydrationTurn>
      <LocationBar />
      {/* The shell paints while the page's chunk loads. The footer comes with the page, in the same
          frame: drawn before it, the footer moved when the page arrived, down and out of view for a
          long page, up into view for a short one (a layout shift either way). */}
      {shellOnly ? (
        pagePlaceholder
      ) : (
        <Suspense fallback={pagePlaceholder}>
          <Main>
            <Outlet />
          </Main>
          <HydrationTurn>
            <Footer />
          </HydrationTurn>
        </Suspense>
      )}
      <SitePopups />
      {/* A new page opens at its top (or at the anchor it names); Back returns where the diner was. */}
      <ScrollRestoration />
      <RouteChange />
    </div>
  );
}

/**
 * The skip link's target, on the page and on its placeholder alike. The placeholder's is busy: its
 * heading is not yet the page's, for a new page's focus (route-announcer.tsx) to go to.
 */
function Main({ busy, children }: { busy?: true; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} aria-busy={busy} className="flex-1 outline-none">
      {children}
    </main>
  );
}
