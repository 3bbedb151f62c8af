import { Navigate, useSearchParams } from 'react-router-dom';
import { redirectQuery } from '../redirect';

/** `/auth/login`: the predecessor's login address; goes to /login, keeping where the person wanted to go. */
export default function AuthLoginRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={`/login${redirectQuery(params)}`} replace />;
}
