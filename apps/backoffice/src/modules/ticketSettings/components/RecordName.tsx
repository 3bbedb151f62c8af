import { Badge } from '@retoma/ui';
import styled from 'styled-components';
import { useTicketSettingsT } from '../messages';

const Name = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A row's name, marked when the system provides the record (it can be used but not changed). */
export function RecordName({ name, isSystem }: { name: string; isSystem: boolean }) {
  const t = useTicketSettingsT();
  return (
    <Name>
      {name}
      {isSystem && (
        <Badge size="sm" variant="outline">
          {t('ticketSettings.list.system')}
        </Badge>
      )}
    </Name>
  );
}
