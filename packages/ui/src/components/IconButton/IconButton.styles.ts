import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';

/** A square button around one glyph; variant, size and states as data attributes. */
export const StyledIconButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 36px;
  block-size: 36px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  cursor: pointer;
  transition:
    background-color var(--rt-duration-fast),
    box-shadow var(--rt-duration-fast);

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.colors.danger};
    color: #ffffff;
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-variant='ghost'][data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    filter: none;
  }

  &[data-size='sm'] {
    inline-size: 28px;
    block-size: 28px;
  }
  &[data-size='lg'] {
    inline-size: 44px;
    block-size: 44px;
  }

  &[data-hovered] {
    filter: brightness(0.95);
  }
  &[data-pressed] {
    filter: brightness(0.88);
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[data-busy] {
    cursor: progress;
  }

  /* Glyphs drawn for ltr (arrows, "back") mirror in rtl when asked to. */
  &[data-mirror-rtl] svg:dir(rtl) {
    transform: scaleX(-1);
  }
`;
