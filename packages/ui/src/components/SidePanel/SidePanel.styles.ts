import { Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';

/** The backdrop; the panel sits against its inline-end edge (the right in ltr, the left in rtl). */
export const PanelOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  justify-content: flex-end;
  background: ${({ theme }) => theme.colors.overlay};
`;

export const Panel = styled(AriaModal)`
  display: flex;
  flex-direction: column;
  inline-size: min(480px, 100%);
  block-size: 100dvh;
  border-start-start-radius: ${({ theme }) => theme.radii.lg};
  border-end-start-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
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
`;
