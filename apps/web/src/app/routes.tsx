import type { RouteObject } from 'react-router-dom';
import { type AppRoute, lazyPage, type RouteAccess, type RouteLayout } from '@/lib/app-route';
import { appRoutes } from './feature-routes';
import { redirectSignedInLoader } from './guards/redirect-signed-in';
import { RequirePatient } from './guards/require-patient';
import { BareLayout } from './layouts/bare-layout';
import { InitialFallback } from './layouts/initial-fallback';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

// The route tree, built from the entries the features declare (feature-routes.ts): an entry's
// layout and access decide where it goes and which guard stands in front of it.

const toRoute = ({ path, lazy, Component }: AppRoute): RouteObject =>
  lazy ? { path, lazy } : { path, Component };

/**
 * One layout's screens: public ones as they are, patient ones behind the sign-in guard, and
 * sign-in and sign-up behind the loader that sends a signed-in patient home.
 */
function screensOf(layout: RouteLayout): RouteObject[] {
  const entries = appRoutes.filter((route) => route.layout === layout);
  const withAccess = (access: RouteAccess) => entries.filter((route) => route.access === access).map(toRoute);
  const routes: RouteObject[] = [
    ...withAccess('public'),
    { Component: RequirePatient, children: withAccess('patient') },
    { loader: redirectSignedInLoader, children: withAccess('visitor-only') },
  ];
  return routes.filter((route) => route.children === undefined || route.children.length > 0);
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: InitialFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: lazyPage(
          () => import('./layouts/main-layout'),
          (m) => m.MainLayout,
        ),
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              ...screensOf('main'),
              // Static: the error boundary shows it too, so it is in the first download anyway.
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
      {
        Component: BareLayout,
        children: [{ ErrorBoundary: RouteError, children: screensOf('bare') }],
      },
      ...screensOf('none'),
    ],
  },
];
