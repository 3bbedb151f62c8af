import { Alert, Button } from '@retoma/ui';
import { useAttendT } from '../messages';

export interface LoadFailureProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A load that failed for a reason other than "not found" or "forbidden": the server's message and a retry. */
export function LoadFailure({ title, error, onRetry }: LoadFailureProps) {
  const t = useAttendT();
  return (
    <Alert tone="danger" title={title}>
      {error instanceof Error && <p>{error.message}</p>}
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {t('attend.retry')}
      </Button>
    </Alert>
  );
}
