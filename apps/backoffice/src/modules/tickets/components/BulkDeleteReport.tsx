import { useUiLocale } from '@retoma/ui';
import { pluralKey } from '../../../i18n';
import { RefusalReport } from '../../../platform/refusalReport/RefusalReport';
import { useTicketsT } from '../messages';
import type { BulkDeleteResult } from '../hooks/useBulkDelete';

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
    <RefusalReport
      tone="warning"
      title={t(title, { deleted: result.deleted.length, total })}
      lines={result.failed.map((failure) => ({
        id: failure.id,
        text: t('tickets.bulk.reportLine', { id: failure.id, reason: failure.message }),
      }))}
      onDismiss={onDismiss}
    />
  );
}
