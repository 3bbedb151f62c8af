import { Alert, Button, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';
import { pluralKey } from '../../../i18n';
import { useTicketsT } from '../messages';
import type { BulkDeleteResult } from '../hooks/useBulkDelete';

const Failures = styled.ul`
  margin: ${({ theme }) => theme.space[2]} 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
`;

export interface BulkDeleteReportProps {
  result: BulkDeleteResult;
  onDismiss: () => void;
}

/** What a bulk delete could not do, ticket by ticket, with the server's reason; stays until dismissed. */
export function BulkDeleteReport({ result, onDismiss }: BulkDeleteReportProps) {
  const t = useTicketsT();
  const locale = useUiLocale();
  const total = result.deleted.length + result.failed.length;
  // The noun follows the tickets chosen: "0 de 1 ticket excluído", "2 de 3 tickets excluídos".
  const title = pluralKey(locale, total, { one: 'tickets.bulk.reportTitleOne', other: 'tickets.bulk.reportTitleOther' });
  return (
    <Alert tone="warning" title={t(title, { deleted: result.deleted.length, total })}>
      <Failures>
        {result.failed.map((failure) => (
          <li key={failure.id}>{t('tickets.bulk.reportLine', { id: failure.id, reason: failure.message })}</li>
        ))}
      </Failures>
      <Button size="sm" variant="secondary" onPress={onDismiss}>
        {t('tickets.bulk.reportDismiss')}
      </Button>
    </Alert>
  );
}
