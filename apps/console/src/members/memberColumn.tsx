import { Anchor } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { memberPath } from './paths.ts';

/** A queue's member column: the username, a link to the member's page (names stay left to right). */
export function memberColumn<Row extends { memberId: number; username: string }>(
  header: string,
): ColumnDef<Row> {
  return {
    id: 'member',
    header,
    cell: (i) => (
      <Anchor component={Link} to={memberPath(i.row.original.memberId)} className="ltr-text">
        {i.row.original.username}
      </Anchor>
    ),
  };
}
