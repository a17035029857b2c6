import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A short list laid out by hand (rows are `children`, each a Table.Tr): striped, named by a hidden
 * caption, and scrolling sideways inside its box below `minWidth` instead of squeezing its columns.
 * For sortable or column-chosen lists use DataTable.
 */
export function PlainTable({
  caption,
  headers,
  minWidth,
  bordered = false,
  children,
}: {
  caption: string;
  /** Column headings in order; '' heads a column without a title (a row's actions). */
  headers: readonly string[];
  minWidth: number;
  bordered?: boolean;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing="xs" withTableBorder={bordered}>
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header, index) => (
              <Table.Th key={index}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
