import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { accessTokenAtom, screenLockedAtom } from '../session/atoms';

/**
 * No token → /login, remembering the requested page so the login returns to it. A locked screen → the lock
 * screen, which returns to the requested page once unlocked.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAtomValue(accessTokenAtom);
  const locked = useAtomValue(screenLockedAtom);
  const location = useLocation();
  if (!token || locked) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${token ? '/pages/lock-screen' : '/login'}?redirect=${redirect}`} replace />;
  }
  return children;
}
