import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';
import { theme } from '../../theme/theme';

/**
 * A short screen (a phone on its side, 400 % zoom: 320 × 200 px): a fixed header and footer would leave the body a
 * slit (32 px were seen), so below 480 px of height the whole box scrolls, header and footer with the body.
 */
export const shortScreen = '@media (max-height: 480px)';

/** The dimmed backdrop; centres its box, which fills the screen below sm. */
export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space[4]};
  background: ${theme.colors.overlay};

  ${media.down('sm')} {
    padding: 0;
  }
`;

/** 600 px wide by default (`data-size="md"`); full screen on phones. */
export const Box = styled(AriaModal)`
  display: flex;
  flex-direction: column;
  inline-size: min(600px, 100%);
  max-block-size: calc(100dvh - 32px);
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};
  outline: none;

  &[data-size='sm'] {
    inline-size: min(400px, 100%);
  }
  &[data-size='lg'] {
    inline-size: min(900px, 100%);
  }
  &[data-size='full'] {
    inline-size: 100%;
    block-size: calc(100dvh - 32px);
  }

  ${media.down('sm')} {
    &,
    &[data-size] {
      inline-size: 100%;
      block-size: 100dvh;
      max-block-size: none;
      border-radius: 0;
    }
  }
  ${shortScreen} {
    overflow-y: auto;
  }
`;

export const StyledDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-block-size: 0;
  ${shortScreen} {
    flex: none;
  }
  /* A wide child (a table, a long address) scrolls in the body instead of widening the dialog past the screen. */
  min-inline-size: 0;
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding-block: ${theme.space[4]};
  padding-inline: ${theme.space[5]};
  border-block-end: 1px solid ${theme.colors.border};

  > button {
    margin-inline-start: auto;
  }
`;

export const Title = styled(Heading)`
  margin: 0;
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow: auto;
  ${shortScreen} {
    flex: none;
    overflow: visible;
  }
  padding-block: ${theme.space[4]};
  padding-inline: ${theme.space[5]};

  &:focus-visible {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  padding-block: ${theme.space[3]};
  padding-inline: ${theme.space[5]};
  border-block-start: 1px solid ${theme.colors.border};
`;
