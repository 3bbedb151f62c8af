import { ForbiddenError } from '@retoma/api-client';
import { Alert, Button } from '@retoma/ui';
import { Navigate } from 'react-router-dom';
import { useT } from '../../../i18n';
import { dashboardMessages } from '../messages';

/** A part of the dashboard that could not load: the others stay, this one offers to try again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT(dashboardMessages);
  if (error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  return (
    <Alert tone="danger" title={t('dashboard.loadError')}>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {t('dashboard.retry')}
      </Button>
    </Alert>
  );
}
