import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]};
  min-inline-size: 0;

  /* Sent messages sit at the inline end (the right in ltr, the left in rtl). */
  &[data-sent] {
    flex-direction: row-reverse;
  }
`;

export const AvatarSlot = styled.div`
  flex-shrink: 0;
  inline-size: 32px;
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  max-inline-size: min(75%, 560px);
  min-inline-size: 0;

  [data-sent] > & {
    align-items: flex-end;
  }
`;

export const Sender = styled.span`
  padding-inline: ${theme.space[2]};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.colors.textMuted};
`;

export const Bubble = styled.div`
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  border-radius: ${theme.radii.lg};
  border-end-start-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  [data-sent] & {
    border-end-start-radius: ${theme.radii.lg};
    border-end-end-radius: ${theme.radii.sm};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

export const Time = styled.time`
  padding-inline: ${theme.space[2]};
  font-size: ${theme.fontSize.xs};
  color: ${theme.colors.textMuted};
`;
