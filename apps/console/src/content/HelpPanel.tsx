import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { OPS_HELP_CONTENT_PATHS, type OpsHelpItem, opsHelpItemsValue } from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { QueryState } from '../screens/QueryState.tsx';
import { helpTitleOf } from './helpForm.ts';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { HELP_QUERY, HelpForm } from './HelpForm.tsx';
import { HelpPreview } from './HelpPreview.tsx';
import './HelpPanel.css';

type Editing =
  | { kind: 'new'; parentId: number | null }
  | { kind: 'edit'; item: OpsHelpItem }
  | { kind: 'delete'; item: OpsHelpItem }
  | { kind: 'view'; item: OpsHelpItem };

/**
 * The lobby's help centre: topics and, under each, its articles, in the order players see them;
 * create, edit and delete with content.manage, else each entry only opens its phone preview.
 */
export function HelpPanel({ manage }: { manage: boolean }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const items = useQuery({
    queryKey: HELP_QUERY,
    queryFn: () => api.call('GET', OPS_HELP_CONTENT_PATHS.helpItems, opsHelpItemsValue),
  });
  const rows = useMemo(() => items.data?.content ?? [], [items.data]);
  const topics = useMemo(() => rows.filter((row) => row.parentId === null), [rows]);
  const topicOf = (item: OpsHelpItem) => topics.find((topic) => topic.id === item.parentId) ?? null;

  const columns = useMemo<ColumnDef<OpsHelpItem>[]>(
    () => [
      {
        id: 'item',
        header: t('content.col.item'),
        cell: ({ row: { original: item } }) => (
          <Stack
            gap={0}
            className={item.parentId === null ? 'content-title-cell' : 'content-title-cell help-article-cell'}
          >
            <Text size="sm" fw={item.parentId === null ? 700 : 500} lang="en" dir="ltr">
              {item.texts.EN?.title ?? ''}
            </Text>
            {item.texts.UR === null ? (
              <Text size="xs" c="dimmed">
                {t('content.noUrdu')}
              </Text>
            ) : (
              <Text size="sm" lang="ur" dir="rtl">
                {item.texts.UR.title}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'kind',
        header: t('helpc.col.kind'),
        cell: ({ row: { original: item } }) =>
          item.parentId === null ? (
            <Badge variant="light">{t('helpc.topic')}</Badge>
          ) : (
            <Badge variant="outline" color="gray">
              {t('helpc.article')}
            </Badge>
          ),
      },
      { id: 'order', header: t('content.col.order'), cell: ({ row: { original: item } }) => item.sortOrder },
      {
        id: 'actions',
        header: t('content.col.actions'),
        cell: ({ row: { original: item } }) => {
          const title = helpTitleOf(item, i18n.language);
          if (!manage)
            return (
              <Button
                size="xs"
                variant="light"
                aria-label={t('content.viewOf', { title })}
                onClick={() => setEditing({ kind: 'view', item })}
              >
                {t('content.view')}
              </Button>
            );
          return (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                aria-label={t('content.editOf', { title })}
                onClick={() => setEditing({ kind: 'edit', item })}
              >
                {t('content.edit')}
              </Button>
              {item.parentId === null && (
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => setEditing({ kind: 'new', parentId: item.id })}
                >
                  {t('helpc.newArticle')}
                </Button>
              )}
              <Button
                size="xs"
                variant="subtle"
                color="red"
                aria-label={t('content.deleteOf', { title })}
                onClick={() => setEditing({ kind: 'delete', item })}
              >
                {t('content.delete')}
              </Button>
            </Group>
          );
        },
      },
    ],
    [t, i18n.language, manage],
  );
  // The console is not compiled by React Compiler, so nothing memoizes the table's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
  });
  const done = (text: string) => {
    setEditing(null);
    setNotice(text);
  };
  const articlesOf = (item: OpsHelpItem) => rows.filter((row) => row.parentId === item.id).length;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed">
          {t('helpc.about')}
        </Text>
        {manage && (
          <Button onClick={() => setEditing({ kind: 'new', parentId: null })}>{t('helpc.newTopic')}</Button>
        )}
      </Group>
      {notice !== null && (
        <Alert
          color="green"
          role="status"
          withCloseButton
          closeButtonLabel={t('content.preview.close')}
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      <QueryState query={items}>
        {() => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('helpc.count', { topics: topics.length, articles: rows.length - topics.length })}
            </Text>
            <DataTable table={table} caption={t('content.tab.help')} empty={t('content.empty')} />
          </Stack>
        )}
      </QueryState>
      {editing !== null && (editing.kind === 'new' || editing.kind === 'edit') && (
        <HelpForm
          item={editing.kind === 'edit' ? editing.item : null}
          parentId={editing.kind === 'edit' ? editing.item.parentId : editing.parentId}
          topics={topics}
          onDone={done}
          onClose={() => setEditing(null)}
        />
      )}
      {editing !== null && editing.kind === 'delete' && (
        <ConfirmDeleteDialog
          path={OPS_HELP_CONTENT_PATHS.helpItem}
          id={editing.item.id}
          queryKey={HELP_QUERY}
          title={t('helpc.deleteTitle')}
          question={
            editing.item.parentId === null
              ? t('helpc.deleteTopic', {
                  title: helpTitleOf(editing.item, i18n.language),
                  count: articlesOf(editing.item),
                })
              : t('helpc.deleteArticle', { title: helpTitleOf(editing.item, i18n.language) })
          }
          deleted={t('content.deleted', { title: helpTitleOf(editing.item, i18n.language) })}
          onDone={done}
          onClose={() => setEditing(null)}
        />
      )}
      {editing !== null && editing.kind === 'view' && (
        <Modal
          opened
          onClose={() => setEditing(null)}
          title={t('helpc.form.view', { title: helpTitleOf(editing.item, i18n.language) })}
          size="auto"
        >
          <Group align="flex-start" justify="center">
            {(['EN', 'UR'] as const).map((language) => {
              const text = editing.item.texts[language] ?? editing.item.texts.EN;
              const topic = topicOf(editing.item);
              return (
                <HelpPreview
                  key={language}
                  language={language}
                  topic={topic === null ? null : ((topic.texts[language] ?? topic.texts.EN)?.title ?? '')}
                  title={text?.title ?? ''}
                  content={text?.content ?? ''}
                />
              );
            })}
          </Group>
        </Modal>
      )}
    </Stack>
  );
}
