import { lazy, Suspense, use, useEffect, useLayoutEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Navigate, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router-dom';
import { textsInFlight, useRouteText, useT } from '../i18n';
import { CurrentRouteContext } from '../shell/useCurrentRoute';
import { pageTitleOf } from '../shell/usePageTitle';
import { withTimeout } from './chunkTimeout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { AppRoute } from '../platform/routing';
import { provideApiResources } from '../platform/api';
import { PageLoading } from '../platform/PageLoading';
import { firstRoutes, loadApiResources, loadRouteTable, pagesWithoutTable } from './routes';

/**
 * A lazy component whose download can start before it renders. Nested lazy components would otherwise download one
 * after another (gate, then shell, then page); the routes start every matched part at once instead.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy takes a component of any props
function preloadable<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  // A screen shows once its module's texts in the person's language are here too (their download starts with its code).
  const preload = () => (loading ??= withTimeout(load().then(async (module) => (await textsInFlight(), module))));
  return { Component: lazy(preload), preload };
}

// The company gate and shell load with the first company page: the public pages never need them.
const companyGate = preloadable(() => import('./CompanyGate').then((module) => ({ default: module.CompanyGate })));
const permissionGate = preloadable(() => import('./CompanyGate').then((module) => ({ default: module.PermissionGate })));
const companyShell = preloadable(() => import('../shell/CompanyShell').then((module) => ({ default: module.CompanyShell })));
const { Component: PermissionGate } = permissionGate;

/** What a matched route starts downloading before it renders (`handle.preload`). */
interface PreloadHandle {
  preload: () => void;
}

/** One page of the table: its guard, its document title, and an overlay while its screen downloads. */
function RoutePage({ route, Screen }: { route: AppRoute; Screen: LazyExoticComponent<ComponentType> }) {
  const t = useT();
  const routeText = useRouteText();
  const title = routeText(route.title);
  const appName = t('app.name');
  useEffect(() => {
    // The screen may have titled its page itself (usePageTitle): a heading that depends on what the page found.
    document.title = `${pageTitleOf(title)} · ${appName}`;
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

/**
 * Each screen made lazy once, for every table it appears in: React keeps the loaded module, and the page shown
 * while the whole table arrives (the login form being typed in) stays mounted when the table grows.
 */
const lazyScreens = new WeakMap<AppRoute['screen'], ReturnType<typeof preloadable>>();
const lazyScreen = (route: AppRoute) => {
  const known = lazyScreens.get(route.screen);
  if (known) return known;
  const screen = preloadable(route.screen);
  lazyScreens.set(route.screen, screen);
  return screen;
};

/** The routes, generated from the one route table; any unknown path goes to /404 (`catchAll`). */
function toRouteObjects(table: AppRoute[], catchAll: RouteObject): RouteObject[] {
  // A download past the time-out fails the page. A page is keyed by its route: moving between two pages mounts a
  // new one, so its overlay shows while it downloads.
  const page = (route: AppRoute): RouteObject => {
    const screen = lazyScreen(route);
    const preload = () => {
      if (route.scope === 'company') void permissionGate.preload();
      void screen.preload();
    };
    return {
      path: route.path,
      handle: { preload } satisfies PreloadHandle,
      element: <RoutePage key={route.id} route={route} Screen={screen.Component} />,
    };
  };
  const company = table.filter((route) => route.scope === 'company').map(page);
  return [
    ...table.filter((route) => route.scope !== 'company').map(page),
    ...(company.length > 0
      ? [
          {
            path: '/:companySlug',
            handle: { preload: () => void companyGate.preload() } satisfies PreloadHandle,
            element: <companyGate.Component />,
            children: [
              {
                handle: { preload: () => void companyShell.preload() } satisfies PreloadHandle,
                element: <companyShell.Component />,
                children: [{ index: true, element: <Navigate to={companyHome(table)} replace /> }, ...company],
              },
            ],
          },
        ]
      : []),
    catchAll,
  ];
}

/**
 * A new address opens at the top of its page (opening a ticket from the bottom of the list landed at the bottom of
 * the attend page); back and forward (POP) leave the scroll to the browser, which puts it back where it was.
 */
function useScrollToTopOnNewPage(pathname: string) {
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

export interface AppRoutesProps {
  /** The table to route (stories give their own); the app's by default. */
  table?: AppRoute[];
  catchAll?: RouteObject;
}

let routeTable: Promise<AppRoute[]> | undefined;
/**
 * The whole route table, fetched once (with the page's time-out: a failed download shows the retry screen), and the
 * modules' API calls with it: every page that waits for the table may call them.
 */
const loadTable = () =>
  (routeTable ??= withTimeout(Promise.all([loadRouteTable(), loadApiResources().then(provideApiResources)]).then(([table]) => table)));

/** The pages that show with the first table (the shell's pages and the modules' public ones) alone. */
const PUBLIC_PAGES: RouteObject[] = pagesWithoutTable.map((route) => ({ path: route.path }));

/**
 * The app's table for this address. A page of `pagesWithoutTable` (login, registration, errors, a module's public
 * page) shows at once, the whole table following in the background; any other address (the panel, a company page,
 * an unknown path) waits for the whole table, which decides where it goes.
 */
function useAppTable(pathname: string): AppRoute[] {
  const isPublicPage = matchRoutes(PUBLIC_PAGES, pathname) !== null;
  const [loaded, setLoaded] = useState<AppRoute[]>();
  useEffect(() => {
    let current = true;
    loadTable().then(
      (table) => current && setLoaded(table),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (loaded) return loaded;
  return isPublicPage ? firstRoutes : use(loadTable());
}

function TableRoutes({ table, catchAll }: { table: AppRoute[]; catchAll: RouteObject }) {
  const routeObjects = useMemo(() => toRouteObjects(table, catchAll), [table, catchAll]);
  const location = useLocation();
  // Every part of the page asked for starts downloading now, together, before the first of them renders.
  for (const match of matchRoutes(routeObjects, location) ?? []) (match.route.handle as PreloadHandle | undefined)?.preload();
  return useRoutes(routeObjects, location);
}

function AppTableRoutes({ catchAll }: { catchAll: RouteObject }) {
  const { pathname } = useLocation();
  return <TableRoutes table={useAppTable(pathname)} catchAll={catchAll} />;
}

/**
 * The app's pages inside any router (`BrowserRouter` in the app, `MemoryRouter` in stories): a page that fails
 * to load or render shows the retry screen, cleared when the person goes to another address.
 */
export function AppRoutes({ table, catchAll = TO_NOT_FOUND }: AppRoutesProps) {
  // A table and catch-all given by a story are kept from its first render, as the app's are.
  const [given] = useState(() => ({ table, catchAll }));
  const { pathname } = useLocation();
  useScrollToTopOnNewPage(pathname);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        {given.table ? <TableRoutes table={given.table} catchAll={given.catchAll} /> : <AppTableRoutes catchAll={given.catchAll} />}
      </Suspense>
    </RouteErrorBoundary>
  );
}
