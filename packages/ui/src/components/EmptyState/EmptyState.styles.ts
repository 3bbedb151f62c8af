import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  padding-block: ${theme.space[6]};
  padding-inline: ${theme.space[4]};
  text-align: center;
  color: ${theme.colors.textMuted};

  &[data-size='sm'] {
    padding-block: ${theme.space[4]};
  }
`;

export const Illustration = styled.div`
  display: grid;
  place-items: center;
  inline-size: 56px;
  block-size: 56px;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.secondary};

  [data-size='sm'] > & {
    inline-size: 40px;
    block-size: 40px;
  }
  svg {
    inline-size: 50%;
    block-size: 50%;
  }
`;

export const Title = styled.p`
  margin: 0;
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.colors.text};
  overflow-wrap: anywhere;

  [data-size='sm'] > & {
    font-size: ${theme.fontSize.md};
  }
`;

export const Description = styled.p`
  margin: 0;
  max-inline-size: 48ch;
  font-size: ${theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[2]};
  margin-block-start: ${theme.space[2]};
`;
