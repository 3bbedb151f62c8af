import { CompanyNotFoundError, ForbiddenError, UnauthenticatedError } from '@retoma/api-client';
import { LoadingOverlay } from '@retoma/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { useT } from '../i18n';
import { accessTokenAtom, companyContextAtom, permissionRulesAtom, screenLockedAtom, userInfoAtom } from '../session/atoms';
import { fetchCompanySession } from '../session/companySession';
import { toUserInfo } from '../session/userInfo';
import { useApi } from '../platform/api';
import { CompanySessionContext, useCan } from '../platform/companySession';
import { AppToasts } from '../platform/AppToasts';
import { DataCache } from '../platform/DataCache';
import type { ServerErrorState } from '../modules/errors';
import type { PermissionName } from '@retoma/api-client';

/** `/{company_slug}/*`: the company's pages, with one answers cache and one toast queue for all of them while the person stays. */
export function CompanyGate() {
  return (
    <DataCache>
      <AppToasts>
        <CompanySessionGate />
      </AppToasts>
    </DataCache>
  );
}

/**
 * Remembers the slug, loads that company's user and permission rules, and sends the user where the server's answer
 * says (login, /404-company, /company-not-authorized, /nao-autorizado). The requested page renders as soon as the
 * context is in — deep links into a company never detour through its dashboard.
 */
function CompanySessionGate() {
  const t = useT();
  const api = useApi();
  const { companySlug = '' } = useParams();
  const location = useLocation();
  const token = useAtomValue(accessTokenAtom);
  const locked = useAtomValue(screenLockedAtom);
  const [companyContext, setCompanyContext] = useAtom(companyContextAtom);
  const setUserInfo = useSetAtom(userInfoAtom);
  const setRules = useSetAtom(permissionRulesAtom);

  const switching = companyContext !== companySlug;
  useEffect(() => {
    if (!switching) return;
    // Another company: what we knew about the user and their permissions belongs to the previous one.
    setCompanyContext(companySlug);
    setUserInfo(null);
    setRules(null);
  }, [switching, companySlug, setCompanyContext, setUserInfo, setRules]);

  const { data, error, mutate } = useSWR(token && !switching ? [companySlug, 'company-session'] : null, () => fetchCompanySession(api));

  // A role's permissions may change while the person works (an administrator edits the role): each navigation asks
  // again, so the menu and the route guard follow on the next page. The page opens at once with what is known.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    void mutate();
  }, [location.pathname, mutate]);

  useEffect(() => {
    if (data) {
      setUserInfo(toUserInfo(data.user));
      setRules(data.rules);
    } else if (error) {
      setUserInfo(null);
      setRules(null);
    }
  }, [data, error, setUserInfo, setRules]);

  const here = location.pathname + location.search;
  if (!token || error instanceof UnauthenticatedError) return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  if (locked) return <Navigate to={`/pages/lock-screen?redirect=${encodeURIComponent(here)}`} replace />;
  if (error instanceof CompanyNotFoundError) return <Navigate to="/404-company" replace />;
  if (error instanceof ForbiddenError) {
    const body = error.body as { error?: string } | null;
    return <Navigate to={body?.error === 'not.access.in.company' ? '/company-not-authorized' : '/nao-autorizado'} replace />;
  }
  // "Tentar de novo" on /500 reopens the page that failed.
  if (error) return <Navigate to="/500" replace state={{ from: here } satisfies ServerErrorState} />;
  if (!data) return <LoadingOverlay isLoading fullScreen label={t('app.loading')} />;

  return (
    <CompanySessionContext.Provider value={{ ...data, slug: companySlug }}>
      <Outlet />
    </CompanySessionContext.Provider>
  );
}

/** A company route's permission: without it the user lands on /nao-autorizado. */
export function PermissionGate({ permission, children }: { permission?: PermissionName; children: ReactNode }) {
  const can = useCan();
  if (permission && !can(permission)) return <Navigate to="/nao-autorizado" replace />;
  return children;
}
