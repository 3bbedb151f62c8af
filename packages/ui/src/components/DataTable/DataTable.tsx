import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RefProps, StyleProps } from '../styleProps';
import { Collection, SelectValue, VisuallyHidden, type Key, type Selection, type SortDescriptor } from 'react-aria-components';
import { formatNumber } from '../../format/number';
import { useUiCurrency, useUiLocale } from '../../provider/useUiLocale';
import { breakpoints } from '../../theme/breakpoints';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import {
  BulkBar,
  BulkCount,
  CardFields,
  CardItem,
  CardList,
  CardsToolbar,
  Cell,
  Checkbox,
  Column,
  ColumnContent,
  ErrorText,
  Footer,
  FooterGroup,
  Muted,
  Pager,
  PagerButton,
  Root,
  Row,
  Scroll,
  SelectButton,
  SelectList,
  SelectOption,
  SelectPopover,
  SizeLabel,
  SizeSelect,
  Skeleton,
  SortIcon,
  StateBox,
  Table,
  TableBody,
  TableHeader,
} from './DataTable.styles';
import { formatCell, NUMERIC_FORMATS, type ColumnFormat } from './formatCell';
import { useMediaQuery } from './useMediaQuery';

/** Page sizes of the product spec; the first is the default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

export type DataTableSortDirection = 'asc' | 'desc';
export interface DataTableSort {
  /** A column id. */
  column: string;
  direction: DataTableSortDirection;
}

/** Everything the server needs to fetch a page; `onChange` hands back the next one. */
export interface DataTableState {
  page: number;
  perPage: number;
  sort: DataTableSort | null;
}

export interface DataTableColumn<T> {
  /** Unique id; also the sort key sent to the server. */
  id: string;
  header: string;
  /** Where the raw value comes from: a field of the row or a function; `row[id]` by default. */
  accessor?: keyof T | ((row: T) => unknown);
  /** How the raw value is written (kit formatters); plain text by default. */
  format?: ColumnFormat;
  /** Custom content (chips, avatars, links); wins over `format`. */
  cell?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Numeric formats align to the end by default. */
  align?: 'start' | 'center' | 'end';
  /** The column that names the row (read by screen readers with each cell); the first column by default. */
  isRowHeader?: boolean;
  /** Left out of the card list below md. */
  hideInCards?: boolean;
}

export interface DataTableBulkAction {
  id: string;
  label: string;
  variant?: 'primary' | 'secondary' | 'danger';
  /** Receives the ids of the selected rows of the current page. */
  onAction: (ids: Key[]) => void;
}

/** Every text the table shows; Portuguese defaults, each overridable through `texts`. */
export interface DataTableTexts {
  loading: string;
  errorTitle: string;
  retry: string;
  emptyTitle?: string;
  emptyDescription?: string;
  pageSize: string;
  range: (from: string, to: string, total: string) => string;
  pageOf: (page: string, pages: string) => string;
  firstPage: string;
  previousPage: string;
  nextPage: string;
  lastPage: string;
  pagination: string;
  selected: (count: number, formatted: string) => string;
  clearSelection: string;
  bulkActions: string;
  sortBy: string;
  noSort: string;
  ascending: string;
  descending: string;
}

export const DATA_TABLE_TEXTS: DataTableTexts = {
  loading: 'Carregando…',
  errorTitle: 'Não foi possível carregar os dados.',
  retry: 'Tentar novamente',
  pageSize: 'Itens por página',
  range: (from, to, total) => `${from}–${to} de ${total}`,
  pageOf: (page, pages) => `Página ${page} de ${pages}`,
  firstPage: 'Primeira página',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  lastPage: 'Última página',
  pagination: 'Paginação',
  selected: (count, formatted) => (count === 1 ? '1 selecionado' : `${formatted} selecionados`),
  clearSelection: 'Limpar seleção',
  bulkActions: 'Ações em massa',
  sortBy: 'Ordenar por',
  noSort: 'Sem ordenação',
  ascending: 'crescente',
  descending: 'decrescente',
};

export interface DataTableProps<T extends object> extends StyleProps, RefProps<HTMLDivElement> {
  /** The table's accessible name, e.g. "Clientes". */
  'aria-label': string;
  columns: DataTableColumn<T>[];
  /** The rows of the current page, as the server sent them. */
  rows: T[];
  /** Row id; `row.id` by default. */
  getRowId?: (row: T) => Key;
  /** Server-side pagination and sorting: controlled. */
  total: number;
  page: number;
  perPage: number;
  sort?: DataTableSort | null;
  onChange: (next: DataTableState) => void;
  pageSizes?: readonly number[];
  /** `multiple` shows checkboxes; on by default when there are bulk actions. */
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  bulkActions?: DataTableBulkAction[];
  /** Opens a row (Enter or click). */
  onRowAction?: (id: Key) => void;
  isLoading?: boolean;
  /** `true` or a message: replaces the rows with an error and a retry button. */
  error?: boolean | string;
  onRetry?: () => void;
  /** A custom empty state; the kit's EmptyState otherwise. */
  emptyState?: ReactNode;
  /** `auto` switches to a card list below md; `table` and `cards` force one. */
  layout?: 'auto' | 'table' | 'cards';
  /** The reference for `relative` columns. */
  now?: Date;
  texts?: Partial<DataTableTexts>;
}

const defaultRowId = (row: object, index: number): Key => {
  const id = (row as Record<string, unknown>).id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
};

const icons = {
  sort: (
    <path
      d="M8 3.5v9m0-9L4.5 7M8 3.5 11.5 7"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  first: <path d="M11 4 7 8l4 4M5 4v8" />,
  previous: <path d="m10 4-4 4 4 4" />,
  next: <path d="m6 4 4 4-4 4" />,
  last: <path d="m5 4 4 4-4 4M11 4v8" />,
  chevronDown: <path d="m4 6 4 4 4-4" />,
  check: <path d="m3.5 8.5 3 3 6-7" />,
  dash: <path d="M4 8h8" />,
};

const Icon = ({ children }: { children: ReactNode }) => (
  <svg
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {children}
  </svg>
);

function SelectionCheckbox() {
  return (
    <Checkbox slot="selection">
      {({ isSelected, isIndeterminate }) => (
        <span>{isIndeterminate ? <Icon>{icons.dash}</Icon> : isSelected ? <Icon>{icons.check}</Icon> : null}</span>
      )}
    </Checkbox>
  );
}

/**
 * A server-driven table: typed columns formatted by the kit, sorting, row selection with bulk actions,
 * pagination (10/25/50/100), and loading, empty and error states. Below md it becomes a card list.
 */
export function DataTable<T extends object>({
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowId,
  total,
  page,
  perPage,
  sort = null,
  onChange,
  pageSizes = PAGE_SIZES,
  selectionMode: selectionModeProp,
  selectedKeys: selectedKeysProp,
  onSelectionChange,
  bulkActions = [],
  onRowAction,
  isLoading = false,
  error = false,
  onRetry,
  emptyState,
  layout = 'auto',
  now,
  texts: textsProp,
  className,
  ref,
  style,
}: DataTableProps<T>) {
  const locale = useUiLocale();
  const currency = useUiCurrency();
  const texts = { ...DATA_TABLE_TEXTS, ...textsProp };
  const narrow = useMediaQuery(`(max-width: ${breakpoints.md - 0.02}px)`);
  const asCards = layout === 'cards' || (layout === 'auto' && narrow);
  const reference = useMemo(() => now ?? new Date(), [now]);
  const selectionMode = selectionModeProp ?? (bulkActions.length > 0 ? 'multiple' : 'none');

  const [ownSelection, setOwnSelection] = useState<Selection>(new Set());
  const selection = selectedKeysProp ?? ownSelection;
  const setSelection = (keys: Selection) => {
    if (selectedKeysProp === undefined) setOwnSelection(keys);
    onSelectionChange?.(keys);
  };

  const ids = rows.map((row, index) => getRowId?.(row) ?? defaultRowId(row, index));
  const selectedIds = selection === 'all' ? ids : ids.filter((id) => selection.has(id));
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : Math.min((page - 1) * perPage + 1, total);
  const to = Math.min(page * perPage, total);
  const hasError = Boolean(error);
  const showRows = !isLoading && !hasError;
  const rowHeaderId = columns.find((c) => c.isRowHeader)?.id ?? columns[0]?.id;

  // The bulk bar leaves when the selection empties (cleared, or the screen's action done and its rows read again).
  // Focus it held would fall to the page and a keyboard user would start again from its top: it goes back to the
  // rows instead (the collection focuses the row it last had), once they are shown, in whichever layout (table or
  // cards) is drawn then. Focus taken elsewhere meanwhile (a dialog, a report) stays where it is.
  const bulkBarShown = selectedIds.length > 0 && bulkActions.length > 0 && showRows;
  const bulkBarRef = useRef<HTMLDivElement>(null);
  const focusInBulkBar = useRef(false);
  const collectionRef = useRef<HTMLTableElement & HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (bulkBarShown || !focusInBulkBar.current) return;
    const active = document.activeElement;
    if (active && active !== document.body) {
      focusInBulkBar.current = false;
      return;
    }
    if (!showRows || !collectionRef.current) return;
    focusInBulkBar.current = false;
    collectionRef.current.focus();
  }, [bulkBarShown, showRows, asCards]);

  const change = (next: Partial<DataTableState>) => {
    if (selectedKeysProp === undefined) setOwnSelection(new Set());
    onChange({ page, perPage, sort, ...next });
  };

  const rawValue = (row: T, column: DataTableColumn<T>): unknown => {
    const { accessor } = column;
    if (typeof accessor === 'function') return accessor(row);
    const key = (accessor ?? column.id) as keyof T;
    return row[key];
  };
  const renderValue = (row: T, column: DataTableColumn<T>): ReactNode =>
    column.cell ? column.cell(row) : formatCell(rawValue(row, column), column.format ?? 'text', locale, reference, currency);
  // Figures, dates and masked documents never break in the middle ("01310-" / "100").
  const keepsOnOneLine = (column: DataTableColumn<T>) =>
    !column.cell && column.format !== undefined && column.format !== 'text' && column.format !== 'payment';
  const alignOf = (column: DataTableColumn<T>) => column.align ?? (column.format && NUMERIC_FORMATS.has(column.format) ? 'end' : 'start');

  const stateBlock = (): ReactNode => {
    if (isLoading) return null;
    if (hasError) {
      return (
        <StateBox role="alert">
          <ErrorText>{typeof error === 'string' ? error : texts.errorTitle}</ErrorText>
          {onRetry && (
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {texts.retry}
            </Button>
          )}
        </StateBox>
      );
    }
    return emptyState ?? <EmptyState size="sm" title={texts.emptyTitle} description={texts.emptyDescription} />;
  };

  const skeletonCount = Math.min(perPage, 5);
  const skeletonKeys = Array.from({ length: skeletonCount }, (_, i) => `__skeleton-${i}`);

  const sortDescriptor: SortDescriptor | undefined = sort
    ? { column: sort.column, direction: sort.direction === 'asc' ? 'ascending' : 'descending' }
    : undefined;

  const table = (
    <Scroll aria-busy={isLoading || undefined}>
      <Table
        ref={collectionRef}
        aria-label={ariaLabel}
        selectionMode={showRows ? selectionMode : 'none'}
        selectedKeys={selection}
        onSelectionChange={setSelection}
        sortDescriptor={sortDescriptor}
        onSortChange={(d) =>
          change({ page: 1, sort: { column: String(d.column), direction: d.direction === 'descending' ? 'desc' : 'asc' } })
        }
        onRowAction={onRowAction}
      >
        <TableHeader>
          {selectionMode === 'multiple' && (
            <Column id="__selection" data-selection="">
              {showRows && rows.length > 0 ? <SelectionCheckbox /> : <VisuallyHidden>{texts.bulkActions}</VisuallyHidden>}
            </Column>
          )}
          <Collection items={columns}>
            {(column) => (
              <Column id={column.id} isRowHeader={column.id === rowHeaderId} allowsSorting={column.sortable} data-align={alignOf(column)}>
                {({ allowsSorting, sortDirection }) => (
                  <ColumnContent>
                    {column.header}
                    {allowsSorting && (
                      <SortIcon viewBox="0 0 16 16" aria-hidden="true" data-direction={sortDirection}>
                        {icons.sort}
                      </SortIcon>
                    )}
                  </ColumnContent>
                )}
              </Column>
            )}
          </Collection>
        </TableHeader>
        <TableBody renderEmptyState={stateBlock} dependencies={[columns, locale, currency, reference, selectionMode]}>
          {isLoading
            ? skeletonKeys.map((key) => (
                <Row key={key} id={key}>
                  {[
                    ...(selectionMode === 'multiple' ? [<Cell key="__selection" />] : []),
                    ...columns.map((column) => (
                      <Cell key={column.id} data-align={alignOf(column)}>
                        <Skeleton aria-hidden="true" />
                        {column.id === rowHeaderId && <VisuallyHidden>{texts.loading}</VisuallyHidden>}
                      </Cell>
                    )),
                  ]}
                </Row>
              ))
            : showRows &&
              rows.map((row, index) => {
                const id = ids[index] ?? index;
                return (
                  <Row key={id} id={id} data-action={onRowAction ? '' : undefined}>
                    {[
                      ...(selectionMode === 'multiple'
                        ? [
                            <Cell key="__selection">
                              <SelectionCheckbox />
                            </Cell>,
                          ]
                        : []),
                      ...columns.map((column) => (
                        <Cell key={column.id} data-align={alignOf(column)} data-nowrap={keepsOnOneLine(column) ? '' : undefined}>
                          {renderValue(row, column)}
                        </Cell>
                      )),
                    ]}
                  </Row>
                );
              })}
        </TableBody>
      </Table>
      {isLoading && <VisuallyHidden role="status">{texts.loading}</VisuallyHidden>}
    </Scroll>
  );

  const sortOptions = columns
    .filter((c) => c.sortable)
    .flatMap((c) => [
      { id: `${c.id}:asc`, label: `${c.header} (${texts.ascending})` },
      { id: `${c.id}:desc`, label: `${c.header} (${texts.descending})` },
    ]);

  const cards = (
    <>
      {sortOptions.length > 0 && (
        <CardsToolbar>
          <SizeSelect
            selectedKey={sort ? `${sort.column}:${sort.direction}` : '__none'}
            onSelectionChange={(key) => {
              const [column, direction] = String(key).split(':');
              change({
                page: 1,
                sort: column && column !== '__none' ? { column, direction: direction === 'desc' ? 'desc' : 'asc' } : null,
              });
            }}
          >
            <SizeLabel>{texts.sortBy}</SizeLabel>
            <SelectButton>
              <SelectValue />
              <Icon>{icons.chevronDown}</Icon>
            </SelectButton>
            <SelectPopover>
              <SelectList items={[{ id: '__none', label: texts.noSort }, ...sortOptions]}>
                {(option) => <SelectOption id={option.id}>{option.label}</SelectOption>}
              </SelectList>
            </SelectPopover>
          </SizeSelect>
        </CardsToolbar>
      )}
      {isLoading ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{texts.loading}</VisuallyHidden>
          {skeletonKeys.map((key) => (
            <StateBox key={key} aria-hidden="true" style={{ alignItems: 'stretch', paddingBlock: 16 }}>
              <Skeleton />
              <Skeleton style={{ inlineSize: '40%' }} />
            </StateBox>
          ))}
        </div>
      ) : (
        <CardList
          ref={collectionRef}
          aria-label={ariaLabel}
          items={showRows ? rows.map((row, index) => ({ row, id: ids[index] ?? index })) : []}
          selectionMode={selectionMode}
          selectedKeys={selection}
          onSelectionChange={setSelection}
          onAction={onRowAction}
          renderEmptyState={stateBlock}
          dependencies={[columns, locale, currency, reference]}
        >
          {({ row, id }) => {
            const headerColumn = columns.find((c) => c.id === rowHeaderId);
            const textValue = headerColumn
              ? formatCell(rawValue(row, headerColumn), headerColumn.format ?? 'text', locale, reference, currency)
              : String(id);
            return (
              <CardItem id={id} textValue={textValue}>
                {selectionMode === 'multiple' && <SelectionCheckbox />}
                <CardFields>
                  {columns
                    .filter((c) => !c.hideInCards)
                    .map((column) => (
                      <div key={column.id} style={{ display: 'contents' }}>
                        <dt data-primary={column.id === rowHeaderId ? '' : undefined}>{column.header}</dt>
                        <dd>{renderValue(row, column)}</dd>
                      </div>
                    ))}
                </CardFields>
              </CardItem>
            );
          }}
        </CardList>
      )}
    </>
  );

  const formattedPage = formatNumber(page, { locale });
  const formattedPages = formatNumber(pages, { locale });

  return (
    <Root
      data-layout={asCards ? 'cards' : 'table'}
      ref={ref}
      className={className}
      style={style}
      onFocus={(event) => (focusInBulkBar.current = Boolean(bulkBarRef.current?.contains(event.target)))}
    >
      {bulkBarShown && (
        <BulkBar ref={bulkBarRef} aria-label={texts.bulkActions}>
          <BulkCount>{texts.selected(selectedIds.length, formatNumber(selectedIds.length, { locale }))}</BulkCount>
          {bulkActions.map((action) => (
            <Button key={action.id} size="sm" variant={action.variant ?? 'secondary'} onPress={() => action.onAction(selectedIds)}>
              {action.label}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onPress={() => setSelection(new Set())}>
            {texts.clearSelection}
          </Button>
        </BulkBar>
      )}
      {asCards ? cards : table}
      <Footer role="group" aria-label={texts.pagination}>
        <FooterGroup>
          <SizeSelect selectedKey={perPage} onSelectionChange={(key) => change({ page: 1, perPage: Number(key) })} isDisabled={!showRows}>
            <SizeLabel>{texts.pageSize}</SizeLabel>
            <SelectButton>
              <SelectValue />
              <Icon>{icons.chevronDown}</Icon>
            </SelectButton>
            <SelectPopover>
              <SelectList items={pageSizes.map((size) => ({ id: size }))}>
                {(option) => <SelectOption id={option.id}>{formatNumber(option.id, { locale })}</SelectOption>}
              </SelectList>
            </SelectPopover>
          </SizeSelect>
          <Muted role="status">
            {texts.range(formatNumber(from, { locale }), formatNumber(to, { locale }), formatNumber(total, { locale }))}
          </Muted>
        </FooterGroup>
        <Pager>
          <PagerButton aria-label={texts.firstPage} isDisabled={page <= 1 || !showRows} onPress={() => change({ page: 1 })}>
            <Icon>{icons.first}</Icon>
          </PagerButton>
          <PagerButton aria-label={texts.previousPage} isDisabled={page <= 1 || !showRows} onPress={() => change({ page: page - 1 })}>
            <Icon>{icons.previous}</Icon>
          </PagerButton>
          <Muted>{texts.pageOf(formattedPage, formattedPages)}</Muted>
          <PagerButton aria-label={texts.nextPage} isDisabled={page >= pages || !showRows} onPress={() => change({ page: page + 1 })}>
            <Icon>{icons.next}</Icon>
          </PagerButton>
          <PagerButton aria-label={texts.lastPage} isDisabled={page >= pages || !showRows} onPress={() => change({ page: pages })}>
            <Icon>{icons.last}</Icon>
          </PagerButton>
        </Pager>
      </Footer>
    </Root>
  );
}
