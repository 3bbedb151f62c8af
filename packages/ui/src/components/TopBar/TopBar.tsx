import type { ReactNode } from 'react';
import { Brand, End, MenuButton, Middle, Root, Start } from './TopBar.styles';
import type { StyleProps } from '../styleProps';

export interface TopBarProps extends StyleProps {
  /** Logo or product name at the start. */
  brand?: ReactNode;
  /** Shows the menu button (opens/collapses the SideNav). */
  onMenuPress?: () => void;
  /** Whether the menu the button controls is open (`aria-expanded`). */
  isMenuOpen?: boolean;
  /** The id of the menu the button controls (`aria-controls`). */
  menuId?: string;
  /** The menu button's name; default 'Menu'. */
  menuButtonLabel?: string;
  /** The middle: search, quick menu, company switcher. */
  children?: ReactNode;
  /** The end: notifications, user menu. */
  actions?: ReactNode;
  /** Sticks to the top of the scrolling page. */
  isSticky?: boolean;
}

const MenuIcon = () => (
  <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" aria-hidden="true">
    <path d="M3 5h14M3 10h14M3 15h14" />
  </svg>
);

/** The bar above every screen (the page's banner); it takes the menu colours, dark in semi-dark. */
export function TopBar({
  brand,
  onMenuPress,
  isMenuOpen,
  menuId,
  menuButtonLabel = 'Menu',
  children,
  actions,
  isSticky = false,
  className,
  style,
}: TopBarProps) {
  return (
    <Root data-sticky={isSticky || undefined} className={className} style={style}>
      {(onMenuPress || brand) && (
        <Start>
          {onMenuPress && (
            <MenuButton aria-label={menuButtonLabel} aria-expanded={isMenuOpen} aria-controls={menuId} onPress={onMenuPress}>
              <MenuIcon />
            </MenuButton>
          )}
          {brand && <Brand>{brand}</Brand>}
        </Start>
      )}
      {children && <Middle>{children}</Middle>}
      {actions && <End>{actions}</End>}
    </Root>
  );
}
