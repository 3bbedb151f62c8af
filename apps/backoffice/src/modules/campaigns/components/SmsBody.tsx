import { MAX_SMS_SEGMENTS, smsSegments } from '@retoma/api-client';
import { TextArea, formatThousands, useUiLocale } from '@retoma/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { useCampaignsT } from '../messages';
import { MessageVariables } from './MessageVariables';

const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

export interface SmsBodyProps {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  /** The campaign's product, whose sales links can be inserted. */
  produtoId: number;
}

/**
 * An SMS's text with its live count as the carriers count it (the shared `smsSegments`: GSM-7 160 / 153 per part,
 * one character outside it, like "ã", and every part holds 70 / 67; variables at their longest value), and the
 * message variables inserted where the caret stands.
 */
export function SmsBody({ value, onChange, errorMessage, produtoId }: SmsBodyProps) {
  const t = useCampaignsT();
  const locale = useUiLocale();
  const area = useRef<HTMLTextAreaElement>(null);
  const count = smsSegments(value);
  const over = count.segments > MAX_SMS_SEGMENTS;
  const number = (n: number) => formatThousands(n, { locale });

  const insert = (variable: string) => {
    const field = area.current;
    const start = field?.selectionStart ?? value.length;
    const end = field?.selectionEnd ?? value.length;
    onChange(`${value.slice(0, start)}${variable}${value.slice(end)}`);
    // The caret goes after what was inserted, so typing goes on from there.
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + variable.length, start + variable.length);
    });
  };

  return (
    <>
      <TextArea
        name="corpo"
        label={t('campaigns.smsForm.corpo')}
        description={t('campaigns.smsForm.corpoHint')}
        isRequired
        rows={5}
        inputRef={area}
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
      />
      <Counter $over={over} aria-live="polite">
        {t(count.segments <= 1 ? 'campaigns.smsForm.countOne' : 'campaigns.smsForm.countMany', {
          length: number(count.length),
          segments: number(count.segments),
          remaining: number(count.remaining),
        })}{' '}
        {count.encoding === 'UCS-2' && t('campaigns.smsForm.ucs2')}
        {over && t('campaigns.smsForm.over', { max: MAX_SMS_SEGMENTS })}
      </Counter>
      <MessageVariables produtoId={produtoId} onInsert={insert} />
    </>
  );
}
