import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { buttonSurface } from '../Button/buttonSurface';
import { theme } from '../../theme/theme';

/** A square button around one glyph; variant, size and states as data attributes. */
export const StyledIconButton = styled(AriaButton)`
  ${buttonSurface}
  flex: none;
  inline-size: 36px;
  block-size: 36px;
  padding: 0;

  &[data-variant='ghost'] {
    background: transparent;
    color: ${theme.colors.text};
  }
  /* A pending ghost button (aria-disabled, still focusable and hovered) keeps its look, as buttonSurface's do. */
  &[data-variant='ghost'][data-hovered]:not([aria-disabled='true']) {
    background: ${theme.colors.surfaceMuted};
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

  /* Glyphs drawn for ltr (arrows, "back") mirror in rtl when asked to. */
  &[data-mirror-rtl] svg:dir(rtl) {
    transform: scaleX(-1);
  }
`;
