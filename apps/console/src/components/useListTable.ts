import { type ColumnDef, type Table, getCoreRowModel, useReactTable } from '@tanstack/react-table';

/** A table of a short list the server answered whole: rows in the server's order, each keyed by its id. */
export function useListTable<Row extends { readonly id: number }>(
  rows: Row[],
  columns: ColumnDef<Row>[],
): Table<Row> {
  // The console is not compiled by React Compiler, so nothing memoizes the table's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
  });
}
