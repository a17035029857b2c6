import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { OPS_HELP_CONTENT_PATHS, type OpsHelpItem, opsHelpItemsValue } from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { useListTable } from '../components/useListTable.ts';
import { QueryState } from '../screens/QueryState.tsx';
import { helpTitleOf } from './helpForm.ts';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { HELP_QUERY, HelpForm } from './HelpForm.tsx';
import { HelpPreview } from './HelpPreview.tsx';
import { BilingualTitle, DoneNotice, ItemActions } from './PanelParts.tsx';
import { usePanelEditing } from './usePanelEditing.ts';
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
  const { editing, notice, open, close, done, dismissNotice } = usePanelEditing<Editing>();
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
          <BilingualTitle
            en={item.texts.EN?.title ?? ''}
            ur={item.texts.UR?.title ?? null}
            weight={item.parentId === null ? 700 : 500}
            className={item.parentId === null ? 'content-title-cell' : 'content-title-cell help-article-cell'}
          />
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
        cell: ({ row: { original: item } }) => (
          <ItemActions
            title={helpTitleOf(item, i18n.language)}
            manage={manage}
            onView={() => open({ kind: 'view', item })}
            onEdit={() => open({ kind: 'edit', item })}
            onDelete={() => open({ kind: 'delete', item })}
          >
            {item.parentId === null && (
              <Button size="xs" variant="subtle" onClick={() => open({ kind: 'new', parentId: item.id })}>
                {t('helpc.newArticle')}
              </Button>
            )}
          </ItemActions>
        ),
      },
    ],
    [t, i18n.language, manage, open],
  );
  const table = useListTable(rows, columns);
  const articlesOf = (item: OpsHelpItem) => rows.filter((row) => row.parentId === item.id).length;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed">
          {t('helpc.about')}
        </Text>
        {manage && (
          <Button onClick={() => open({ kind: 'new', parentId: null })}>{t('helpc.newTopic')}</Button>
        )}
      </Group>
      <DoneNotice notice={notice} onClose={dismissNotice} />
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
          onClose={close}
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
          onClose={close}
        />
      )}
      {editing !== null && editing.kind === 'view' && (
        <Modal
          opened
          onClose={close}
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
