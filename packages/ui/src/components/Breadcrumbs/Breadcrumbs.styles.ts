import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Button as AriaButton,
  Menu,
  MenuItem,
  Popover,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { KitLink } from '../SideNav/navigation';
import { theme } from '../../theme/theme';

export const Nav = styled.nav`
  min-inline-size: 0;
`;

/** Cast back to react-aria's generic signature, which styled() does not preserve. */
export const List = styled(AriaBreadcrumbs)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSize.sm};
` as unknown as typeof AriaBreadcrumbs;

export const Item = styled(AriaBreadcrumb)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-inline-size: 0;
  color: ${theme.colors.textMuted};

  &[data-current] {
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeight.semibold};
  }
`;

export const Crumb = styled(KitLink)`
  display: inline-block;
  max-inline-size: 28ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: inherit;
  text-decoration: none;
  border-radius: ${theme.radii.sm};

  &[href] {
    color: ${theme.colors.primary};
  }
  &[href][data-hovered] {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
    /* The whole label to the keyboard too (the title shows only to a mouse): wrapped in its width, not cut. */
    white-space: normal;
  }
`;

/** A chevron pointing to the inline end: flipped in rtl. */
export const Separator = styled.svg`
  flex-shrink: 0;
  inline-size: 14px;
  block-size: 14px;
  color: ${theme.colors.textMuted};

  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;

export const OverflowButton = styled(AriaButton)`
  display: inline-grid;
  place-items: center;
  min-inline-size: 24px;
  block-size: 24px;
  padding-inline: ${theme.space[1]};
  border: none;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.primary};
  font: inherit;
  cursor: pointer;

  &[data-hovered] {
    background: ${theme.colors.surfaceMuted};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
  }
`;

export const OverflowPopover = styled(Popover)`
  min-inline-size: 180px;
  padding: ${theme.space[1]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.md};
`;

export const OverflowMenu = styled(Menu)`
  outline: none;
` as unknown as typeof Menu;

export const OverflowItem = styled(MenuItem)`
  display: block;
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
` as unknown as typeof MenuItem;
