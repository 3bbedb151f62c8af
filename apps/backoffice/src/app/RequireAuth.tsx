import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { accessTokenAtom } from '../session/atoms';

/** No token → /login, remembering the requested page so the login returns to it. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAtomValue(accessTokenAtom);
  const location = useLocation();
  if (!token) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  return children;
}
