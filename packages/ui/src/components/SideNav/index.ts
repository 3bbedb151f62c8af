export {
  SideNav,
  filterSideNavEntries,
  isSideNavGroup,
  type SideNavProps,
  type SideNavItem,
  type SideNavGroup,
  type SideNavEntry,
} from './SideNav';
export type { NavigationProps, RenderLink, LinkRenderProps } from './navigation';
