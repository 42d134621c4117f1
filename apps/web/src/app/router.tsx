import { startTransition, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  matchRoutes,
  MemoryRouter,
  Navigate,
  Outlet,
  Router,
  useRoutes,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router';
import {
  isGateOpen,
  pageModuleOf,
  staffPages,
  STOREFRONT_ROUTES,
  type Gate,
  type StorefrontPath,
  type StorefrontRoute,
} from '@storefront/domain';
import { i18n } from '@lingui/core';
import { RouteAnnouncer } from '../components/route-announcer';
import { PageSuspense } from '../components/ui/page-suspense';
import { paths } from '../config/paths';
import { nextTask } from '../lib/hydration';
import { loadStaffCatalogue } from '../lib/i18n';
import { useTenant } from '../lib/tenant-context';
import { Layout } from './layout';

type PageModule = { default: ComponentType };

/** A page loaded on first use; `preload` starts the download, or returns nothing once it is here. */
interface ChunkPage {
  Page: ComponentType;
  preload: () => Promise<unknown> | undefined;
}

/**
 * Like React's `lazy`, but a page already downloaded renders at once, never through its Suspense
 * fallback: the router (below) downloads a page before it shows the address, so the page it shows
 * is here (Preact's `lazy`, unlike React's, would suspend on it once more).
 */
function chunkPage(load: () => Promise<PageModule>): ChunkPage {
  let loading: Promise<unknown> | undefined;
  let loaded: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  const preload = () => {
    if (loaded) return undefined;
    loading ??= load().then(
      // The page draws a task after its chunk has run: in one task, the checkout's module evaluation
      // (its forms' schemas) and first render were 65 ms at full speed, all of it blocking on a phone.
      (module) =>
        nextTask().then(() => {
          loaded = module.default;
        }),
      (error: unknown) => {
        failure = { error };
      },
    );
    return loading;
  };
  function Page() {
    if (failure) throw failure.error; // to the error boundary, as a lazy page that failed to load
    if (!loaded) throw preload(); // suspends until the chunk is here
    const Loaded = loaded;
    return <Loaded />;
  }
  return { Page, preload };
}

// Shown for a mistyped address or a setting turned off: never part of the page a diner opens.
const notFound = chunkPage(() =>
  import('../components/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const NotFoundPage = notFound.Page;
const OnlineOrderingOffPage = chunkPage(() =>
  import('../components/not-found-page').then((module) => ({ default: module.OnlineOrderingOffPage })),
).Page;

// Every page is its own chunk: a diner downloads only the screens they open.
const pageModules = import.meta.glob<PageModule>('../features/*/*-page.tsx');

/** The page named `page` (features/<feature>/<page>-page.tsx), loaded on first use. */
function lazyPage(page: string): ChunkPage {
  const module = pageModuleOf(page, Object.keys(pageModules));
  if (!module) throw new Error(`No one page module features/*/${page}-page.tsx`);
  return chunkPage(pageModules[module]!);
}

/** What a route keeps for the router: how to download its page before showing it. */
interface PageHandle {
  preload: ChunkPage['preload'];
}

/**
 * A route whose setting is off shows Page Not Found (ordering-core §2); an old order link (/order)
 * shows how to reach the restaurant instead, since the diner has an order to ask about.
 */
function Gated({ gate, path, children }: { gate: Gate; path: StorefrontPath; children: ReactNode }) {
  const tenant = useTenant();
  if (isGateOpen(gate, tenant)) return children;
  return path === '/order' ? <OnlineOrderingOffPage /> : <NotFoundPage />;
}

function storefrontRoute(path: StorefrontPath): RouteObject {
  const route: StorefrontRoute = STOREFRONT_ROUTES[path];
  if (route.redirectTo) return { path, element: <Navigate to={route.redirectTo} replace /> };
  const { Page, preload } = lazyPage(route.page!);
  return {
    path,
    handle: { preload } satisfies PageHandle,
    element: (
      <Gated gate={route.gate} path={path}>
        <Page />
      </Gated>
    ),
  };
}

// The staff console: its own chunks (and socket.io-client), outside the storefront's frame and gates.
// Its pages come from three features (decision 0069): features/staff (sign-in, invitation),
// features/kitchen (board, reservations, loyalty desk) and features/owner-console (Staff, Settings);
// each page is its own chunk, and as the kitchen and the console import nothing of each other, no
// chunk a kitchen page loads holds the console's forms, nor the other way round. The console's
// messages are a catalogue of their own, which the first console page loads with its chunk.
let staffCatalogue: { loading?: Promise<void>; loaded?: boolean } = {};
function preloadStaffCatalogue() {
  if (staffCatalogue.loaded) return undefined;
  staffCatalogue.loading ??= loadStaffCatalogue(i18n).then(
    () => void (staffCatalogue.loaded = true),
    (error: unknown) => {
      staffCatalogue = {};
      throw error;
    },
  );
  return staffCatalogue.loading;
}

const staffRoutes: RouteObject[] = staffPages().map(([path, page]) => {
  const { Page, preload } = lazyPage(page);
  const preloadWithMessages = () => {
    const loading = [preload(), preloadStaffCatalogue()].filter(Boolean);
    return loading.length > 0 ? Promise.all(loading) : undefined;
  };
  return { path, handle: { preload: preloadWithMessages } satisfies PageHandle, element: <Page /> };
});

/**
 * Above the console's pages, so that moving between them is announced as in the storefront; the
 * announcer stays mounted while a page's chunk loads.
 */
function StaffFrame() {
  return (
    <>
      <PageSuspense>
        <Outlet />
      </PageSuspense>
      <RouteAnnouncer />
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.root, element: <Navigate to={paths.home} replace /> },
      ...(Object.keys(STOREFRONT_ROUTES) as StorefrontPath[]).map(storefrontRoute),
      { path: '*', handle: { preload: notFound.preload } satisfies PageHandle, element: <NotFoundPage /> },
    ],
  },
  { element: <StaffFrame />, children: staffRoutes },
];

/** The downloads of the pages `location` shows that have not arrived yet. */
function pagesToLoad(location: Pick<Location, 'pathname'>, basename: string): Promise<unknown>[] {
  return (matchRoutes(routes, location, basename || undefined) ?? []).flatMap((match) => {
    const loading = (match.route.handle as PageHandle | undefined)?.preload();
    return loading ? [loading] : [];
  });
}

/**
 * The storefront's routes over the browser's history: BrowserRouter, except that a new address is
 * shown once its page's chunk has arrived, so the page the diner leaves stays until the next one can
 * draw (what a React transition gives, without relying on one: the production build runs on Preact,
 * decision 0058). Scroll restoration, focus and the announcement then run once, on the page itself.
 * A declarative router rather than a data router (createBrowserRouter): no page uses loaders or
 * actions, and the data router's code was a sixth of the JavaScript every page waits for (0057).
 */
export function AppRouter({ basename }: { basename: string }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));

  useLayoutEffect(() => {
    let latest: Location | undefined;
    return history.listen(({ action, location }) => {
      latest = location;
      // Only the last of several quick navigations is shown.
      const show = () => {
        if (latest === location) startTransition(() => setShown({ action, location }));
      };
      const loading = pagesToLoad(location, basename);
      if (loading.length === 0) show();
      else void Promise.all(loading).then(show);
    });
  }, [history, basename]);

  return (
    <Router basename={basename} location={shown.location} navigationType={shown.action} navigator={history}>
      <AppRoutes />
    </Router>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Downloads the pages `pathname` shows: before the server renders it, and before the browser hydrates
 * what the server sent (a page still loading would hydrate as its placeholder).
 */
export async function loadPagesAt(pathname: string, basename: string): Promise<void> {
  await Promise.all(pagesToLoad({ pathname }, basename));
}

/** The same routes at one address, for the server's rendering of a page (no history there). */
export function RoutesAt({ url, basename }: { url: string; basename: string }) {
  return (
    <MemoryRouter basename={basename} initialEntries={[url]}>
      <AppRoutes />
    </MemoryRouter>
  );
}
