import { Menu as AriaMenu, MenuItem as AriaMenuItem, Popover } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const MenuPopover = styled(Popover)`
  min-inline-size: 200px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lg};
  z-index: ${theme.zIndex.overlay};
`;

export const MenuList = styled(AriaMenu)`
  margin: 0;
  padding: ${theme.space[1]};
  outline: none;
  max-block-size: 60vh;
  overflow: auto;
`;

export const MenuRow = styled(AriaMenuItem)`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${theme.colors.surfaceMuted};
  }
  &[data-tone='danger'] {
    color: ${theme.colors.danger};
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  svg {
    flex: none;
  }
`;
