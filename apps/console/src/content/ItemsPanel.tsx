import { Badge, Button, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import {
  BannerGroup,
  CONTENT_STATES,
  type ContentState,
  type ContentType,
  OPS_MESSAGING_PATHS,
  type OpsAnnouncement,
  opsAnnouncementsValue,
} from '@openlobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ColumnDef, type PaginationState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DataTable } from '../components/DataTable.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { QueryState } from '../screens/QueryState.tsx';
import { titleOf } from './contentForm.ts';
import { DeleteDialog } from './DeleteDialog.tsx';
import { ItemForm } from './ItemForm.tsx';
import { ViewDialog } from './ViewDialog.tsx';
import { BilingualTitle, DoneNotice, ItemActions } from './PanelParts.tsx';
import { usePanelEditing } from './usePanelEditing.ts';
import { useServerPagedTable } from '../components/useServerPagedTable.ts';

const PAGE_SIZE = 25;

const STATE_COLOR: Record<ContentState, string> = { live: 'green', scheduled: 'blue', ended: 'gray' };

function when(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'UR' ? 'ur-PK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

type Editing =
  | { kind: 'new' }
  | { kind: 'edit'; item: OpsAnnouncement }
  | { kind: 'delete'; item: OpsAnnouncement }
  | { kind: 'view'; item: OpsAnnouncement };

/**
 * One content type's items, paged on the server, with the form to create, edit and delete them;
 * without `manage` (content.read only) each item only opens its phone preview.
 */
export function ItemsPanel({ type, manage }: { type: ContentType; manage: boolean }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const [state, setState] = useState<ContentState | ''>('');
  const [group, setGroup] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE });
  const { editing, notice, open, close, done, dismissNotice } = usePanelEditing<Editing>();

  const items = useQuery({
    queryKey: ['ops-content', type, state, group, pagination.pageIndex],
    queryFn: () =>
      api.call('GET', OPS_MESSAGING_PATHS.announcements, opsAnnouncementsValue, {
        query: {
          type,
          state: state === '' ? undefined : state,
          groupName: group === '' ? undefined : group,
          pageNo: pagination.pageIndex + 1,
          pageSize: pagination.pageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<ColumnDef<OpsAnnouncement>[]>(() => {
    const list: ColumnDef<OpsAnnouncement>[] = [
      {
        id: 'item',
        header: t('content.col.item'),
        cell: ({ row: { original: item } }) => (
          <BilingualTitle en={item.texts.EN?.title ?? ''} ur={item.texts.UR?.title ?? null} weight={600} />
        ),
      },
    ];
    if (type === 'B')
      list.push({
        id: 'group',
        header: t('content.col.group'),
        cell: ({ row: { original: item } }) => <span className="ltr-text">{item.groupName}</span>,
      });
    if (type === 'PU')
      list.push({
        id: 'audience',
        header: t('content.col.audience'),
        cell: ({ row: { original: item } }) =>
          t(
            item.execution === null
              ? 'content.execution.none'
              : (`content.execution.${item.execution}` as MessageKey),
          ),
      });
    list.push(
      { id: 'order', header: t('content.col.order'), cell: ({ row: { original: item } }) => item.sortOrder },
      {
        id: 'window',
        header: t('content.col.window'),
        cell: ({ row: { original: item } }) =>
          item.endsAt === null
            ? t('content.window.from', { start: when(item.startsAt, i18n.language) })
            : t('content.window.between', {
                start: when(item.startsAt, i18n.language),
                end: when(item.endsAt, i18n.language),
              }),
      },
      {
        id: 'state',
        header: t('content.col.state'),
        cell: ({ row: { original: item } }) => (
          <Badge color={STATE_COLOR[item.state]} variant="light">
            {t(`content.state.${item.state}`)}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('content.col.actions'),
        cell: ({ row: { original: item } }) => (
          <ItemActions
            title={titleOf(item, i18n.language)}
            manage={manage}
            onView={() => open({ kind: 'view', item })}
            onEdit={() => open({ kind: 'edit', item })}
            onDelete={() => open({ kind: 'delete', item })}
          />
        ),
      },
    );
    return list;
  }, [t, i18n.language, type, manage, open]);

  const total = items.data?.total ?? 0;
  const table = useServerPagedTable({
    rows: items.data?.content ?? [],
    total,
    columns,
    pagination,
    onPaginationChange: setPagination,
    rowId: (row) => String(row.id),
  });

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t(`content.about.${type}` as MessageKey)}
      </Text>
      <Group justify="space-between" align="flex-end" role="group" aria-label={t('content.filters')}>
        <Group align="flex-end">
          <Select
            label={t('content.state')}
            w={200}
            data={[
              { value: '', label: t('content.state.any') },
              ...CONTENT_STATES.map((value) => ({ value, label: t(`content.state.${value}`) })),
            ]}
            value={state}
            allowDeselect={false}
            onChange={(value) => {
              setState(CONTENT_STATES.find((candidate) => candidate === value) ?? '');
              setPagination((page) => ({ ...page, pageIndex: 0 }));
            }}
          />
          {type === 'B' && (
            <Select
              label={t('content.group')}
              w={220}
              data={[
                { value: '', label: t('content.group.any') },
                ...Object.values(BannerGroup).map((value) => ({
                  value,
                  label: t(`content.group.${value}` as MessageKey),
                })),
              ]}
              value={group}
              allowDeselect={false}
              onChange={(value) => {
                setGroup(value ?? '');
                setPagination((page) => ({ ...page, pageIndex: 0 }));
              }}
            />
          )}
        </Group>
        {manage && <Button onClick={() => open({ kind: 'new' })}>{t('content.new')}</Button>}
      </Group>
      <DoneNotice notice={notice} onClose={dismissNotice} />
      <QueryState query={items}>
        {() => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('content.total', { count: total })}
            </Text>
            <DataTable
              table={table}
              caption={t(`content.tab.${type}` as MessageKey)}
              empty={t('content.empty')}
            />
            <Pagination
              total={Math.max(1, table.getPageCount())}
              value={pagination.pageIndex + 1}
              onChange={(page) => table.setPageIndex(page - 1)}
              getControlProps={(control) => ({ 'aria-label': `${t('content.page')} ${control}` })}
            />
          </Stack>
        )}
      </QueryState>
      {editing !== null && (editing.kind === 'new' || editing.kind === 'edit') && (
        <ItemForm
          type={type}
          item={editing.kind === 'edit' ? editing.item : null}
          onDone={done}
          onClose={close}
        />
      )}
      {editing !== null && editing.kind === 'delete' && (
        <DeleteDialog item={editing.item} onDone={done} onClose={close} />
      )}
      {editing !== null && editing.kind === 'view' && <ViewDialog item={editing.item} onClose={close} />}
    </Stack>
  );
}
