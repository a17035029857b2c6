import {
  type ColumnDef,
  type OnChangeFn,
  type PaginationState,
  type Table,
  type VisibilityState,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';

/**
 * A table whose rows are one page the server answered (TanStack Table in manual paging): the
 * page shown and its size are the caller's state, the total is the server's count, and rows keep
 * the server's order (no sorting here). Column choice when the caller keeps `columnVisibility`.
 */
export function useServerPagedTable<Row>(options: {
  rows: Row[];
  total: number;
  columns: ColumnDef<Row>[];
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
  rowId: (row: Row) => string;
  columnVisibility?: VisibilityState;
  onColumnVisibilityChange?: OnChangeFn<VisibilityState>;
}): Table<Row> {
  const { columnVisibility, onColumnVisibilityChange } = options;
  // The console is not compiled by React Compiler, so nothing memoizes the table's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: options.rows,
    columns: options.columns,
    state:
      columnVisibility === undefined
        ? { pagination: options.pagination }
        : { pagination: options.pagination, columnVisibility },
    onPaginationChange: options.onPaginationChange,
    ...(onColumnVisibilityChange === undefined ? {} : { onColumnVisibilityChange }),
    manualPagination: true,
    rowCount: options.total,
    enableSorting: false,
    getCoreRowModel: getCoreRowModel(),
    getRowId: options.rowId,
  });
}
