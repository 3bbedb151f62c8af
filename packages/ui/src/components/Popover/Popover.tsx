import type { CSSProperties, ReactElement, ReactNode } from 'react';
import type { StyleProps } from '../styleProps';
import { DialogTrigger } from 'react-aria-components';
import { Body, Footer, Header, Panel, StyledDialog, Title } from './Popover.styles';

export interface PopoverProps extends StyleProps {
  /** The button that opens the panel: a kit `Button` or `IconButton` (it may sit inside a wrapper with a badge). */
  trigger: ReactElement;
  /** Heading of the panel; it names the dialog. */
  title: string;
  /** The content; a function receives `close` (a link inside closes the panel as it navigates). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Controls at the end of the heading row, e.g. "Marcar todas como lidas". */
  actions?: ReactNode;
  /** A row under the content, e.g. "Ver todas". A function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  /** Inline size in px (default 360); never more than the screen. */
  width?: number;
  /** Controlled open state; uncontrolled when omitted. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A panel anchored to a button, for content richer than a menu (a list of notifications with its actions): a
 * non-modal dialog — focus moves in and returns to the trigger, Escape and a click outside close it. Long content
 * scrolls; give it focusable rows (links, buttons) so keyboard users can reach all of it.
 */
export function Popover({
  trigger,
  title,
  children,
  actions,
  footer,
  placement = 'bottom end',
  width = 360,
  isOpen,
  onOpenChange,
  className,
  style,
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Panel placement={placement} className={className} style={{ '--rt-popover-width': `${width}px`, ...style } as CSSProperties}>
        <StyledDialog>
          {({ close }) => (
            <>
              <Header>
                <Title slot="title" level={2}>
                  {title}
                </Title>
                {actions}
              </Header>
              <Body>{typeof children === 'function' ? children(close) : children}</Body>
              {footer !== undefined && <Footer>{typeof footer === 'function' ? footer(close) : footer}</Footer>}
            </>
          )}
        </StyledDialog>
      </Panel>
    </DialogTrigger>
  );
}
