import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { Layout } from './layout';

const HomePage = lazy(() => import('../features/home/home-page'));

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Navigate to="/home" replace /> },
      { path: '/home', element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
