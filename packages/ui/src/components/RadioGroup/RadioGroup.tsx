import { type RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/TextField.styles';
import { Dot, Options, StyledRadioButton, StyledRadioField, StyledRadioGroup } from './RadioGroup.styles';
import type { RefProps } from '../styleProps';

export interface RadioOption {
  value: string;
  label: string;
  /** A second, smaller line under the label. */
  description?: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, RefProps<HTMLDivElement> {
  label: string;
  options: readonly RadioOption[];
  description?: string;
  /** A message from the server or the form; shown under the group and marks it invalid. */
  errorMessage?: string;
}

/** One choice among a few visible options; vertical by default, `orientation="horizontal"` for a row. */
export function RadioGroup({ label, options, description, errorMessage, ...props }: RadioGroupProps) {
  return (
    <StyledRadioGroup {...props} isInvalid={Boolean(errorMessage) || props.isInvalid}>
      <FieldLabel>{label}</FieldLabel>
      <Options>
        {options.map((option) => (
          <StyledRadioField key={option.value} value={option.value} isDisabled={option.isDisabled}>
            <StyledRadioButton>
              <Dot aria-hidden="true" />
              {option.label}
            </StyledRadioButton>
            {option.description && <FieldDescription slot="description">{option.description}</FieldDescription>}
          </StyledRadioField>
        ))}
      </Options>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledRadioGroup>
  );
}
