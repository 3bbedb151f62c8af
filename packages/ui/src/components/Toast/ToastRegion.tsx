import { Text, type UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { IconButton } from '../IconButton';
import { CloseGlyph, ErrorGlyph, InfoGlyph, SuccessGlyph, WarningGlyph } from '../IconButton/glyphs';
import { Content, Region, StyledToast } from './Toast.styles';
import type { ToastValue } from './ToastProvider';

const GLYPHS = { info: InfoGlyph, success: SuccessGlyph, warning: WarningGlyph, error: ErrorGlyph } as const;

export interface ToastRegionProps {
  queue: ToastQueue<ToastValue>;
  regionLabel: string;
  closeLabel: string;
}

/** The landmark with the visible toasts (each announced; timers pause while hovered or focused). */
export default function ToastRegion({ queue, regionLabel, closeLabel }: ToastRegionProps) {
  return (
    <Region queue={queue} aria-label={regionLabel}>
      {({ toast }) => {
        const Glyph = GLYPHS[toast.content.tone];
        return (
          <StyledToast toast={toast} data-tone={toast.content.tone}>
            <Glyph size={20} />
            <Content>
              <Text slot="title">{toast.content.title}</Text>
              {toast.content.description && <Text slot="description">{toast.content.description}</Text>}
            </Content>
            <IconButton slot="close" aria-label={closeLabel} icon={<CloseGlyph />} size="sm" />
          </StyledToast>
        );
      }}
    </Region>
  );
}
