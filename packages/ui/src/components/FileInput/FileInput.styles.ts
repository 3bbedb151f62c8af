import { DropZone } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

export const Title = styled.span`
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.colors.text};
`;

export const Zone = styled(DropZone)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 2px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.textMuted};

  &[data-drop-target] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarylight};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  [data-invalid] > & {
    border-color: ${theme.colors.danger};
  }
  [data-disabled] > & {
    background: ${theme.colors.surfaceMuted};
  }
`;

export const Help = styled.span`
  font-size: ${theme.fontSize.xs};
  color: ${theme.colors.textMuted};
`;

export const ErrorText = styled.span`
  font-size: ${theme.fontSize.xs};
  color: ${theme.colors.danger};
`;

export const Files = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FileRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

export const Thumb = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 48px;
  block-size: 48px;
  overflow: hidden;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.textMuted};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const FileMeta = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-inline-size: 0;

  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: ${theme.fontWeight.semibold};
    color: ${theme.colors.text};
  }
  span {
    font-size: ${theme.fontSize.xs};
    color: ${theme.colors.textMuted};
  }
`;
