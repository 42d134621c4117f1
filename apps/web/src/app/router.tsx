import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import {
  isGateOpen,
  pageModuleOf,
  staffPages,
  STOREFRONT_ROUTES,
  type Gate,
  type StorefrontPath,
  type StorefrontRoute,
} from '@storefront/domain';
import { RouteAnnouncer } from '../components/route-announcer';
import { paths } from '../config/paths';
import { useTenant } from '../lib/tenant-context';
import { Layout } from './layout';

// Shown for a mistyped address or a setting turned off: never part of the page a diner opens.
const NotFoundPage = lazy(() =>
  import('../components/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const OnlineOrderingOffPage = lazy(() =>
  import('../components/not-found-page').then((module) => ({ default: module.OnlineOrderingOffPage })),
);

// Every page is its own chunk: a diner downloads only the screens they open.
const pageModules = import.meta.glob<{ default: ComponentType }>('../features/*/*-page.tsx');

/** The lazy component of the page named `page` (features/<feature>/<page>-page.tsx). */
function lazyPage(page: string) {
  const module = pageModuleOf(page, Object.keys(pageModules));
  if (!module) throw new Error(`No one page module features/*/${page}-page.tsx`);
  return lazy(pageModules[module]!);
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
  const Page = lazyPage(route.page!);
  return {
    path,
    element: (
      <Gated gate={route.gate} path={path}>
        <Page />
      </Gated>
    ),
  };
}

// The staff console: its own chunks (and socket.io-client), outside the storefront's frame and gates.
const staffRoutes: RouteObject[] = staffPages().map(([path, page]) => {
  const Page = lazyPage(page);
  return { path, element: <Page /> };
});

/**
 * Above the console's pages, so that moving between them is announced as in the storefront; the
 * announcer stays mounted while a page's chunk loads.
 */
function StaffFrame() {
  return (
    <>
      <Suspense
        fallback={
          <div className="p-8 text-center" role="status">
            Loading…
          </div>
        }
      >
        <Outlet />
      </Suspense>
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { element: <StaffFrame />, children: staffRoutes },
];

/**
 * The storefront's routes, under main.tsx's BrowserRouter. A declarative router rather than a data
 * router (createBrowserRouter): no page uses loaders or actions, and the data router's code was a
 * sixth of the JavaScript every page waits for (decision 0057).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
