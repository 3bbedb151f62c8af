import { MenuTrigger } from 'react-aria-components';
import { NavigationScope, type NavigationProps } from '../SideNav/navigation';
import { Crumb, Item, List, Nav, OverflowButton, OverflowItem, OverflowMenu, OverflowPopover, Separator } from './Breadcrumbs.styles';
import type { RefProps, StyleProps } from '../styleProps';

export interface BreadcrumbItem {
  /** Stable key; defaults to the href or the label. */
  id?: string;
  label: string;
  /** Where the crumb leads; the last crumb is the current page and is not a link. */
  href?: string;
}

export interface BreadcrumbsProps extends NavigationProps, StyleProps, RefProps<HTMLElement> {
  items: BreadcrumbItem[];
  /** Above this many crumbs, the middle ones fold into a "…" menu (first and last stay). */
  maxItems?: number;
  /** Landmark name; default 'Navegação estrutural'. */
  'aria-label'?: string;
  /** Name of the "…" button; default 'Mostrar caminho completo'. */
  overflowLabel?: string;
}

function Chevron() {
  return (
    <Separator viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" aria-hidden="true">
      <path d="m6 3.5 4.5 4.5L6 12.5" />
    </Separator>
  );
}

const keyOf = (item: BreadcrumbItem, index: number) => item.id ?? item.href ?? `${index}:${item.label}`;

/** Where the page sits in the app; router-agnostic (`renderLink` or `onNavigate`). */
export function Breadcrumbs({
  items,
  maxItems = 5,
  renderLink,
  onNavigate,
  'aria-label': ariaLabel = 'Navegação estrutural',
  overflowLabel = 'Mostrar caminho completo',
  className,
  ref,
  style,
}: BreadcrumbsProps) {
  const folded = items.length > maxItems && maxItems >= 3;
  const hiddenCount = folded ? items.length - maxItems + 1 : 0;
  const hidden = items.slice(1, 1 + hiddenCount);
  const lastIndex = items.length - 1;
  const entries: Array<{ kind: 'crumb'; item: BreadcrumbItem; index: number } | { kind: 'overflow' }> = items
    .map((item, index) => ({ kind: 'crumb' as const, item, index }))
    .filter(({ index }) => index === 0 || index > hiddenCount);
  if (hidden.length > 0) entries.splice(1, 0, { kind: 'overflow' });

  return (
    <NavigationScope onNavigate={onNavigate}>
      <Nav aria-label={ariaLabel} ref={ref} className={className} style={style}>
        <List>
          {entries.map((entry, position) =>
            entry.kind === 'overflow' ? (
              <Item key="__overflow" id="__overflow">
                <Chevron />
                <MenuTrigger>
                  <OverflowButton aria-label={overflowLabel}>…</OverflowButton>
                  <OverflowPopover placement="bottom start">
                    <OverflowMenu aria-label={overflowLabel}>
                      {hidden.map((h, i) => (
                        <OverflowItem key={keyOf(h, i + 1)} id={keyOf(h, i + 1)} href={h.href} textValue={h.label}>
                          {h.label}
                        </OverflowItem>
                      ))}
                    </OverflowMenu>
                  </OverflowPopover>
                </MenuTrigger>
              </Item>
            ) : (
              <Item key={keyOf(entry.item, entry.index)} id={keyOf(entry.item, entry.index)}>
                {position > 0 && <Chevron />}
                <Crumb renderLink={renderLink} href={entry.index === lastIndex ? undefined : entry.item.href}>
                  <span title={entry.item.label}>{entry.item.label}</span>
                </Crumb>
              </Item>
            ),
          )}
        </List>
      </Nav>
    </NavigationScope>
  );
}
