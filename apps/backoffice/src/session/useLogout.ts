import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useApi } from '../platform/api';
import { permissionRulesAtom, userInfoAtom } from './atoms';

/** Revokes the token on the server, forgets user, permissions and cached data, then goes to /login. */
export function useLogout() {
  const api = useApi();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const setUser = useSetAtom(userInfoAtom);
  const setRules = useSetAtom(permissionRulesAtom);
  return async () => {
    try {
      await api.session.logout();
    } finally {
      setUser(null);
      setRules(null);
      await mutate(() => true, undefined, { revalidate: false });
      navigate('/login', { replace: true });
    }
  };
}
