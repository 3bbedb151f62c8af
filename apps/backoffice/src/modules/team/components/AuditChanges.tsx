import type { AuditArea, AuditChange } from '@retoma/api-client';
import { useCallback } from 'react';
import styled from 'styled-components';
import { useT, type MessageSlice } from '../../../i18n';
import { useDateFormat } from '../../../platform/dateFormat';
import { leadsMessages } from '../../leads';
import { transactionsMessages } from '../../transactions';
import { useTeamT } from '../messages';
import { auditField, auditItemChanges, auditValueText, type AuditKey } from './auditFields';

const Changes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  code {
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  del {
    color: ${({ theme }) => theme.colors.danger};
  }
  ins {
    text-decoration: none;
    color: ${({ theme }) => theme.colors.success};
  }
  /* An amount or a moment is one value: "R$ / 33,33" over two lines reads as two. */
  [data-whole] {
    white-space: nowrap;
  }
`;

/** The items a set's change took away and gave, one a line under the field's name. */
const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const FieldName = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const isKeyOf = <K extends string>(slice: MessageSlice<K>, key: string): key is K => Object.hasOwn(slice.pt, key);

/** The history's words: the team's, and the leads' and transactions' for the codes those modules already name. */
function useAuditT() {
  const team = useTeamT();
  const leads = useT(leadsMessages);
  const transactions = useT(transactionsMessages);
  return useCallback(
    (key: AuditKey, values?: Record<string, string | number>) =>
      isKeyOf(leadsMessages, key) ? leads(key, values) : isKeyOf(transactionsMessages, key) ? transactions(key, values) : team(key, values),
    [team, leads, transactions],
  );
}

/**
 * Each changed field of a record of `area`, before → after, by its name and in the person's language (the server's
 * name of the field on hover); a field this screen does not know yet by the server's name. A secret says only that
 * it changed; a set (a role's permissions) says what it lost and gained.
 */
export function AuditChanges({ area, changes }: { area: AuditArea; changes: AuditChange[] }) {
  const t = useAuditT();
  const dates = useDateFormat();
  if (changes.length === 0) return <span>{t('team.audit.noChanges')}</span>;
  return (
    <Changes>
      {changes.map((change) => {
        const field = auditField(area, change.field);
        const show = (value: AuditChange['before'], side: 'before' | 'after') =>
          auditValueText(value, field, { t, dates, sameSide: (name) => changes.find((other) => other.field === name)?.[side] });
        const items = field?.byItem ? auditItemChanges(change) : null;
        const whole = field?.kind === 'money' || field?.kind === 'instant' || field?.kind === 'commission' || undefined;
        return (
          <li key={change.field}>
            {field ? <FieldName title={change.field}>{t(field.label)}</FieldName> : <code>{change.field}</code>}{' '}
            {change.masked ? (
              <em>{t('team.audit.masked')}</em>
            ) : items ? (
              <Items>
                {items.removed.map((item) => (
                  <li key={`-${item}`}>
                    <del>− {show(item, 'before')}</del>
                  </li>
                ))}
                {items.added.map((item) => (
                  <li key={`+${item}`}>
                    <ins>+ {show(item, 'after')}</ins>
                  </li>
                ))}
              </Items>
            ) : (
              <>
                <del data-whole={whole}>{show(change.before, 'before')}</del> → <ins data-whole={whole}>{show(change.after, 'after')}</ins>
              </>
            )}
          </li>
        );
      })}
    </Changes>
  );
}
