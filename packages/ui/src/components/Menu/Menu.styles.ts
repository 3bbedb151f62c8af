import { Menu as AriaMenu, MenuItem as AriaMenuItem, Popover } from 'react-aria-components';
import { styled } from 'styled-components';

export const MenuPopover = styled(Popover)`
  min-inline-size: 200px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: ${({ theme }) => theme.zIndex.overlay};
`;

export const MenuList = styled(AriaMenu)`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  outline: none;
  max-block-size: 60vh;
  overflow: auto;
`;

export const MenuRow = styled(AriaMenuItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  svg {
    flex: none;
  }
`;
