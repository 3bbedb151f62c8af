import type { TabListProps as AriaTabListProps, TabPanelProps, TabProps, TabsProps as AriaTabsProps } from 'react-aria-components';
import { StyledTab, StyledTabList, StyledTabPanel, StyledTabs } from './Tabs.styles';
import type { RefProps } from '../styleProps';

export type TabsVariant = 'underline' | 'pills';

export interface TabsProps extends AriaTabsProps, RefProps<HTMLDivElement> {
  /** `underline` (default) for page sections, `pills` for filters inside a card. */
  variant?: TabsVariant;
}

/**
 * Tabs on react-aria: arrow keys move between tabs (mirrored in rtl), Home/End jump, panels are linked to their
 * tab. Compose with `TabList`, `Tab` and `TabPanel`; tabs may be links (`href`) for route-based sections.
 */
export function Tabs({ variant = 'underline', ...props }: TabsProps) {
  return <StyledTabs {...props} data-variant={variant} />;
}

export interface TabListProps<T extends object> extends AriaTabListProps<T> {
  /** The list's accessible name, e.g. "Seções do cliente". */
  'aria-label': string;
}

export function TabList<T extends object>(props: TabListProps<T>) {
  return <StyledTabList {...props} />;
}

export function Tab(props: TabProps) {
  return <StyledTab {...props} />;
}

export function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} />;
}

export type { TabProps, TabPanelProps };
