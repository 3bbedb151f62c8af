import type { MessageVariable } from '@retoma/api-client';
import { Button } from '@retoma/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useTicketSettingsT } from '../messages';
import { VARIABLES } from './variables';

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
const Label = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  code {
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One button per message variable; pressing it writes the variable where the caret is in the message. */
export function VariablePicker({ onInsert }: { onInsert: (variable: MessageVariable) => void }) {
  const t = useTicketSettingsT();
  const labelId = useId();
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{t('ticketSettings.variables.label')}</Label>
      <Buttons>
        {VARIABLES.map(({ variable, label }) => (
          <Button key={variable} size="sm" variant="secondary" onPress={() => onInsert(variable)}>
            {t(label)} <code>{variable}</code>
          </Button>
        ))}
      </Buttons>
    </Group>
  );
}
