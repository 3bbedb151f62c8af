import type { ReactNode } from 'react';
import { MenuTrigger } from 'react-aria-components';
import { NavigationScope, type NavigationProps } from '../SideNav/navigation';
import { Empty, List, MoreButton, MoreItem, MoreMenu, MorePopover, Root, Shortcut, ShortcutLabel } from './QuickMenu.styles';
import type { StyleProps } from '../styleProps';

/** How many starred pages are shown before the overflow menu (product spec). */
export const QUICK_MENU_LIMIT = 10;

export interface QuickMenuItem {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
}

export interface QuickMenuProps extends NavigationProps, StyleProps {
  /** Starred pages, in the person's order. */
  items: QuickMenuItem[];
  /** Shown before the overflow menu; 10 by default. */
  limit?: number;
  currentHref?: string;
  /** Landmark name; default 'Páginas favoritas'. */
  'aria-label'?: string;
  /** The overflow button's text; default `+${count}`. */
  moreText?: (count: number) => string;
  /** The overflow button's accessible name; default `Mais ${count} páginas favoritas`. */
  moreLabel?: (count: number) => string;
  /** Shown when nothing is starred; default 'Nenhuma página favorita'. `null` renders nothing. */
  emptyText?: string | null;
}

/** Starred pages as shortcuts: the first ten inline, the rest in a "+N" menu. */
export function QuickMenu({
  items,
  limit = QUICK_MENU_LIMIT,
  currentHref,
  renderLink,
  onNavigate,
  'aria-label': ariaLabel = 'Páginas favoritas',
  moreText = (count) => `+${count}`,
  moreLabel = (count) => `Mais ${count} ${count === 1 ? 'página favorita' : 'páginas favoritas'}`,
  emptyText = 'Nenhuma página favorita',
  className,
  style,
}: QuickMenuProps) {
  if (items.length === 0)
    return emptyText === null ? null : (
      <Empty className={className} style={style}>
        {emptyText}
      </Empty>
    );
  const shown = items.slice(0, Math.max(0, limit));
  const rest = items.slice(shown.length);
  return (
    <NavigationScope onNavigate={onNavigate}>
      <Root aria-label={ariaLabel} className={className} style={style}>
        <List>
          {shown.map((item) => (
            <li key={item.id}>
              <Shortcut href={item.href} renderLink={renderLink} aria-current={item.href === currentHref ? 'page' : undefined}>
                {item.icon}
                <ShortcutLabel title={item.label}>{item.label}</ShortcutLabel>
              </Shortcut>
            </li>
          ))}
        </List>
        {rest.length > 0 && (
          <MenuTrigger>
            <MoreButton aria-label={moreLabel(rest.length)}>{moreText(rest.length)}</MoreButton>
            <MorePopover placement="bottom end">
              <MoreMenu aria-label={ariaLabel} items={rest}>
                {(item) => (
                  <MoreItem id={item.id} href={item.href} textValue={item.label}>
                    {item.icon}
                    {item.label}
                  </MoreItem>
                )}
              </MoreMenu>
            </MorePopover>
          </MenuTrigger>
        )}
      </Root>
    </NavigationScope>
  );
}
