import { useMemo, useState, type ReactNode } from 'react';
import { DisclosureGroup, TooltipTrigger, VisuallyHidden, type Key } from 'react-aria-components';
import { NavigationScope, type NavigationProps } from './navigation';
import {
  Brand,
  Chevron,
  Divider,
  Footer,
  Group,
  GroupPanel,
  GroupTrigger,
  Header,
  ItemBadge,
  ItemIcon,
  ItemLabel,
  ItemLink,
  ItemRow,
  List,
  NavTooltip,
  Root,
  Scroll,
  SectionLabel,
  ToggleButton,
} from './SideNav.styles';
import type { StyleProps } from '../styleProps';

/** `P`: the app's permission names (a string union), so `can` is typed by the same names the entries carry. */
export interface SideNavItem<P extends string = string> {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
  /** Shown only when `can(permission)` is true; items without one are always shown. */
  permission?: P;
  /** A count (unread, pending) or short text after the label. */
  badge?: number | string;
}

export interface SideNavGroup<P extends string = string> {
  id: string;
  label: string;
  icon?: ReactNode;
  /** The whole group needs this permission (besides each item's own). */
  permission?: P;
  items: SideNavItem<P>[];
  /** `false` renders a plain section title instead of an expandable group. */
  collapsible?: boolean;
}

export type SideNavEntry<P extends string = string> = SideNavItem<P> | SideNavGroup<P>;

export interface SideNavProps<P extends string = string> extends NavigationProps, StyleProps {
  entries: SideNavEntry<P>[];
  /** The permission check from the session; everything is visible when omitted. */
  can?: (permission: P) => boolean;
  /** The current location: the matching item is marked `aria-current="page"` and its group opens. */
  currentHref?: string;
  /** Icons-only rail. Controlled; pass `onCollapsedChange` to show the toggle button. */
  isCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Groups open by default (besides the one holding the current page). */
  defaultExpandedGroups?: string[];
  /** Logo or product name at the top. */
  header?: ReactNode;
  footer?: ReactNode;
  /** Landmark name; default 'Menu principal'. */
  'aria-label'?: string;
  /** Default 'Recolher menu'. */
  collapseLabel?: string;
  /** Default 'Expandir menu'. */
  expandLabel?: string;
}

export const isSideNavGroup = <P extends string>(entry: SideNavEntry<P>): entry is SideNavGroup<P> => 'items' in entry;

/** Keeps what `can` allows, and drops groups left empty. */
export function filterSideNavEntries<P extends string>(entries: SideNavEntry<P>[], can: (permission: P) => boolean): SideNavEntry<P>[] {
  const allowed = (permission?: P) => !permission || can(permission);
  return entries.flatMap((entry): SideNavEntry<P>[] => {
    if (!isSideNavGroup(entry)) return allowed(entry.permission) ? [entry] : [];
    if (!allowed(entry.permission)) return [];
    const items = entry.items.filter((item) => allowed(item.permission));
    return items.length ? [{ ...entry, items }] : [];
  });
}

const matches = (href: string, current?: string) =>
  current !== undefined && (current === href || (href !== '/' && current.startsWith(`${href.replace(/\/$/, '')}/`)));

const ChevronIcon = () => (
  <Chevron viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" aria-hidden="true">
    <path d="m6 3.5 4.5 4.5L6 12.5" />
  </Chevron>
);

const RailIcon = ({ collapsed }: { collapsed: boolean }) => (
  <svg
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <rect x="2.5" y="3.5" width="15" height="13" rx="2" />
    <path d="M7.5 3.5v13" />
    {collapsed ? <path d="m11 8 2 2-2 2" /> : <path d="m13 8-2 2 2 2" />}
  </svg>
);

/**
 * The app's side menu: sections and collapsible groups, filtered by a `can(permission)` predicate, expanded or
 * as an icon rail. It knows nothing about the router: pass `renderLink` or `onNavigate`.
 */
export function SideNav<P extends string = string>({
  entries,
  can = () => true,
  currentHref,
  isCollapsed = false,
  onCollapsedChange,
  defaultExpandedGroups = [],
  header,
  footer,
  renderLink,
  onNavigate,
  'aria-label': ariaLabel = 'Menu principal',
  collapseLabel = 'Recolher menu',
  expandLabel = 'Expandir menu',
  className,
  style,
}: SideNavProps<P>) {
  const visible = useMemo(() => filterSideNavEntries(entries, can), [entries, can]);
  const currentGroups = visible.filter((e) => isSideNavGroup(e) && e.items.some((i) => matches(i.href, currentHref))).map((e) => e.id);
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set([...defaultExpandedGroups, ...currentGroups]));

  const renderItem = (item: SideNavItem<P>, nested: boolean) => {
    const current = matches(item.href, currentHref);
    const link = (
      <ItemLink href={item.href} renderLink={renderLink} aria-current={current ? 'page' : undefined} data-item-id={item.id}>
        {(item.icon || isCollapsed) && <ItemIcon aria-hidden="true">{item.icon ?? [...item.label][0]}</ItemIcon>}
        {isCollapsed ? <VisuallyHidden>{item.label}</VisuallyHidden> : <ItemLabel>{item.label}</ItemLabel>}
        {item.badge !== undefined && <ItemBadge>{item.badge}</ItemBadge>}
      </ItemLink>
    );
    return (
      <ItemRow key={item.id} data-nested={nested || undefined}>
        {isCollapsed ? (
          <TooltipTrigger delay={300}>
            {link}
            <NavTooltip placement="end" offset={8}>
              {item.label}
            </NavTooltip>
          </TooltipTrigger>
        ) : (
          link
        )}
      </ItemRow>
    );
  };

  const renderGroup = (group: SideNavGroup<P>) => {
    if (isCollapsed) {
      return (
        <li key={group.id}>
          <Divider />
          <List aria-label={group.label}>{group.items.map((item) => renderItem(item, false))}</List>
        </li>
      );
    }
    if (group.collapsible === false) {
      return (
        <li key={group.id}>
          <SectionLabel id={`${group.id}-label`}>{group.label}</SectionLabel>
          <List aria-labelledby={`${group.id}-label`}>{group.items.map((item) => renderItem(item, false))}</List>
        </li>
      );
    }
    return (
      <li key={group.id}>
        <Group id={group.id}>
          <GroupTrigger slot="trigger">
            <ItemIcon aria-hidden="true">{group.icon}</ItemIcon>
            <ItemLabel>{group.label}</ItemLabel>
            <ChevronIcon />
          </GroupTrigger>
          <GroupPanel>
            <List>{group.items.map((item) => renderItem(item, Boolean(group.icon)))}</List>
          </GroupPanel>
        </Group>
      </li>
    );
  };

  return (
    <NavigationScope onNavigate={onNavigate}>
      <Root aria-label={ariaLabel} data-collapsed={isCollapsed || undefined} className={className} style={style}>
        {(header || onCollapsedChange) && (
          <Header>
            {header && <Brand>{header}</Brand>}
            {onCollapsedChange && (
              <ToggleButton
                aria-label={isCollapsed ? expandLabel : collapseLabel}
                aria-expanded={!isCollapsed}
                onPress={() => onCollapsedChange(!isCollapsed)}
              >
                <RailIcon collapsed={isCollapsed} />
              </ToggleButton>
            )}
          </Header>
        )}
        <Scroll>
          <DisclosureGroup allowsMultipleExpanded expandedKeys={expanded} onExpandedChange={setExpanded}>
            <List>{visible.map((entry) => (isSideNavGroup(entry) ? renderGroup(entry) : renderItem(entry, false)))}</List>
          </DisclosureGroup>
        </Scroll>
        {footer && <Footer>{footer}</Footer>}
      </Root>
    </NavigationScope>
  );
}
