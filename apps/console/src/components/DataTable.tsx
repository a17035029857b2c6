import { Checkbox, Menu, Button, Table, Text, UnstyledButton } from '@mantine/core';
import { type RowData, type Table as TanTable, flexRender } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';

/**
 * A TanStack table drawn with Mantine's table: sortable headers are buttons that say their order
 * (aria-sort), and the table scrolls sideways inside its box on narrow screens.
 */
export function DataTable<Row>({
  table,
  caption,
  empty,
}: {
  table: TanTable<Row>;
  caption: string;
  empty: string;
}) {
  const rows = table.getRowModel().rows;
  // Below 880 px the table scrolls sideways instead of squeezing its columns.
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
                        {label}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}
                        </span>
                      </UnstyledButton>
                    ) : (
                      label
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={table.getVisibleLeafColumns().length}>
                <Text c="dimmed">{empty}</Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The column choice: a menu of checkboxes, one per column that may be hidden. */
export function ColumnChooser<Row>({ table }: { table: TanTable<Row> }) {
  const { t } = useTranslation();
  return (
    <Menu closeOnItemClick={false} position="bottom-end">
      <Menu.Target>
        <Button variant="default">{t('audit.columns')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {table
          .getAllLeafColumns()
          .filter((column) => column.getCanHide())
          .map((column) => (
            <Menu.Item key={column.id} component="div">
              <Checkbox
                label={String(column.columnDef.meta?.label ?? column.id)}
                checked={column.getIsVisible()}
                onChange={column.getToggleVisibilityHandler()}
              />
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name as text, for the column choice. */
    label?: string;
  }
}
