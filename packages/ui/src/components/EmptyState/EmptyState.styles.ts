import { styled } from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[6]};
  padding-inline: ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  &[data-size='sm'] {
    padding-block: ${({ theme }) => theme.space[4]};
  }
`;

export const Illustration = styled.div`
  display: grid;
  place-items: center;
  inline-size: 56px;
  block-size: 56px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.secondary};

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
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  [data-size='sm'] > & {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

export const Description = styled.p`
  margin: 0;
  max-inline-size: 48ch;
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[2]};
`;
