import { lazy, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import {
  isGateOpen,
  STOREFRONT_ROUTES,
  type Gate,
  type StorefrontPath,
  type StorefrontRoute,
} from '@storefront/domain';
import { NotFoundPage, OnlineOrderingOffPage } from '../components/not-found-page';
import { paths } from '../config/paths';
import { useTenant } from '../lib/tenant-context';
import { Layout } from './layout';
import { ROUTE_PAGES } from './route-pages';

// Every page is its own chunk: a diner downloads only the screens they open.
const pageModules = import.meta.glob<{ default: ComponentType }>('../features/*/*-page.tsx');

function lazyPage(page: string) {
  const load = pageModules[`../${page}.tsx`];
  if (!load) throw new Error(`No page module ${page}`);
  return lazy(load);
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
  const Page = lazyPage(ROUTE_PAGES[path as keyof typeof ROUTE_PAGES]);
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
const StaffLoginPage = lazyPage('features/staff/staff-login-page');
const StaffBoardPage = lazyPage('features/staff/staff-board-page');

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: paths.root, element: <Navigate to={paths.home} replace /> },
      ...(Object.keys(STOREFRONT_ROUTES) as StorefrontPath[]).map(storefrontRoute),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: paths.staffLogin, element: <StaffLoginPage /> },
  { path: paths.staff, element: <StaffBoardPage /> },
]);
