import type { NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { MinusGlyph, PlusGlyph } from '../IconButton/glyphs';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/TextField.styles';
import { FieldGroup, GroupButton, GroupInput, StyledNumberField } from './NumberField.styles';
import type { RefProps } from '../styleProps';

/** The spec's input precision: up to four decimals. */
export const NUMBER_FIELD_PRECISION = 4;

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, RefProps<HTMLDivElement> {
  label: string;
  description?: string;
  /** A message from the server or the form; shown under the field and marks it invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** Hide the − / + buttons (arrow keys still step). */
  hideStepper?: boolean;
  /** Names of the stepper buttons; react-aria's localised "Diminuir"/"Aumentar" when not given. */
  decrementLabel?: string;
  incrementLabel?: string;
}

/**
 * A locale-aware number input (pt: `1.234,5678`): parses what the user types in the current locale, keeps up
 * to four decimals unless `formatOptions` says otherwise, steps with arrow keys and the optional buttons.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hideStepper = false,
  decrementLabel,
  incrementLabel,
  formatOptions,
  ...props
}: NumberFieldProps) {
  return (
    <StyledNumberField
      {...props}
      formatOptions={{ maximumFractionDigits: NUMBER_FIELD_PRECISION, ...formatOptions }}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldGroup>
        <GroupInput placeholder={placeholder} />
        {!hideStepper && (
          <>
            <GroupButton slot="decrement" aria-label={decrementLabel}>
              <MinusGlyph size={14} />
            </GroupButton>
            <GroupButton slot="increment" aria-label={incrementLabel}>
              <PlusGlyph size={14} />
            </GroupButton>
          </>
        )}
      </FieldGroup>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledNumberField>
  );
}
