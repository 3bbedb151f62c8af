import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { withTimeout } from './chunkTimeout';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { RouteErrorScreen } from './RouteErrorScreen';
import type { AppRoute } from './routeTypes';
import { routes } from './routes';

/** `handle` of every generated route: the table entry it came from (titles, breadcrumbs). */
export interface RouteHandle {
  route: AppRoute;
}

function toRouteObject(route: AppRoute, path: string): RouteObject {
  return {
    path,
    handle: { route } satisfies RouteHandle,
    lazy: async () => {
      const { default: Screen } = await withTimeout(route.screen());
      if (route.scope === 'session')
        return {
          Component: () => (
            <RequireAuth>
              <Screen />
            </RequireAuth>
          ),
        };
      if (route.scope === 'company') {
        const { PermissionGate } = await withTimeout(import('./CompanyGate'));
        return {
          Component: () => (
            <PermissionGate permission={route.permission}>
              <Screen />
            </PermissionGate>
          ),
        };
      }
      return { Component: Screen };
    },
  };
}

/** Where `/{company_slug}` lands: the dashboard, or the first company page while the dashboard is not built. */
function companyHome(table: AppRoute[]): string {
  const home = table.find((route) => route.id === 'dashboard') ?? table.find((route) => route.scope === 'company');
  return home?.path ?? '/404';
}

const TO_NOT_FOUND: RouteObject = { path: '*', element: <Navigate to="/404" replace /> };

/** The router, generated from the one route table; any unknown path goes to /404 (`catchAll`). */
export function toRouteObjects(table: AppRoute[] = routes, catchAll: RouteObject = TO_NOT_FOUND): RouteObject[] {
  const outside = table.filter((route) => route.scope !== 'company').map((route) => toRouteObject(route, route.path));
  const company = table.filter((route) => route.scope === 'company').map((route) => toRouteObject(route, route.path));
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...outside,
        ...(company.length > 0
          ? [
              {
                path: '/:companySlug',
                // The company gate and shell load with the first company page: the public pages never need them.
                lazy: async () => ({ Component: (await withTimeout(import('./CompanyGate'))).CompanyGate }),
                children: [
                  {
                    lazy: async () => ({ Component: (await withTimeout(import('../shell/CompanyShell'))).CompanyShell }),
                    children: [{ index: true, element: <Navigate to={companyHome(table)} replace /> }, ...company],
                  },
                ],
              },
            ]
          : []),
        catchAll,
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(toRouteObjects());
