import { Button as AriaButton, Menu, MenuItem, Popover } from 'react-aria-components';
import { styled } from 'styled-components';
import { KitLink } from '../SideNav/navigation';
import { theme } from '../../theme/theme';

export const Root = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-inline-size: 0;
`;

/** One line that scrolls sideways when the shortcuts outgrow the bar (the "+N" stays in view after it). */
export const List = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  gap: ${theme.space[1]};
  min-inline-size: 0;
  overflow-x: auto;
  scrollbar-width: thin;
  margin: 0;
  /* Room for the focus ring, which the scroll box would otherwise clip. */
  padding: 4px;
  list-style: none;
  & > li {
    flex-shrink: 0;
  }
`;

const chip = `
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  max-inline-size: 20ch;
  min-block-size: 32px;
  padding-block: ${theme.space[1]};
  padding-inline: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.fontSize.sm};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  outline: none;
`;

export const Shortcut = styled(KitLink)`
  ${chip}

  &[data-hovered] {
    border-color: ${theme.colors.primary};
  }
  &[aria-current='page'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarylight};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeight.semibold};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  svg {
    flex-shrink: 0;
    inline-size: 16px;
    block-size: 16px;
  }
`;

export const ShortcutLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const MoreButton = styled(AriaButton)`
  ${chip}
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.colors.primary};

  &[data-hovered],
  &[data-pressed] {
    background: ${theme.colors.primarylight};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const MorePopover = styled(Popover)`
  min-inline-size: 220px;
  max-block-size: 360px;
  overflow-y: auto;
  padding: ${theme.space[1]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.md};
`;

export const MoreMenu = styled(Menu)`
  outline: none;
` as unknown as typeof Menu;

export const MoreItem = styled(MenuItem)`
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
    background: ${theme.colors.primarylight};
  }
  svg {
    inline-size: 16px;
    block-size: 16px;
  }
` as unknown as typeof MenuItem;

export const Empty = styled.p`
  margin: 0;
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
`;
