import { LoadingOverlay } from '@retoma/ui';
import { useEffect } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { useT } from '../i18n';
import type { RouteHandle } from './router';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** Around every page: the document title from the route table, and an overlay while the next route loads. */
export function RootLayout() {
  const t = useT();
  const navigation = useNavigation();
  const matches = useMatches();
  const current = [...matches].reverse().find((match) => isRouteHandle(match.handle));
  const title = current && isRouteHandle(current.handle) ? t(current.handle.route.title) : undefined;

  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);

  return (
    <LoadingOverlay isLoading={navigation.state === 'loading'} label={t('app.loading')} fullScreen>
      <Outlet />
    </LoadingOverlay>
  );
}
