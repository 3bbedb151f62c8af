import { Button } from '@retoma/ui';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { useWhatsappCampaignT } from '../messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The variables a WhatsApp message may name: the lead's first name and the product's name, filled when it goes. */
export const WHATSAPP_VARIABLES = ['[NOME_LEAD]', '[NOME_PRODUTO]'] as const;

/** Writes `variable` where the caret stands in `text` (at the end when the field never had the focus). */
export function insertAt(field: HTMLTextAreaElement | null, text: string, variable: string): { text: string; caret: number } {
  const start = field?.selectionStart ?? text.length;
  const end = field?.selectionEnd ?? text.length;
  return { text: text.slice(0, start) + variable + text.slice(end), caret: start + variable.length };
}

/** Buttons that put a variable into the message at the caret, the caret then after it. */
export function VariableButtons({
  field,
  value,
  onChange,
  isDisabled,
}: {
  field: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
}) {
  const t = useWhatsappCampaignT();
  return (
    <Row>
      <span>{t('whatsappCampaign.variables.label')}</span>
      {WHATSAPP_VARIABLES.map((variable) => (
        <Button
          key={variable}
          size="sm"
          variant="secondary"
          isDisabled={isDisabled}
          aria-label={t('whatsappCampaign.variables.insert', { variable })}
          onPress={() => {
            const next = insertAt(field.current, value, variable);
            onChange(next.text);
            requestAnimationFrame(() => {
              field.current?.focus();
              field.current?.setSelectionRange(next.caret, next.caret);
            });
          }}
        >
          {variable}
        </Button>
      ))}
    </Row>
  );
}
