import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, Tabs as AriaTabs } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const StyledTabs = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-inline-size: 0;

  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

/** Cast back to react-aria's generic signature, which styled() does not preserve. */
export const StyledTabList = styled(AriaTabList)`
  display: flex;
  gap: ${theme.space[1]};
  overflow-x: auto;
  scrollbar-width: thin;

  &[data-orientation='horizontal'] {
    border-block-end: 1px solid ${theme.colors.border};
  }
  &[data-orientation='vertical'] {
    flex-direction: column;
    flex-shrink: 0;
    border-inline-end: 1px solid ${theme.colors.border};
  }
  [data-variant='pills'] > &[data-orientation] {
    border: none;
    gap: ${theme.space[2]};
  }
` as unknown as typeof AriaTabList;

export const StyledTab = styled(AriaTab)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  color: ${theme.colors.textMuted};
  font-weight: ${theme.fontWeight.semibold};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  border-radius: ${theme.radii.sm} ${theme.radii.sm} 0 0;
  transition:
    color ${theme.durations.fast},
    background-color ${theme.durations.fast};

  &[data-hovered] {
    color: ${theme.colors.text};
  }
  &[data-selected] {
    color: ${theme.colors.primary};
  }
  /* The selection bar sits on the list's edge: block-end when horizontal, inline-end when vertical. */
  &[data-selected]::after {
    content: '';
    position: absolute;
    background: currentColor;
  }
  [data-orientation='horizontal'] > &[data-selected]::after {
    inset-inline: 0;
    inset-block-end: -1px;
    block-size: 2px;
  }
  [data-orientation='vertical'] > & {
    border-radius: ${theme.radii.sm};
  }
  [data-orientation='vertical'] > &[data-selected]::after {
    inset-block: 0;
    inset-inline-end: -1px;
    inline-size: 2px;
  }
  [data-variant='pills'] & {
    border-radius: ${theme.radii.pill};
  }
  [data-variant='pills'] &[data-selected] {
    background: ${theme.colors.primarylight};
  }
  [data-variant='pills'] &[data-selected]::after {
    display: none;
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const StyledTabPanel = styled(AriaTabPanel)`
  flex: 1;
  min-inline-size: 0;
  border-radius: ${theme.radii.sm};

  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
