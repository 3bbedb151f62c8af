import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding-block-end: ${theme.space[4]};
  min-inline-size: 0;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

export const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  flex: 1 1 320px;
  min-inline-size: 0;
`;

export const TitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${theme.fontSize.xxl};
  font-weight: ${theme.fontWeight.semibold};
  line-height: 1.25;
  overflow-wrap: anywhere;

  ${theme.media.down('sm')} {
    font-size: ${theme.fontSize.xl};
  }
`;

export const Description = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;
