import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};

  &[data-variant='elevated'] {
    box-shadow: ${theme.shadows.sm};
    border: 1px solid transparent;
  }
  &[data-variant='outlined'] {
    border: 1px solid ${theme.colors.border};
  }
  &[data-variant='muted'] {
    background: ${theme.colors.surfaceMuted};
    border: 1px solid transparent;
  }
  &[data-interactive] {
    cursor: pointer;
    transition: box-shadow ${theme.durations.fast};
  }
  &[data-interactive]:hover {
    box-shadow: ${theme.shadows.md};
  }
  &[data-busy] {
    cursor: progress;
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding-block: ${theme.space[4]} 0;
  padding-inline: ${theme.space[4]};
`;

export const Titles = styled.div`
  flex: 1;
  min-inline-size: 0;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

export const Subtitle = styled.p`
  margin: 0;
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const HeaderActions = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${theme.space[2]};
`;

export const Body = styled.div`
  flex: 1;
  min-inline-size: 0;
  overflow-wrap: anywhere;
  padding: ${theme.space[4]};

  [data-padding='none'] > & {
    padding: 0;
  }
  [data-padding='lg'] > & {
    padding: ${theme.space[5]};
  }
`;

export const Footer = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  padding-block: ${theme.space[3]};
  padding-inline: ${theme.space[4]};
  border-block-start: 1px solid ${theme.colors.border};
`;
