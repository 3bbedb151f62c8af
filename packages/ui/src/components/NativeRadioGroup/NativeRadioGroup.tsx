import { useId } from 'react';
import { styled } from 'styled-components';
import { radioChoiceLook, radioDotLook, radioGroupBox, radioOptionLook, radioOptionsLook } from '../RadioGroup/radioLook';
import { fieldDescriptionLook, fieldErrorLook, fieldLabelLook } from '../TextField/fieldLook';
import type { RefProps, StyleProps } from '../styleProps';

const Group = styled.div`
  ${radioGroupBox}
`;
const Label = styled.span`
  ${fieldLabelLook}
`;
const Options = styled.div`
  ${radioOptionsLook}
`;
const Option = styled.div`
  ${radioOptionLook}
`;
const Choice = styled.label`
  ${radioChoiceLook}
  position: relative;
`;
/**
 * The browser's radio, drawn as nothing (no appearance, no focus ring: the dot draws both) and laid exactly over
 * the dot (18 px, 2 px down, at the line's start): it takes the clicks and the keyboard, and a screen magnifier or a
 * touch screen reader finds it where the dot is. Not `opacity: 0`, which tests and tools read as invisible.
 */
const Input = styled.input`
  appearance: none;
  position: absolute;
  inset-block-start: 2px;
  inset-inline-start: 0;
  inline-size: 18px;
  block-size: 18px;
  margin: 0;
  outline: none;
  cursor: inherit;
`;
const Dot = styled.span`
  ${radioDotLook}
`;
const Description = styled.span`
  ${fieldDescriptionLook}
`;
const ErrorText = styled.span`
  ${fieldErrorLook}
`;

export interface NativeRadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface NativeRadioGroupProps extends StyleProps, RefProps<HTMLDivElement> {
  label: string;
  options: readonly NativeRadioOption[];
  description?: string;
  /** The chosen option's value, for a controlled group; `null` when none is chosen yet. */
  value?: string | null;
  /** The option chosen at first, for an uncontrolled group. */
  defaultValue?: string;
  /** Called with the chosen option's value, as RadioGroup's. */
  onChange?: (value: string) => void;
  /** The radios' `name`, under which a form sends the choice; a generated one unless given. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** A message from the server or the form; shown under the group, marks it invalid and is announced with it. */
  errorMessage?: string;
  /** Vertical by default; `horizontal` for a row that wraps. */
  orientation?: 'vertical' | 'horizontal';
}

/**
 * RadioGroup's look on the browser's own `<input type="radio">`s, without react-aria: for the pages that must load
 * light (the public booking page) and forms that must work before any script runs. The browser gives the group one
 * tab stop and moves the choice with the arrow keys; the group is a `radiogroup` named by its label, as RadioGroup's.
 * It does not join the kit's `Form` validation: show the server's messages through `errorMessage`. Anywhere else,
 * use RadioGroup. `className`, `style` and `ref` are the group's.
 */
export function NativeRadioGroup({
  label,
  options,
  description,
  value,
  defaultValue,
  onChange,
  name,
  required,
  disabled,
  errorMessage,
  orientation,
  className,
  style,
  ref,
}: NativeRadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  return (
    <Group
      ref={ref}
      className={className}
      style={style}
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={errorMessage ? true : undefined}
      aria-required={required || undefined}
      aria-disabled={disabled || undefined}
      aria-orientation={orientation}
    >
      <Label id={labelId}>{label}</Label>
      <Options>
        {options.map((option) => {
          const optionDisabled = disabled || option.disabled;
          return (
            <Option key={option.value}>
              <Choice data-invalid={errorMessage ? true : undefined} data-disabled={optionDisabled || undefined}>
                <Input
                  type="radio"
                  name={name ?? id}
                  value={option.value}
                  required={required}
                  disabled={optionDisabled}
                  {...(value === undefined ? { defaultChecked: option.value === defaultValue } : { checked: option.value === value })}
                  onChange={() => onChange?.(option.value)}
                />
                <Dot aria-hidden="true" />
                {option.label}
              </Choice>
            </Option>
          );
        })}
      </Options>
      {description && <Description id={descriptionId}>{description}</Description>}
      {errorMessage && <ErrorText id={errorId}>{errorMessage}</ErrorText>}
    </Group>
  );
}
