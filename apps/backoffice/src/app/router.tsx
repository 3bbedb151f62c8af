import { LoadingOverlay } from '@retoma/ui';
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useT } from '../i18n';
import { CurrentRouteContext } from '../shell/useCurrentRoute';
import { withTimeout } from './chunkTimeout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { AppRoute } from './routeTypes';
import { routes } from './routes';

// The company gate and shell load with the first company page: the public pages never need them.
const CompanyGate = lazy(() => withTimeout(import('./CompanyGate')).then((module) => ({ default: module.CompanyGate })));
const PermissionGate = lazy(() => withTimeout(import('./CompanyGate')).then((module) => ({ default: module.PermissionGate })));
const CompanyShell = lazy(() => withTimeout(import('../shell/CompanyShell')).then((module) => ({ default: module.CompanyShell })));

function PageLoading() {
  const t = useT();
  return <LoadingOverlay isLoading fullScreen label={t('app.loading')} />;
}

/** One page of the table: its guard, its document title, and an overlay while its screen downloads. */
function RoutePage({ route, Screen }: { route: AppRoute; Screen: LazyExoticComponent<ComponentType> }) {
  const t = useT();
  const title = t(route.title);
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);

  const page = (
    <CurrentRouteContext.Provider value={route}>
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    </CurrentRouteContext.Provider>
  );
  if (route.scope === 'session') return <RequireAuth>{page}</RequireAuth>;
  if (route.scope === 'company') return <PermissionGate permission={route.permission}>{page}</PermissionGate>;
  return page;
}

/** Where `/{company_slug}` lands: the dashboard, or the first company page while the dashboard is not built. */
function companyHome(table: AppRoute[]): string {
  const home = table.find((route) => route.id === 'dashboard') ?? table.find((route) => route.scope === 'company');
  return home?.path ?? '/404';
}

const TO_NOT_FOUND: RouteObject = { path: '*', element: <Navigate to="/404" replace /> };

/** The routes, generated from the one route table; any unknown path goes to /404 (`catchAll`). */
export function toRouteObjects(table: AppRoute[] = routes, catchAll: RouteObject = TO_NOT_FOUND): RouteObject[] {
  // Each screen is made lazy once, here: React keeps the loaded module; a download past the time-out fails the page.
  // A page is keyed by its route: moving between two pages mounts a new one, so its overlay shows while it downloads.
  const page = (route: AppRoute): RouteObject => ({
    path: route.path,
    element: <RoutePage key={route.id} route={route} Screen={lazy(() => withTimeout(route.screen()))} />,
  });
  const company = table.filter((route) => route.scope === 'company').map(page);
  return [
    ...table.filter((route) => route.scope !== 'company').map(page),
    ...(company.length > 0
      ? [
          {
            path: '/:companySlug',
            element: <CompanyGate />,
            children: [
              { element: <CompanyShell />, children: [{ index: true, element: <Navigate to={companyHome(table)} replace /> }, ...company] },
            ],
          },
        ]
      : []),
    catchAll,
  ];
}

export interface AppRoutesProps {
  table?: AppRoute[];
  catchAll?: RouteObject;
}

/**
 * The app's pages inside any router (`BrowserRouter` in the app, `MemoryRouter` in stories): a page that fails
 * to load or render shows the retry screen, cleared when the person goes to another address.
 */
export function AppRoutes({ table = routes, catchAll = TO_NOT_FOUND }: AppRoutesProps) {
  const [routeObjects] = useState(() => toRouteObjects(table, catchAll));
  const element = useRoutes(routeObjects);
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
