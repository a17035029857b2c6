import {
  Alert,
  Button,
  Code,
  Group,
  Modal,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { OPS_ADMIN_PATHS, type OpsAuditEntry, opsAuditValue } from '@openlobby/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ColumnDef, type PaginationState, type VisibilityState } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import {
  type AuditFilterForm,
  EMPTY_FILTER,
  auditFilterQuery,
  auditPageQuery,
  datesInOrder,
} from '../audit/auditQuery.ts';
import { ColumnChooser, DataTable } from '../components/DataTable.tsx';
import { useCsvExport } from '../components/useCsvExport.tsx';
import { formatDateTime } from '../i18n/format.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { QueryState } from './QueryState.tsx';
import { useServerPagedTable } from '../components/useServerPagedTable.ts';

const PAGE_SIZES = ['25', '50', '100', '200'];

/** Who did what, to what, when and from where: filtered and paged on the server, exported as CSV. */
export function AuditScreen() {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const me = useMe();
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_FILTER);
  const [applied, setApplied] = useState<AuditFilterForm>(EMPTY_FILTER);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 50 });
  const [visibility, setVisibility] = useState<VisibilityState>({ address: true });
  const [details, setDetails] = useState<OpsAuditEntry | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { exporting, exportCsv, notice } = useCsvExport('audit.exported');

  const entries = useQuery({
    queryKey: ['audit', applied, pagination.pageIndex, pagination.pageSize],
    queryFn: () =>
      api.call('GET', OPS_ADMIN_PATHS.audit, opsAuditValue, {
        query: auditPageQuery(applied, pagination.pageIndex, pagination.pageSize),
      }),
    placeholderData: keepPreviousData,
    enabled: me.permissions.includes('audit.read'),
  });

  const columns = useMemo<ColumnDef<OpsAuditEntry>[]>(
    () => [
      {
        id: 'occurredAt',
        header: t('audit.col.occurredAt'),
        meta: { label: t('audit.col.occurredAt') },
        cell: (info) => formatDateTime(info.row.original.occurredAt, i18n.language),
      },
      {
        id: 'actor',
        header: t('audit.col.actor'),
        meta: { label: t('audit.col.actor') },
        cell: (info) => <span className="ltr-text">{info.row.original.actor}</span>,
      },
      {
        id: 'action',
        header: t('audit.col.action'),
        meta: { label: t('audit.col.action') },
        cell: (info) => <span className="ltr-text">{info.row.original.action}</span>,
      },
      {
        id: 'target',
        header: t('audit.col.target'),
        meta: { label: t('audit.col.target') },
        cell: (info) => <span className="ltr-text">{info.row.original.target ?? ''}</span>,
      },
      {
        id: 'address',
        header: t('audit.col.address'),
        meta: { label: t('audit.col.address') },
        cell: (info) => <span className="ltr-text">{info.row.original.address ?? ''}</span>,
      },
      {
        id: 'change',
        header: t('audit.col.change'),
        enableHiding: false,
        cell: (info) => (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`${t('audit.details')}: ${info.row.original.id}`}
            onClick={() => setDetails(info.row.original)}
          >
            {t('audit.details')}
          </Button>
        ),
      },
    ],
    [t, i18n.language],
  );

  const total = entries.data?.total ?? 0;
  // The console is not compiled by React Compiler, so nothing memoizes the table's functions.
  const table = useServerPagedTable({
    rows: entries.data?.content ?? [],
    total,
    columns,
    pagination,
    onPaginationChange: setPagination,
    rowId: (row) => String(row.id),
    columnVisibility: visibility,
    onColumnVisibilityChange: setVisibility,
  });

  if (!me.permissions.includes('audit.read')) return <NotFoundScreen />;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!datesInOrder(form)) return setFormError(t('audit.badDates'));
    setFormError(null);
    setApplied(form);
    setPagination((page) => ({ ...page, pageIndex: 0 }));
  };
  const clear = () => {
    setForm(EMPTY_FILTER);
    setApplied(EMPTY_FILTER);
    setFormError(null);
    setPagination((page) => ({ ...page, pageIndex: 0 }));
  };
  const download = () => api.download(OPS_ADMIN_PATHS.auditExport, auditFilterQuery(applied));
  const field = (name: keyof AuditFilterForm) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('audit.title')}</Title>
        <Group gap="xs">
          <ColumnChooser table={table} />
          <Button variant="default" loading={exporting} onClick={() => void exportCsv(download)}>
            {t('audit.export')}
          </Button>
        </Group>
      </Group>
      {notice}
      <Paper withBorder p="md" component="form" onSubmit={apply} aria-label={t('audit.filters')} noValidate>
        <Stack gap="sm">
          {formError !== null && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <div className="filter-grid">
            <TextInput
              label={t('audit.operator')}
              classNames={{ input: 'ltr-text' }}
              {...field('operator')}
            />
            <TextInput label={t('audit.action')} classNames={{ input: 'ltr-text' }} {...field('action')} />
            <TextInput label={t('audit.target')} classNames={{ input: 'ltr-text' }} {...field('target')} />
            <TextInput type="date" label={t('audit.from')} {...field('fromDate')} />
            <TextInput type="date" label={t('audit.to')} {...field('toDate')} />
          </div>
          <Group gap="xs">
            <Button type="submit">{t('audit.apply')}</Button>
            <Button variant="subtle" onClick={clear}>
              {t('audit.clear')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <QueryState query={entries}>
        {() => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {t('audit.total', { count: total })}
            </Text>
            <DataTable table={table} caption={t('audit.title')} empty={t('audit.empty')} />
            <Group justify="space-between">
              <Pagination
                total={Math.max(1, table.getPageCount())}
                value={pagination.pageIndex + 1}
                onChange={(page) => table.setPageIndex(page - 1)}
                getControlProps={(control) => ({ 'aria-label': `${t('audit.page')} ${control}` })}
              />
              <Select
                w={120}
                label={t('audit.pageSize')}
                data={PAGE_SIZES}
                value={String(pagination.pageSize)}
                onChange={(value) => table.setPageSize(Number(value ?? 50))}
                allowDeselect={false}
              />
            </Group>
          </Stack>
        )}
      </QueryState>
      <Modal
        opened={details !== null}
        onClose={() => setDetails(null)}
        title={details === null ? '' : t('audit.detailsOf', { id: details.id })}
        size="lg"
      >
        {details !== null && (
          <Stack>
            {(['before', 'after', 'detail'] as const).map((part) => (
              <Stack key={part} gap={4}>
                <Text fw={700}>{t(`audit.${part}`)}</Text>
                <Code block className="ltr-text">
                  {JSON.stringify(details[part] ?? null, null, 2)}
                </Code>
              </Stack>
            ))}
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
