import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { buttonSurface, textButtonBox } from './buttonSurface';

/** Variants and sizes are `data-*` attributes, so styles stay static. */
export const StyledButton = styled(AriaButton)`
  ${buttonSurface}
  ${textButtonBox}
`;
