import type { AuditArea, AuditChange } from '@retoma/api-client';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { useTeamT } from '../messages';
import { auditField, auditValueText } from './auditFields';

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

const FieldName = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Each changed field of a record of `area`, before → after, by its name and in the person's language (the server's
 * name of the field on hover); a field this screen does not know yet by the server's name. A secret says only that
 * it changed.
 */
export function AuditChanges({ area, changes }: { area: AuditArea; changes: AuditChange[] }) {
  const t = useTeamT();
  const dates = useDateFormat();
  if (changes.length === 0) return <span>{t('team.audit.noChanges')}</span>;
  return (
    <Changes>
      {changes.map((change) => {
        const field = auditField(area, change.field);
        const show = (value: AuditChange['before']) => auditValueText(value, field, { t, dates });
        const whole = field?.kind === 'money' || field?.kind === 'instant' || undefined;
        return (
          <li key={change.field}>
            {field ? <FieldName title={change.field}>{t(field.label)}</FieldName> : <code>{change.field}</code>}{' '}
            {change.masked ? (
              <em>{t('team.audit.masked')}</em>
            ) : (
              <>
                <del data-whole={whole}>{show(change.before)}</del> → <ins data-whole={whole}>{show(change.after)}</ins>
              </>
            )}
          </li>
        );
      })}
    </Changes>
  );
}
