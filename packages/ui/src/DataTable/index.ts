export { DataTable, dataTableCellVariants } from './DataTable';
export type {
  DataTableColumn,
  DataTablePagination,
  DataTableProps,
  DataTableSort,
  DataTableSortValue,
} from './DataTable';
export { dataTableMessages } from './messages';
