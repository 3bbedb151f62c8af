import { useState } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { useUiLocale } from '../../provider/useUiLocale';
import { Affix, FieldGroup, GroupInput } from '../NumberField/NumberField.styles';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/TextField.styles';
import { StyledMoneyField } from './MoneyField.styles';
import { formatMoneyInput, parseMoneyInput } from './money';
import type { RefProps } from '../styleProps';

const countDigits = (text: string) => text.replace(/\D/g, '').length;

export interface MoneyFieldProps
  extends
    Omit<AriaTextFieldProps, 'children' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'pattern'>,
    RefProps<HTMLDivElement> {
  label: string;
  description?: string;
  /** A message from the server or the form; shown under the field and marks it invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** The amount as a number (`1234.5`), `null` when empty. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  /** Shown before the amount; `R$` by default. */
  currencySymbol?: string;
  /** Accept a `-` anywhere to make the amount negative. */
  allowsNegative?: boolean;
}

/**
 * A money input with the Brazilian cash-register mask: typing `123450` shows `1.234,50` (separators of the
 * current locale) and the value is the number `1234.5`. Inside a form it submits that number under `name`.
 */
export function MoneyField({
  label,
  description,
  errorMessage,
  placeholder,
  value,
  defaultValue = null,
  onChange,
  currencySymbol = 'R$',
  allowsNegative = false,
  name,
  ...props
}: MoneyFieldProps) {
  const locale = useUiLocale();
  const [uncontrolled, setUncontrolled] = useState<number | null>(defaultValue);
  // A "-" typed before any digit is kept until the first digit arrives.
  const [pendingMinus, setPendingMinus] = useState(false);
  const current = value !== undefined ? value : uncontrolled;
  const negative = allowsNegative && (current ? current < 0 : pendingMinus);
  const display = `${negative ? '-' : ''}${formatMoneyInput(current === null ? null : Math.abs(current), locale)}`;

  return (
    <StyledMoneyField
      {...props}
      name={name}
      value={display}
      onChange={(text) => {
        const minus = allowsNegative && text.includes('-');
        const parsed = parseMoneyInput(text);
        // Backspacing at 0,00 clears the field instead of sticking at zero.
        const cleared = parsed === 0 && current === 0 && countDigits(text) < countDigits(display);
        const magnitude = cleared ? null : parsed;
        const next = magnitude !== null && minus && magnitude !== 0 ? -magnitude : magnitude;
        setPendingMinus(minus);
        setUncontrolled(next);
        onChange?.(next);
      }}
      inputMode="numeric"
      isInvalid={Boolean(errorMessage) || props.isInvalid}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          <FieldLabel>{label}</FieldLabel>
          <FieldGroup isInvalid={isInvalid} isDisabled={isDisabled}>
            {currencySymbol && <Affix aria-hidden="true">{currencySymbol}</Affix>}
            {/* The visible text is formatted; the form gets the number from the hidden input below. */}
            <GroupInput placeholder={placeholder} name="" />
          </FieldGroup>
          {name && <input type="hidden" name={name} value={current ?? ''} />}
          {description && <FieldDescription slot="description">{description}</FieldDescription>}
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </>
      )}
    </StyledMoneyField>
  );
}
