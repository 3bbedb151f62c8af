import { ApiError } from '@retoma/api-client';
import { Alert, Button, Spinner } from '@retoma/ui';
import { useReportsT } from '../messages';

/** What a report shows before its figures: the failure with a retry, or the wait. */
export function ReportState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useReportsT();
  if (error)
    return (
      <Alert tone="danger" title={t('reports.loadFailed')}>
        <p>{error instanceof ApiError ? error.message : null}</p>
        <Button variant="secondary" onPress={onRetry}>
          {t('reports.retry')}
        </Button>
      </Alert>
    );
  return <Spinner label={t('reports.loading')} showLabel />;
}
