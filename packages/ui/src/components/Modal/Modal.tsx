import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { StyleProps } from '../styleProps';
import { DialogTrigger, type ModalOverlayProps } from 'react-aria-components';
import { IconButton } from '../IconButton';
import { CloseGlyph } from '../IconButton/glyphs';
import { Body, Box, Footer, Header, Overlay, StyledDialog, Title } from './Modal.styles';

/**
 * The dialog's body. When its content overflows it becomes a tab stop, so keyboard users can scroll it
 * (WCAG 2.1.1; axe: scrollable-region-focusable) even when it holds nothing focusable. The tab stop is set on the
 * element itself, as soon as the content changes (a mutation observer, run before the page's next task) or its size
 * does: through React state it came a frame late, and a check made in between found a scrollable body no key could
 * reach.
 */
export function ScrollBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      if (element.scrollHeight > element.clientHeight) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    const resized = new ResizeObserver(update);
    // The body and what it holds: a child that grows (an image arriving) changes no text.
    const observeSizes = () => [element, ...element.children].forEach((box) => resized.observe(box));
    const changed = new MutationObserver(() => {
      observeSizes();
      update();
    });
    changed.observe(element, { childList: true, subtree: true, characterData: true });
    observeSizes();
    update();
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, []);
  return <Body ref={ref}>{children}</Body>;
}

/** `md` is the spec's 600 px popup; every size fills the screen below the sm breakpoint. */
export type ModalSize = 'sm' | 'md' | 'lg' | 'full';

export interface ModalProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'>, StyleProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  size?: ModalSize;
  /** Name of the × button. */
  closeLabel?: string;
  hideCloseButton?: boolean;
  /** `alertdialog` for messages that need an answer (see ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog ("popup"): focus is trapped and returned, Escape and a click outside close it (unless
 * `isDismissable={false}`), the page behind is hidden from assistive technology. Open it with `isOpen` /
 * `onOpenChange`, or put it inside a `ModalTrigger` next to the button that opens it.
 */
export function Modal({
  title,
  children,
  footer,
  size = 'md',
  closeLabel = 'Fechar',
  hideCloseButton = false,
  role = 'dialog',
  isDismissable = true,
  className,
  style,
  ...props
}: ModalProps) {
  return (
    <Overlay {...props} isDismissable={isDismissable} data-modal-overlay>
      <Box data-size={size} className={className} style={style}>
        <StyledDialog role={role}>
          {({ close }) => (
            <>
              <Header>
                <Title slot="title">{title}</Title>
                {!hideCloseButton && <IconButton aria-label={closeLabel} icon={<CloseGlyph />} size="sm" onPress={close} />}
              </Header>
              <ScrollBody>{children}</ScrollBody>
              {footer !== undefined && <Footer>{typeof footer === 'function' ? footer(close) : footer}</Footer>}
            </>
          )}
        </StyledDialog>
      </Box>
    </Overlay>
  );
}

/** The spec calls it a popup. */
export const Popup = Modal;
export type PopupProps = ModalProps;

/** Wraps a button and a Modal, SidePanel or ConfirmDialog: pressing the button opens it. */
export const ModalTrigger = DialogTrigger;
