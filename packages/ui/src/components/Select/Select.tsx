import type { Key, SelectProps as AriaSelectProps } from 'react-aria-components';
import { ListBox } from 'react-aria-components';
import { ChevronDownGlyph } from '../IconButton/glyphs';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/TextField.styles';
import { ListPopover, OptionDescription, OptionItem, StyledSelect, Trigger, Value } from './Select.styles';
import type { RefProps } from '../styleProps';

/** One choice of a Select or ComboBox. */
export interface SelectOption {
  id: Key;
  label: string;
  /** A second, smaller line under the label. */
  description?: string;
  isDisabled?: boolean;
}

export interface SelectProps<T extends SelectOption = SelectOption>
  extends Omit<AriaSelectProps<T, 'single'>, 'children' | 'items' | 'selectionMode' | 'placeholder'>, RefProps<HTMLDivElement> {
  label: string;
  options: readonly T[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  description?: string;
  /** A message from the server or the form; shown under the field and marks it invalid. */
  errorMessage?: string;
  /** Shown in place of the placeholder when there are no options (the list cannot open then). */
  emptyText?: string;
}

/** Pick one option from a short list (use ComboBox when people need to search). Value is the option's `id`. */
export function Select<T extends SelectOption = SelectOption>({
  label,
  options,
  placeholder = 'Selecione',
  description,
  errorMessage,
  emptyText = 'Nenhuma opção disponível',
  ...props
}: SelectProps<T>) {
  return (
    <StyledSelect
      {...props}
      placeholder={options.length === 0 ? emptyText : placeholder}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
    >
      <FieldLabel>{label}</FieldLabel>
      <Trigger>
        {/* The chosen option's label only (not its description line). */}
        <Value>{({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}</Value>
        <ChevronDownGlyph />
      </Trigger>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <ListPopover>
        <ListBox>
          {options.map((option) => (
            <OptionItem key={option.id} id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
              <span>{option.label}</span>
              {option.description && <OptionDescription>{option.description}</OptionDescription>}
            </OptionItem>
          ))}
        </ListBox>
      </ListPopover>
    </StyledSelect>
  );
}
