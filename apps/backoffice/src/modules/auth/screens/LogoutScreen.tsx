import { Spinner } from '@retoma/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../../platform/api';
import { useT } from '../../../i18n';
import { accessTokenAtom, permissionRulesAtom, screenLockedAtom, userInfoAtom } from '../../../session/atoms';
import { AuthPage, AuthPanel, AuthTitle } from '../components/AuthLayout';

/**
 * `/auth/logout`: revokes the token on the server, forgets the user, the permissions and the token, then goes to
 * /login. The local session ends even when the server cannot be reached. Cached answers went with the pages that
 * held them (platform/DataCache.tsx): no cache lives outside a page's tree.
 */
export default function LogoutScreen() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const token = useAtomValue(accessTokenAtom);
  const setToken = useSetAtom(accessTokenAtom);
  const setUser = useSetAtom(userInfoAtom);
  const setRules = useSetAtom(permissionRulesAtom);
  const setLocked = useSetAtom(screenLockedAtom);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit (React's strict mode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        if (token) await api.session.logout();
      } catch {
        // Unreachable or already revoked: the token is forgotten here all the same.
      } finally {
        setToken(null);
        setUser(null);
        setRules(null);
        setLocked(false);
        navigate('/login', { replace: true });
      }
    })();
  }, [api, token, navigate, setToken, setUser, setRules, setLocked]);

  return (
    <AuthPage>
      <AuthPanel as="section" aria-labelledby="logout-title" aria-busy="true">
        <AuthTitle id="logout-title">{t('panel.logout')}</AuthTitle>
        <Spinner label={t('logout.pending')} showLabel />
      </AuthPanel>
    </AuthPage>
  );
}
