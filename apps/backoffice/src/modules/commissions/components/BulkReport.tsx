import type { PreComissaoLote } from '@retoma/api-client';
import { useUiLocale } from '@retoma/ui';
import { pluralKey } from '../../../i18n';
import { RefusalReport } from '../../../platform/refusalReport/RefusalReport';
import { useCommissionsT } from '../messages';

export interface BulkReportProps {
  result: PreComissaoLote;
  onDismiss: () => void;
}

/**
 * What a decision on a selection did: how many claims were done (if any), then each refused claim with the server's reason
 * (already in the person's language, shown as it comes), until dismissed. It takes no focus. An info alert.
 */
export function BulkReport({ result, onDismiss }: BulkReportProps) {
  const t = useCommissionsT();
  const locale = useUiLocale();
  const done = result.feitos.length;
  const total = done + result.recusados.length;
  const refused = result.recusados.length;
  return (
    <RefusalReport
      // "Done on 0 of 2" would only repeat what the refusals say.
      title={
        done > 0
          ? t(pluralKey(locale, total, { one: 'commissions.approve.bulkDoneOne', other: 'commissions.approve.bulkDoneOther' }), {
              done,
              total,
            })
          : undefined
      }
      lines={result.recusados.map((row) => ({
        id: row.id,
        text: t('commissions.approve.bulkRefusedLine', { id: row.id, reason: row.motivo }),
      }))}
      onDismiss={onDismiss}
    >
      {t(pluralKey(locale, refused, { one: 'commissions.approve.bulkRefusedOne', other: 'commissions.approve.bulkRefusedOther' }), {
        count: refused,
      })}
    </RefusalReport>
  );
}
