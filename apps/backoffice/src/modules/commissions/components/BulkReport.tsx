import type { PreComissaoLote } from '@retoma/api-client';
import { Alert, Button, useUiLocale } from '@retoma/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { pluralKey } from '../../../i18n';
import { useCommissionsT } from '../messages';

/** Refusals listed before the rest waits behind "show more": five reasons stay readable, twenty would bury the table. */
const SHOWN = 5;

const Lines = styled.ul`
  margin: ${({ theme }) => theme.space[2]} 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface BulkReportProps {
  result: PreComissaoLote;
  onDismiss: () => void;
}

/**
 * What a decision on a selection did: how many claims were done (if any), then each refused claim with the server's reason
 * (already in the person's language, shown as it comes), until dismissed. It takes no focus. An info alert, polite
 * (`role="status"`): the kit announces warnings at once, which would read the whole list over whatever the screen
 * reader was saying.
 */
export function BulkReport({ result, onDismiss }: BulkReportProps) {
  const t = useCommissionsT();
  const locale = useUiLocale();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const done = result.feitos.length;
  const total = done + result.recusados.length;
  const refused = result.recusados.length;
  const hidden = refused - SHOWN;
  const lines = showAll ? result.recusados : result.recusados.slice(0, SHOWN);
  return (
    <Alert
      tone="info"
      // "Done on 0 of 2" would only repeat what the refusals say.
      title={
        done > 0
          ? t(pluralKey(locale, total, { one: 'commissions.approve.bulkDoneOne', other: 'commissions.approve.bulkDoneOther' }), {
              done,
              total,
            })
          : undefined
      }
    >
      {t(pluralKey(locale, refused, { one: 'commissions.approve.bulkRefusedOne', other: 'commissions.approve.bulkRefusedOther' }), {
        count: refused,
      })}
      <Lines id={listId}>
        {lines.map((row) => (
          <li key={row.id}>{t('commissions.approve.bulkRefusedLine', { id: row.id, reason: row.motivo })}</li>
        ))}
      </Lines>
      <Actions>
        {hidden > 0 && (
          <Button size="sm" variant="secondary" aria-expanded={showAll} aria-controls={listId} onPress={() => setShowAll(!showAll)}>
            {showAll
              ? t('commissions.approve.bulkRefusedFewer')
              : t(
                  pluralKey(locale, hidden, {
                    one: 'commissions.approve.bulkRefusedMoreOne',
                    other: 'commissions.approve.bulkRefusedMoreOther',
                  }),
                  { count: hidden },
                )}
          </Button>
        )}
        <Button size="sm" variant="ghost" onPress={onDismiss}>
          {t('commissions.approve.bulkReportDismiss')}
        </Button>
      </Actions>
    </Alert>
  );
}
