import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';
import type { ToastValue } from './ToastProvider';
import { theme } from '../../theme/theme';

/**
 * The stack of toasts at the bottom inline-end corner. react-aria gives the region its own direction (from the
 * locale UiProvider tags with the chosen direction); a browser that ignores that tag's rtl script leaves the region
 * ltr on an rtl page, so the page's rtl setting is read from <html> to keep the stack on the inline-end side there too.
 */
export const Region = styled(AriaToastRegion<ToastValue>)`
  position: fixed;
  inset-block-end: ${theme.space[4]};
  inset-inline-end: ${theme.space[4]};
  z-index: ${theme.zIndex.toast};
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space[2]};
  inline-size: min(380px, calc(100vw - 32px));
  outline: none;

  :root[dir='rtl'] &[dir='ltr'] {
    inset-inline-end: auto;
    inset-inline-start: ${theme.space[4]};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 4px;
  }

  ${media.down('sm')} {
    inset-inline: ${theme.space[2]};
    inline-size: auto;
  }

  /*
   * While a dialog or side panel is open its actions sit at its bottom corner (and its × at the top one): the
   * stack moves to the top centre, below a top bar's height (64 px), where it covers neither. On a phone, where
   * the dialog fills the screen, that is over its body, under its header. (&&& outweighs the rtl rule above.)
   */
  body:has([data-modal-overlay]) &&& {
    inset-block: 64px auto;
    inset-inline: 0;
    margin-inline: auto;
    flex-direction: column;
  }
  ${media.down('sm')} {
    body:has([data-modal-overlay]) &&& {
      inset-inline: ${theme.space[2]};
    }
  }
`;

export const StyledToast = styled(AriaToast<ToastValue>)`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding-block: ${theme.space[3]};
  padding-inline: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-inline-start: 4px solid currentColor;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.md};
  outline: none;

  &[data-tone='info'] {
    color: ${theme.colors.primary};
  }
  &[data-tone='success'] {
    color: ${theme.colors.success};
  }
  &[data-tone='warning'] {
    color: ${theme.colors.warning};
  }
  &[data-tone='error'] {
    color: ${theme.colors.danger};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }

  > svg {
    flex: none;
    margin-block-start: 2px;
  }
  > button {
    flex: none;
    margin-block: -4px;
    margin-inline-start: auto;
    color: ${theme.colors.textMuted};
  }
`;

export const Content = styled(AriaToastContent)`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-inline-size: 0;
  color: ${theme.colors.text};
  overflow-wrap: anywhere;

  [slot='title'] {
    font-weight: ${theme.fontWeight.semibold};
  }
  [slot='description'] {
    font-size: ${theme.fontSize.sm};
    color: ${theme.colors.textMuted};
  }
`;
