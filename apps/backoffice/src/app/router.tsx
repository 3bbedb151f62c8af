import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { withTimeout } from './chunkTimeout';
import { CompanyGate, PermissionGate } from './CompanyGate';
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
      if (route.scope === 'session') return { Component: () => <RequireAuth><Screen /></RequireAuth> };
      if (route.scope === 'company') return { Component: () => <PermissionGate permission={route.permission}><Screen /></PermissionGate> };
      return { Component: Screen };
    },
  };
}

/** The router, generated from the one route table. */
export function toRouteObjects(table: AppRoute[] = routes): RouteObject[] {
  const outside = table.filter((route) => route.scope !== 'company').map((route) => toRouteObject(route, route.path));
  const company = table.filter((route) => route.scope === 'company').map((route) => toRouteObject(route, route.path));
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...outside,
        { path: '/:companySlug', element: <CompanyGate />, children: [{ index: true, element: <Navigate to="dashboard" replace /> }, ...company] },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(toRouteObjects());
