import { Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ColumnDef, type PaginationState } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/DataTable.tsx';
import { QueryState } from '../screens/QueryState.tsx';
import { useServerPagedTable } from '../components/useServerPagedTable.ts';

export interface Page<Row> {
  readonly content: Row[];
  readonly total: number;
}

const PAGE_SIZES = ['20', '50', '100'];
/** Fewer rows than the smallest page need no paging controls. */
const PAGE_SIZE_MIN = 20;

/**
 * One server-paged list: asks the server for the page shown (TanStack Table in manual paging),
 * keeps the last page on screen while the next loads, and says how many rows there are.
 */
export function PagedTable<Row, P extends Page<Row>>({
  queryKey,
  load,
  columns,
  caption,
  empty,
  rowId,
  count,
  enabled = true,
}: {
  /** The list's cache key; the page number and size are added to it. */
  queryKey: readonly unknown[];
  load: (pageNo: number, pageSize: number) => Promise<P>;
  columns: ColumnDef<Row>[];
  caption: string;
  empty: string;
  rowId: (row: Row) => string;
  /** The line above the table saying how many there are; by default "N rows". */
  count?: (page: P) => ReactNode;
  enabled?: boolean;
}) {
  const { t } = useTranslation();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const rows = useQuery({
    queryKey: [...queryKey, pagination.pageIndex, pagination.pageSize],
    queryFn: () => load(pagination.pageIndex + 1, pagination.pageSize),
    placeholderData: keepPreviousData,
    enabled,
  });

  const table = useServerPagedTable({
    rows: rows.data?.content ?? [],
    total: rows.data?.total ?? 0,
    columns,
    pagination,
    onPaginationChange: setPagination,
    rowId,
  });

  return (
    <QueryState query={rows}>
      {(page) => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {count === undefined ? t('paging.total', { count: page.total }) : count(page)}
          </Text>
          <DataTable table={table} caption={caption} empty={empty} />
          {page.total > PAGE_SIZE_MIN && (
            <Group justify="space-between" align="flex-end">
              <Pagination
                total={Math.max(1, table.getPageCount())}
                value={pagination.pageIndex + 1}
                onChange={(pageNo) => table.setPageIndex(pageNo - 1)}
                getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
                getItemProps={(pageNo) => ({ 'aria-label': t('paging.page', { page: pageNo }) })}
                siblings={1}
                boundaries={1}
              />
              <Select
                w={110}
                label={t('paging.size')}
                data={PAGE_SIZES}
                value={String(pagination.pageSize)}
                onChange={(value) => table.setPageSize(Number(value ?? PAGE_SIZES[0]))}
                allowDeselect={false}
              />
            </Group>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
