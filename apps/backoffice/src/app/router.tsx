import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from './RequireAuth';
import { routes } from './routes';

/** The router is generated from the route table. */
export function toRouteObjects(): RouteObject[] {
  return [
    ...routes.map((route): RouteObject => ({
      path: route.path,
      lazy: async () => {
        const { default: Screen } = await route.screen();
        return {
          Component: route.auth
            ? () => (
                <RequireAuth>
                  <Screen />
                </RequireAuth>
              )
            : Screen,
        };
      },
    })),
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

export const createAppRouter = () => createBrowserRouter(toRouteObjects());
