import { LoadingOverlay } from '@retoma/ui';
import { useT } from '../i18n';

/** The whole page waits: a screen's code or texts are on their way. */
export function PageLoading() {
  const t = useT();
  return <LoadingOverlay isLoading fullScreen label={t('app.loading')} />;
}
