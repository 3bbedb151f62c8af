import { Button as AriaButton, Disclosure, DisclosurePanel, Tooltip } from 'react-aria-components';
import { styled } from 'styled-components';
import { KitLink } from './navigation';
import { theme } from '../../theme/theme';

export const Root = styled.nav`
  display: flex;
  flex-direction: column;
  inline-size: 264px;
  max-inline-size: 100%;
  block-size: 100%;
  min-block-size: 0;
  background: ${theme.colors.menuBackground};
  color: ${theme.colors.menuText};
  border-inline-end: 1px solid ${theme.colors.border};
  transition: inline-size ${theme.durations.normal};

  &[data-collapsed] {
    inline-size: 68px;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-block-size: 56px;
  padding-inline: ${theme.space[4]};

  [data-collapsed] > & {
    justify-content: center;
    padding-inline: ${theme.space[2]};
  }
`;

/** Clips a long brand with an ellipsis, keeping 4 px inside (padding undone by the margin) for a link's focus ring. */
export const Brand = styled.div`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  padding: 4px;
  margin: -4px;
  font-weight: ${theme.fontWeight.semibold};
  white-space: nowrap;

  [data-collapsed] & {
    display: none;
  }
`;

export const Scroll = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};

  [data-collapsed] > & {
    padding-inline: ${theme.space[2]};
  }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Footer = styled.div`
  padding: ${theme.space[3]};
  border-block-start: 1px solid ${theme.colors.border};
`;

const rowStyles = `
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  inline-size: 100%;
  min-block-size: 40px;
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  border: none;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  outline: none;
`;

export const ItemLink = styled(KitLink)`
  ${rowStyles}

  &[data-hovered] {
    background: color-mix(in srgb, currentColor 8%, transparent);
  }
  &[aria-current='page'] {
    background: ${theme.colors.primarylight};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeight.semibold};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: -2px;
  }
  [data-collapsed] & {
    justify-content: center;
    padding-inline: 0;
  }
  [data-nested] & {
    padding-inline-start: 44px;
  }
  [data-collapsed] [data-nested] & {
    padding-inline-start: 0;
  }
`;

export const ItemIcon = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  inline-size: 20px;
  block-size: 20px;
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};

  svg {
    inline-size: 20px;
    block-size: 20px;
  }
`;

export const ItemLabel = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A count in the kit's solid danger badge colours, whose text stays readable on the fill in every theme. */
export const ItemBadge = styled.span`
  flex-shrink: 0;
  min-inline-size: 20px;
  padding-inline: 6px;
  border-radius: ${theme.radii.pill};
  background: ${theme.badge.danger.solid.bg};
  color: ${theme.badge.danger.solid.fg};
  font-size: 11px;
  font-weight: ${theme.fontWeight.semibold};
  line-height: 18px;
  text-align: center;

  [data-collapsed] & {
    position: absolute;
    inset-block-start: 2px;
    inset-inline-end: 6px;
    min-inline-size: 16px;
    padding-inline: 4px;
    line-height: 16px;
  }
`;

export const ItemRow = styled.li`
  position: relative;
`;

export const Group = styled(Disclosure)`
  display: flex;
  flex-direction: column;
`;

export const GroupTrigger = styled(AriaButton)`
  ${rowStyles}
  font-weight: ${theme.fontWeight.semibold};

  &[data-hovered] {
    background: color-mix(in srgb, currentColor 8%, transparent);
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const Chevron = styled.svg`
  flex-shrink: 0;
  inline-size: 16px;
  block-size: 16px;
  transition: transform ${theme.durations.fast};

  &:dir(rtl) {
    transform: scaleX(-1);
  }
  [data-expanded] > * > &,
  [data-expanded] > * > &:dir(rtl) {
    transform: rotate(90deg);
  }
`;

export const GroupPanel = styled(DisclosurePanel)`
  &[aria-hidden='true'],
  &[hidden] {
    display: none;
  }
`;

export const SectionLabel = styled.span`
  display: block;
  padding-block: ${theme.space[3]} ${theme.space[1]};
  padding-inline: ${theme.space[3]};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  opacity: 0.8;
`;

export const Divider = styled.hr`
  margin-block: ${theme.space[2]};
  margin-inline: ${theme.space[2]};
  border: none;
  border-block-start: 1px solid ${theme.colors.border};
`;

export const ToggleButton = styled(AriaButton)`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  inline-size: 32px;
  block-size: 32px;
  border: none;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &[data-hovered] {
    background: color-mix(in srgb, currentColor 8%, transparent);
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
  }
  svg {
    inline-size: 18px;
    block-size: 18px;
  }
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
`;

export const NavTooltip = styled(Tooltip)`
  padding-block: ${theme.space[1]};
  padding-inline: ${theme.space[2]};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.dark};
  color: #ffffff;
  font-size: ${theme.fontSize.sm};
  box-shadow: ${theme.shadows.md};
`;
