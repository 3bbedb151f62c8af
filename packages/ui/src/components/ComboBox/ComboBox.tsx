import { ListBox, useAsyncList, type ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import { ChevronDownGlyph } from '../IconButton/glyphs';
import { FieldGroup, GroupButton, GroupInput } from '../NumberField/NumberField.styles';
import type { SelectOption } from '../Select';
import { ListMessage, ListPopover, OptionDescription, OptionItem } from '../Select/Select.styles';
import { Spinner } from '../Spinner';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/TextField.styles';
import { Status, StyledComboBox } from './ComboBox.styles';
import type { RefProps } from '../styleProps';

/** Fetches the options matching `search`; abort when `signal` fires (the user typed again). */
export type LoadOptions<T extends SelectOption> = (search: string, signal: AbortSignal) => Promise<readonly T[]>;

export interface ComboBoxProps<T extends SelectOption = SelectOption>
  extends
    Omit<AriaComboBoxProps<T, 'single'>, 'children' | 'items' | 'defaultItems' | 'selectionMode' | 'placeholder'>,
    RefProps<HTMLDivElement> {
  label: string;
  /** A fixed list, filtered as the user types. */
  options?: readonly T[];
  /** Or: options fetched for what the user typed (server-side search); the list shows a loading state. */
  loadOptions?: LoadOptions<T>;
  placeholder?: string;
  description?: string;
  /** A message from the server or the form; shown under the field and marks it invalid. */
  errorMessage?: string;
  /** Texts of the open list when it has nothing to show. */
  emptyText?: string;
  loadingText?: string;
  loadErrorText?: string;
  /** Name of the button that opens the list; react-aria's localised one when not given. */
  openLabel?: string;
}

function renderOption(option: SelectOption) {
  return (
    <OptionItem id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
      <span>{option.label}</span>
      {option.description && <OptionDescription>{option.description}</OptionDescription>}
    </OptionItem>
  );
}

/**
 * A searchable single choice. Give it `options` to filter locally, or `loadOptions(search, signal)` to search
 * on the server: each keystroke cancels the previous request, and a ring shows while one is running.
 */
export function ComboBox<T extends SelectOption = SelectOption>({
  label,
  options = [],
  loadOptions,
  placeholder,
  description,
  errorMessage,
  emptyText = 'Nenhum resultado encontrado',
  loadingText = 'Carregando…',
  loadErrorText = 'Não foi possível carregar as opções',
  openLabel,
  onInputChange,
  ...props
}: ComboBoxProps<T>) {
  const list = useAsyncList<T>({
    initialFilterText: props.defaultInputValue ?? '',
    async load({ signal, filterText }) {
      if (!loadOptions) return { items: [] };
      return { items: await loadOptions(filterText ?? '', signal) };
    },
  });
  const isLoading = Boolean(loadOptions) && list.isLoading;
  const source = loadOptions
    ? {
        items: list.items,
        inputValue: list.filterText,
        onInputChange: (text: string) => {
          list.setFilterText(text);
          onInputChange?.(text);
        },
      }
    : { defaultItems: options, onInputChange };

  return (
    <StyledComboBox {...props} {...source} allowsEmptyCollection isInvalid={Boolean(errorMessage) || props.isInvalid}>
      <FieldLabel>{label}</FieldLabel>
      <FieldGroup>
        <GroupInput placeholder={placeholder} />
        {isLoading && (
          <Status>
            <Spinner size="sm" label={loadingText} />
          </Status>
        )}
        <GroupButton aria-label={openLabel}>
          <ChevronDownGlyph />
        </GroupButton>
      </FieldGroup>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <ListPopover>
        <ListBox<T>
          renderEmptyState={() => (
            <ListMessage>{isLoading ? loadingText : loadOptions && list.error ? loadErrorText : emptyText}</ListMessage>
          )}
        >
          {renderOption}
        </ListBox>
      </ListPopover>
    </StyledComboBox>
  );
}
