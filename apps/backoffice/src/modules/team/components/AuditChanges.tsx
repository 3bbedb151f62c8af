import type { AuditChange, AuditValue } from '@retoma/api-client';
import styled from 'styled-components';
import { useTeamT } from '../messages';

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
`;

/** Each changed field, before → after; a secret says only that it changed. */
export function AuditChanges({ changes }: { changes: AuditChange[] }) {
  const t = useTeamT();
  const show = (value: AuditValue): string => {
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return t('team.audit.blank');
    if (typeof value === 'boolean') return t(value ? 'team.audit.yes' : 'team.audit.no');
    return Array.isArray(value) ? value.join(', ') : String(value);
  };
  if (changes.length === 0) return <span>{t('team.audit.noChanges')}</span>;
  return (
    <Changes>
      {changes.map((change) => (
        <li key={change.field}>
          <code>{change.field}</code>{' '}
          {change.masked ? (
            <em>{t('team.audit.masked')}</em>
          ) : (
            <>
              <del>{show(change.before)}</del> → <ins>{show(change.after)}</ins>
            </>
          )}
        </li>
      ))}
    </Changes>
  );
}
