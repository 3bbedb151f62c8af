import type { ReactNode } from 'react';
import type { StyleProps } from '../styleProps';
import type { ModalOverlayProps } from 'react-aria-components';
import { IconButton } from '../IconButton';
import { CloseGlyph } from '../IconButton/glyphs';
import { ScrollBody } from '../Modal/Modal';
import { Footer, Header, StyledDialog, Title } from '../Modal/Modal.styles';
import { Panel, PanelOverlay } from './SidePanel.styles';

export type SidePanelSize = 'sm' | 'md' | 'lg';

export interface SidePanelProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'>, StyleProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Width: sm 360, md 480 (default), lg 720 px; always the full width below the sm breakpoint. */
  size?: SidePanelSize;
  /** Name of the × button. */
  closeLabel?: string;
}

/**
 * A drawer from the inline-end edge for details and edit forms beside a list; a modal dialog in every other
 * respect (focus trap, Escape, click outside). Controlled with `isOpen`, or inside a `ModalTrigger`.
 */
export function SidePanel({
  title,
  children,
  footer,
  size = 'md',
  closeLabel = 'Fechar',
  isDismissable = true,
  className,
  style,
  ...props
}: SidePanelProps) {
  return (
    <PanelOverlay {...props} isDismissable={isDismissable} data-modal-overlay>
      <Panel data-size={size} className={className} style={style}>
        <StyledDialog>
          {({ close }) => (
            <>
              <Header>
                <Title slot="title">{title}</Title>
                <IconButton aria-label={closeLabel} icon={<CloseGlyph />} size="sm" onPress={close} />
              </Header>
              <ScrollBody>{children}</ScrollBody>
              {footer !== undefined && <Footer>{typeof footer === 'function' ? footer(close) : footer}</Footer>}
            </>
          )}
        </StyledDialog>
      </Panel>
    </PanelOverlay>
  );
}
