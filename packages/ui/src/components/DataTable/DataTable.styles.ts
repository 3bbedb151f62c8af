import {
  Button as AriaButton,
  Cell as AriaCell,
  Checkbox as AriaCheckbox,
  Column as AriaColumn,
  GridList,
  GridListItem,
  ListBox,
  ListBoxItem,
  Popover,
  Row as AriaRow,
  Select,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  Toolbar,
  Label,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

// react-aria's collection components are generic; styled() drops the generics, so they are cast back.

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
`;

export const Scroll = styled.div`
  overflow-x: auto;
  min-inline-size: 0;
`;

export const Table = styled(AriaTable)`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${theme.fontSize.md};
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const TableHeader = styled(AriaTableHeader)`
  background: ${theme.colors.surfaceMuted};
` as unknown as typeof AriaTableHeader;

export const Column = styled(AriaColumn)`
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  border-block-end: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.semibold};
  letter-spacing: 0.03em;
  text-align: start;
  text-transform: uppercase;
  white-space: nowrap;
  outline: none;

  &[data-align='end'] {
    text-align: end;
  }
  &[data-align='center'] {
    text-align: center;
  }
  &[data-selection] {
    inline-size: 44px;
  }
  &[data-allows-sorting] {
    cursor: pointer;
  }
  &[data-hovered][data-allows-sorting] {
    color: ${theme.colors.text};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const ColumnContent = styled.span`
  display: inline-flex;
  vertical-align: middle;
  align-items: center;
  gap: ${theme.space[1]};

  [data-align='end'] > & {
    flex-direction: row-reverse;
  }
`;

export const SortIcon = styled.svg`
  flex-shrink: 0;
  inline-size: 14px;
  block-size: 14px;
  opacity: 0.35;

  &[data-direction] {
    opacity: 1;
    color: ${theme.colors.primary};
  }
  &[data-direction='descending'] {
    transform: rotate(180deg);
  }
`;

export const TableBody = styled(AriaTableBody)`
  &[data-empty] td {
    border: none;
  }
` as unknown as typeof AriaTableBody;

export const Row = styled(AriaRow)`
  outline: none;

  &[data-hovered] {
    background: color-mix(in srgb, ${theme.colors.surfaceMuted} 60%, transparent);
  }
  &[data-selected] {
    background: ${theme.colors.primarylight};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[data-action] {
    cursor: pointer;
  }
  &:last-child > td {
    border-block-end: none;
  }
` as unknown as typeof AriaRow;

export const Cell = styled(AriaCell)`
  padding-block: ${theme.space[3]};
  padding-inline: ${theme.space[3]};
  border-block-end: 1px solid ${theme.colors.border};
  vertical-align: middle;
  outline: none;

  &[data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  &[data-align='center'] {
    text-align: center;
  }
  &[data-nowrap] {
    white-space: nowrap;
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const Checkbox = styled(AriaCheckbox)`
  display: inline-grid;
  place-items: center;
  cursor: pointer;
  vertical-align: middle;

  & > span {
    display: grid;
    place-items: center;
    inline-size: 18px;
    block-size: 18px;
    border: 2px solid ${theme.colors.secondary};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.onPrimary};
  }
  &[data-selected] > span,
  &[data-indeterminate] > span {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
  }
  &[data-focus-visible] > span {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  svg {
    inline-size: 12px;
    block-size: 12px;
  }
`;

export const Skeleton = styled.span`
  display: block;
  block-size: 12px;
  inline-size: 70%;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceMuted};

  [data-align='end'] > & {
    margin-inline-start: auto;
    inline-size: 50%;
  }
`;

export const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  padding-block: ${theme.space[6]};
  padding-inline: ${theme.space[4]};
  text-align: center;
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-weight: ${theme.fontWeight.semibold};
`;

export const BulkBar = styled(Toolbar)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  border-block-end: 1px solid ${theme.colors.border};
  background: ${theme.colors.primarylight};
  border-start-start-radius: ${theme.radii.lg};
  border-start-end-radius: ${theme.radii.lg};
`;

export const BulkCount = styled.span`
  margin-inline-end: auto;
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeight.semibold};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  border-block-start: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSize.sm};
`;

export const FooterGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;

export const Muted = styled.span`
  color: ${theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
`;

export const PagerButton = styled(AriaButton)`
  display: grid;
  place-items: center;
  inline-size: 32px;
  block-size: 32px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;

  &[data-hovered] {
    border-color: ${theme.colors.primary};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 1px;
  }
  &[data-disabled] {
    opacity: 0.4;
    cursor: not-allowed;
  }
  svg {
    inline-size: 16px;
    block-size: 16px;
  }
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
`;

export const SizeSelect = styled(Select)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
` as unknown as typeof Select;

export const SizeLabel = styled(Label)`
  color: ${theme.colors.textMuted};
`;

export const SelectButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-block-size: 32px;
  padding-inline: ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;

  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 1px;
  }
  svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;

export const SelectPopover = styled(Popover)`
  min-inline-size: var(--trigger-width);
  padding: ${theme.space[1]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.md};
`;

export const SelectList = styled(ListBox)`
  outline: none;
` as unknown as typeof ListBox;

export const SelectOption = styled(ListBoxItem)`
  padding-block: ${theme.space[1]};
  padding-inline: ${theme.space[3]};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${theme.colors.surfaceMuted};
  }
  &[data-selected] {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeight.semibold};
  }
` as unknown as typeof ListBoxItem;

export const CardsToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border-block-end: 1px solid ${theme.colors.border};
`;

export const CardList = styled(GridList)`
  display: flex;
  flex-direction: column;
  outline: none;
` as unknown as typeof GridList;

export const CardItem = styled(GridListItem)`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border-block-end: 1px solid ${theme.colors.border};
  outline: none;

  &:last-child {
    border-block-end: none;
  }
  &[data-selected] {
    background: ${theme.colors.primarylight};
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: -2px;
  }
` as unknown as typeof GridListItem;

export const CardFields = styled.dl`
  display: grid;
  grid-template-columns: minmax(90px, max-content) 1fr;
  gap: ${theme.space[1]} ${theme.space[3]};
  flex: 1;
  min-inline-size: 0;
  margin: 0;

  dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSize.xs};
    font-weight: ${theme.fontWeight.semibold};
    line-height: 20px;
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  dt[data-primary],
  dt[data-primary] + dd {
    font-size: ${theme.fontSize.md};
  }
  dt[data-primary] + dd {
    font-weight: ${theme.fontWeight.semibold};
  }
`;
