import type { ReactElement, ReactNode } from 'react';
import { MenuTrigger } from 'react-aria-components';
import { NavigationScope, type NavigationProps } from '../SideNav/navigation';
import { MenuList, MenuPopover, MenuRow } from './Menu.styles';
import type { StyleProps } from '../styleProps';

export interface MenuAction {
  id: string;
  label: string;
  icon?: ReactNode;
  /** A link item (navigates through `onNavigate` when given); otherwise `onAction` runs. */
  href?: string;
  onAction?: () => void;
  tone?: 'default' | 'danger';
  isDisabled?: boolean;
}

export interface MenuProps extends Pick<NavigationProps, 'onNavigate'>, StyleProps {
  /** The button that opens the menu: a kit `Button` or `IconButton`. */
  trigger: ReactElement;
  items: MenuAction[];
  /** Name of the list of actions. */
  'aria-label': string;
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

/** A button that opens a list of actions or links: keyboard, typeahead and focus return from react-aria. */
export function Menu({ trigger, items, onNavigate, placement = 'bottom end', 'aria-label': ariaLabel, className, style }: MenuProps) {
  return (
    <NavigationScope onNavigate={onNavigate}>
      <MenuTrigger>
        {trigger}
        <MenuPopover placement={placement} className={className} style={style}>
          <MenuList aria-label={ariaLabel} onAction={(key) => items.find((item) => item.id === key)?.onAction?.()}>
            {items.map((item) => (
              <MenuRow
                key={item.id}
                id={item.id}
                href={item.href}
                textValue={item.label}
                isDisabled={item.isDisabled}
                data-tone={item.tone ?? 'default'}
              >
                {item.icon}
                {item.label}
              </MenuRow>
            ))}
          </MenuList>
        </MenuPopover>
      </MenuTrigger>
    </NavigationScope>
  );
}
