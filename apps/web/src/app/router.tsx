import { WEB_ROUTES, type WebRouteName } from '@bazar/shared';
import { Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { RouteFallback } from '../components/route-fallback';
import { RequireRoot, RequireUser } from './guards';
import { useHoldFooter } from './layout/footer-hold';
import { RootLayout } from './layout/root-layout';
import { usePrefetchOnNavigation } from './route-prefetch';
import { ADMIN_LAYOUT, APP_ROUTES, type AppRoute, type Screen } from './routes';
import { useScrollRestoration } from './scroll-restoration';

function ScreenFallback() {
  useHoldFooter();
  return <RouteFallback />;
}

/** A screen with a spinner while its chunk loads (the home, in the first load, never waits). */
function screenElement({ Component }: Screen) {
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Component />
    </Suspense>
  );
}

function routesFor(access: AppRoute['access']): RouteObject[] {
  return (Object.entries(APP_ROUTES) as [WebRouteName, AppRoute][])
    .filter(([, route]) => route.access === access)
    .map(([name, route]) => ({
      path: WEB_ROUTES[name],
      // The back office's layout holds the spinner: moving between its screens keeps the menu.
      element: access === 'root' ? <route.screen.Component /> : screenElement(route.screen),
    }));
}

const ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...routesFor(undefined),
      { element: <RequireUser />, children: routesFor('user') },
      {
        element: <RequireRoot />,
        children: [{ element: screenElement(ADMIN_LAYOUT), children: routesFor('root') }],
      },
      { path: '*', element: screenElement(APP_ROUTES.notFound.screen) },
    ],
  },
];

/**
 * The app's pages in React Router's declarative mode: its data router (loaders, its own scroll
 * restoration) would add ~17 kB gzip to the first load for two jobs done here in a few lines.
 */
export function AppRoutes() {
  usePrefetchOnNavigation();
  useScrollRestoration();
  return useRoutes(ROUTES);
}
