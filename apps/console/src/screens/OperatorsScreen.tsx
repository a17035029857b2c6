import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { OPS_ADMIN_PATHS, opsOperatorsValue } from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import {
  type ColumnDef,
  type SortingState,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { DataTable } from '../components/DataTable.tsx';
import { CreateOperatorDialog } from '../operators/CreateOperatorDialog.tsx';
import { DisableOperatorDialog } from '../operators/DisableOperatorDialog.tsx';
import { RolesDialog } from '../operators/RolesDialog.tsx';
import { formatDateTime } from '../i18n/format.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { QueryState } from './QueryState.tsx';

export type OperatorRow = z.output<typeof opsOperatorsValue>['content'][number];
type Dialog = { kind: 'create' } | { kind: 'roles' | 'disable'; operator: OperatorRow } | null;

/** Operators of this merchant; admins (operators.manage) create them, change roles and disable them. */
export function OperatorsScreen() {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const me = useMe();
  const canRead = me.permissions.includes('operators.read');
  const canManage = me.permissions.includes('operators.manage');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'username', desc: false }]);
  const operators = useQuery({
    queryKey: ['operators'],
    queryFn: () => api.call('GET', OPS_ADMIN_PATHS.operators, opsOperatorsValue),
    enabled: canRead,
  });

  const columns = useMemo<ColumnDef<OperatorRow>[]>(
    () => [
      {
        id: 'username',
        accessorKey: 'username',
        header: t('operators.col.username'),
        cell: (info) => <span className="ltr-text">{info.row.original.username}</span>,
      },
      {
        id: 'roles',
        header: t('operators.col.roles'),
        enableSorting: false,
        cell: (info) => (
          <Group gap={4}>
            {info.row.original.roles.map((role) => (
              <Badge key={role} variant="light" size="sm">
                {t(`role.${role}`)}
              </Badge>
            ))}
          </Group>
        ),
      },
      {
        id: 'secondFactor',
        accessorKey: 'secondFactor',
        header: t('operators.col.secondFactor'),
        cell: (info) => (info.row.original.secondFactor ? t('operators.yes') : t('operators.no')),
      },
      {
        id: 'status',
        accessorKey: 'disabled',
        header: t('operators.col.status'),
        cell: (info) =>
          info.row.original.disabled ? (
            <Badge color="gray">{t('operators.disabled')}</Badge>
          ) : (
            <Badge color="green">{t('operators.active')}</Badge>
          ),
      },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        header: t('operators.col.createdAt'),
        cell: (info) => formatDateTime(info.row.original.createdAt, i18n.language),
      },
      ...(canManage
        ? [
            {
              id: 'actions',
              header: t('operators.col.actions'),
              enableSorting: false,
              cell: (info) => {
                const operator = info.row.original;
                if (operator.disabled) return null;
                return (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={`${t('operators.changeRoles')}: ${operator.username}`}
                      onClick={() => setDialog({ kind: 'roles', operator })}
                    >
                      {t('operators.changeRoles')}
                    </Button>
                    {operator.id !== me.id && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        aria-label={`${t('operators.disable')}: ${operator.username}`}
                        onClick={() => setDialog({ kind: 'disable', operator })}
                      >
                        {t('operators.disable')}
                      </Button>
                    )}
                  </Group>
                );
              },
            } satisfies ColumnDef<OperatorRow>,
          ]
        : []),
    ],
    [t, i18n.language, canManage, me.id],
  );

  // The console is not compiled by React Compiler, so nothing memoizes the table's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: operators.data?.content ?? [],
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => String(row.id),
  });

  if (!canRead) return <NotFoundScreen />;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('operators.title')}</Title>
        {canManage && <Button onClick={() => setDialog({ kind: 'create' })}>{t('operators.create')}</Button>}
      </Group>
      <QueryState query={operators}>
        {() => <DataTable table={table} caption={t('operators.title')} empty={t('operators.empty')} />}
      </QueryState>
      {dialog?.kind === 'create' && <CreateOperatorDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'roles' && <RolesDialog operator={dialog.operator} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'disable' && (
        <DisableOperatorDialog operator={dialog.operator} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
