import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { isGateOpen, type Gate } from '@storefront/domain';
import { NotFoundPage } from '../components/not-found-page';
import { paths } from '../config/paths';
import { Layout } from './layout';
import { useTenant } from './tenant-context';

// Every route is its own chunk: a diner downloads only the screens they open.
const HomePage = lazy(() => import('../features/home/home-page'));
const MenusPage = lazy(() => import('../features/menus/menus-page'));
const DineInPage = lazy(() => import('../features/menus/dine-in-page'));
const LocationsPage = lazy(() => import('../features/locations/locations-page'));
const PromotionsPage = lazy(() => import('../features/promotions/promotions-page'));
const GalleryPage = lazy(() => import('../features/gallery/gallery-page'));

/** A route whose setting is off shows Page Not Found (ordering-core §2). */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  const tenant = useTenant();
  return isGateOpen(gate, tenant) ? children : <NotFoundPage />;
}

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: paths.root, element: <Navigate to={paths.home} replace /> },
      { path: paths.home, element: <HomePage /> },
      { path: '/order/online', element: <Navigate to={paths.orderOnline} replace /> },
      { path: paths.menus, element: <MenusPage /> },
      { path: paths.dineIn, element: <DineInPage /> },
      { path: paths.gallery, element: <GalleryPage /> },
      {
        path: paths.locations,
        element: (
          <Gated gate="locations">
            <LocationsPage />
          </Gated>
        ),
      },
      {
        path: paths.promotions,
        element: (
          <Gated gate="promotions">
            <PromotionsPage />
          </Gated>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
