import { Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';
import { theme } from '../../theme/theme';
import { shortScreen } from '../Modal/Modal.styles';

/** The backdrop; the panel sits against its inline-end edge (the right in ltr, the left in rtl). */
export const PanelOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  justify-content: flex-end;
  background: ${theme.colors.overlay};
`;

export const Panel = styled(AriaModal)`
  display: flex;
  flex-direction: column;
  inline-size: min(480px, 100%);
  block-size: 100dvh;
  border-start-start-radius: ${theme.radii.lg};
  border-end-start-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};
  outline: none;

  &[data-size='sm'] {
    inline-size: min(360px, 100%);
  }
  &[data-size='lg'] {
    inline-size: min(720px, 100%);
  }

  ${media.down('sm')} {
    &,
    &[data-size] {
      inline-size: 100%;
      border-radius: 0;
    }
  }
  /* On a short screen the whole panel scrolls, its header and footer with the body (see Modal's shortScreen). */
  ${shortScreen} {
    overflow-y: auto;
  }
`;
