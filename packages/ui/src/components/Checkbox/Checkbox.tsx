import type { ReactNode } from 'react';
import type { CheckboxFieldProps } from 'react-aria-components';
import { CheckGlyph, MinusGlyph } from '../IconButton/glyphs';
import { FieldDescription, FieldErrorText } from '../TextField/TextField.styles';
import { Box, StyledCheckboxButton, StyledCheckboxField } from './Checkbox.styles';
import type { RefProps } from '../styleProps';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'>, RefProps<HTMLDivElement> {
  /** The visible label. Without one, give the checkbox an `aria-label`. */
  children?: ReactNode;
  description?: string;
  /** A message from the server or the form; shown under the checkbox and marks it invalid. */
  errorMessage?: string;
}

/** A checkbox with its label, optional description and error; `isIndeterminate` for "some selected". */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <StyledCheckboxField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid}>
      <StyledCheckboxButton>
        {({ isSelected, isIndeterminate }) => (
          <>
            <Box>{isIndeterminate ? <MinusGlyph size={12} /> : isSelected ? <CheckGlyph size={12} /> : null}</Box>
            {children}
          </>
        )}
      </StyledCheckboxButton>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledCheckboxField>
  );
}
