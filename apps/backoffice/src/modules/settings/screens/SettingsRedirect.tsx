import { Navigate } from 'react-router-dom';
import { useCompanyHref } from '../../../platform/links';

/** `configuracoes`: the spec's address of the settings, which opens the hub (`configuracoes/geral`). */
export default function SettingsRedirect() {
  const href = useCompanyHref();
  return <Navigate to={href('configuracoes-geral')} replace />;
}
