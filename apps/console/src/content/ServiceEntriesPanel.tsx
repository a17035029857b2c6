import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { opsContentIdValue } from '@openlobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useConsole } from '../app/ConsoleContext.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { DialogActions } from '../components/DialogActions.tsx';
import { useListTable } from '../components/useListTable.ts';
import type { MessageKey } from '../i18n/en.ts';
import { QueryState, failureText } from '../screens/QueryState.tsx';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { DoneNotice, EditDeleteActions } from './PanelParts.tsx';
import { usePanelEditing } from './usePanelEditing.ts';

/** A download link or customer-service entry as this panel shows it: a kind, an address, an order. */
export interface LinkEntry {
  readonly id: number;
  readonly kind: string;
  readonly address: string;
  readonly sortOrder: number;
}

/** What makes the panel a download-links or a customer-service panel. */
export interface LinkSection {
  /** The tab's name (content.tab.*) and the /ops paths. */
  readonly tab: MessageKey;
  readonly about: MessageKey;
  readonly listPath: string;
  readonly entryPath: string;
  readonly queryKey: readonly string[];
  readonly kinds: readonly string[];
  readonly kindLabel: (kind: string) => MessageKey;
  readonly addressHelp: (kind: string) => MessageKey;
  readonly list: (answer: unknown) => LinkEntry[];
  readonly listSchema: z.ZodType;
  /** The request body for the contract (its field names). */
  readonly body: (kind: string, address: string, sortOrder: number) => Record<string, unknown>;
  readonly requestSchema: z.ZodType;
}

interface LinkValues extends Record<string, unknown> {
  kind: string;
  address: string;
  sortOrder: number | string;
}

type Editing = { kind: 'new' } | { kind: 'edit'; entry: LinkEntry } | { kind: 'delete'; entry: LinkEntry };

/**
 * Download links or customer-service entries: a short list in the lobby's order, each an address
 * of a kind (checked against its kind, as the server checks it); an empty address is off.
 * content.manage adds, edits and deletes; content.read only reads.
 */
export function ServiceEntriesPanel({ section, manage }: { section: LinkSection; manage: boolean }) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const { editing, notice, open, close, done, dismissNotice } = usePanelEditing<Editing>();
  const entries = useQuery({
    queryKey: section.queryKey,
    queryFn: async () => section.list(await api.call('GET', section.listPath, section.listSchema)),
  });
  const kindName = (kind: string) => t(section.kindLabel(kind));

  const columns = useMemo<ColumnDef<LinkEntry>[]>(
    () => [
      {
        id: 'kind',
        header: t('links.col.kind'),
        cell: ({ row: { original: entry } }) => <Text size="sm">{t(section.kindLabel(entry.kind))}</Text>,
      },
      {
        id: 'address',
        header: t('links.col.address'),
        cell: ({ row: { original: entry } }) => (
          <Text size="sm" className="ltr-text" dir="ltr">
            {entry.address === '' ? '—' : entry.address}
          </Text>
        ),
      },
      {
        id: 'shown',
        header: t('links.col.shown'),
        cell: ({ row: { original: entry } }) => (
          <Badge color={entry.address === '' ? 'gray' : 'green'} variant="light">
            {t(entry.address === '' ? 'links.off' : 'links.on')}
          </Badge>
        ),
      },
      {
        id: 'order',
        header: t('content.col.order'),
        cell: ({ row: { original: entry } }) => entry.sortOrder,
      },
      ...(manage
        ? [
            {
              id: 'actions',
              header: t('content.col.actions'),
              cell: ({ row: { original: entry } }) => {
                const names = {
                  kind: t(section.kindLabel(entry.kind)),
                  address: entry.address === '' ? t('links.none') : entry.address,
                };
                return (
                  <EditDeleteActions
                    editLabel={t('links.editOf', names)}
                    deleteLabel={t('links.deleteOf', names)}
                    onEdit={() => open({ kind: 'edit', entry })}
                    onDelete={() => open({ kind: 'delete', entry })}
                  />
                );
              },
            } satisfies ColumnDef<LinkEntry>,
          ]
        : []),
    ],
    [t, manage, section, open],
  );
  const table = useListTable(entries.data ?? [], columns);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed">
          {t(section.about)}
        </Text>
        {manage && <Button onClick={() => open({ kind: 'new' })}>{t('links.new')}</Button>}
      </Group>
      <DoneNotice notice={notice} onClose={dismissNotice} />
      <QueryState query={entries}>
        {() => <DataTable table={table} caption={t(section.tab)} empty={t('content.empty')} />}
      </QueryState>
      {editing !== null && editing.kind !== 'delete' && (
        <LinkForm
          section={section}
          entry={editing.kind === 'edit' ? editing.entry : null}
          onDone={done}
          onClose={close}
        />
      )}
      {editing !== null && editing.kind === 'delete' && (
        <ConfirmDeleteDialog
          path={section.entryPath}
          id={editing.entry.id}
          queryKey={section.queryKey}
          title={t('links.deleteTitle')}
          question={t('links.deleteConfirm', {
            kind: kindName(editing.entry.kind),
            address: editing.entry.address === '' ? t('links.none') : editing.entry.address,
          })}
          deleted={t('links.deleted', { kind: kindName(editing.entry.kind) })}
          onDone={done}
          onClose={close}
        />
      )}
    </Stack>
  );
}

function LinkForm({
  section,
  entry,
  onDone,
  onClose,
}: {
  section: LinkSection;
  /** null: a new entry. */
  entry: LinkEntry | null;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const form = useForm<LinkValues>({
    initialValues: {
      kind: entry?.kind ?? section.kinds[0] ?? '',
      address: entry?.address ?? '',
      sortOrder: entry?.sortOrder ?? 0,
    },
    validate: (values) => {
      const parsed = section.requestSchema.safeParse(bodyOf(values));
      const errors: Partial<Record<keyof LinkValues & string, string>> = {};
      if (parsed.success) return errors;
      for (const issue of parsed.error.issues) {
        const [first] = issue.path.map(String);
        if (first === 'sortOrder') errors.sortOrder ??= t('content.error.order');
        else errors.address ??= t('links.error.address');
      }
      return errors;
    },
  });
  function bodyOf(values: LinkValues) {
    return section.body(
      values.kind,
      values.address.trim(),
      typeof values.sortOrder === 'number' ? values.sortOrder : Number.NaN,
    );
  }
  const save = useMutation({
    mutationFn: (values: LinkValues) =>
      entry === null
        ? api.call('POST', section.listPath, opsContentIdValue, { body: bodyOf(values) })
        : api.call('PUT', section.entryPath, opsContentIdValue, {
            params: { id: entry.id },
            body: bodyOf(values),
          }),
    onSuccess: async (_value, values) => {
      await queryClient.invalidateQueries({ queryKey: section.queryKey });
      onDone(
        t(entry === null ? 'links.created' : 'links.saved', { kind: t(section.kindLabel(values.kind)) }),
      );
    },
  });
  const kind = form.getValues().kind;
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        entry === null
          ? t('links.newTitle', { section: t(section.tab) })
          : t('links.editTitle', { kind: t(section.kindLabel(entry.kind)) })
      }
    >
      <form noValidate onSubmit={form.onSubmit((submitted) => save.mutate(submitted))}>
        <Stack>
          {save.isError && (
            <Alert color="red" role="alert">
              {failureText(save.error, t('error.unexpected'))}
            </Alert>
          )}
          <Select
            label={t('links.kind')}
            data={section.kinds.map((value) => ({ value, label: t(section.kindLabel(value)) }))}
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
          <TextInput
            label={t('links.address')}
            description={`${t(section.addressHelp(kind))} ${t('links.offHelp')}`}
            dir="ltr"
            {...form.getInputProps('address')}
          />
          <NumberInput
            label={t('content.form.order')}
            description={t('content.form.orderHelp')}
            allowDecimal={false}
            {...form.getInputProps('sortOrder')}
          />
          <DialogActions
            cancelLabel={t('content.cancel')}
            onCancel={onClose}
            confirmLabel={t(entry === null ? 'content.form.create' : 'content.form.save')}
            pending={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
