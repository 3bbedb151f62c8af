export {
  DataTable,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  DATA_TABLE_TEXTS,
  type DataTableProps,
  type DataTableColumn,
  type DataTableState,
  type DataTableSort,
  type DataTableBulkAction,
  type DataTableTexts,
  type DataTableSortDirection,
} from './DataTable';
export type { ColumnFormat } from './formatCell';
