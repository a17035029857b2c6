import { Alert, Button, Group, Paper, Select, Stack, Tabs, TextInput, Title } from '@mantine/core';
import {
  GGR_GROUPS,
  type GgrGroup,
  OPS_REPORT_PATHS,
  type OpsGgrRow,
  type OpsPaymentsRow,
  opsGgrValue,
  opsPaymentsReportValue,
} from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import { type ColumnDef, getCoreRowModel, getSortedRowModel, useReactTable } from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { DataTable } from '../components/DataTable.tsx';
import { useCsvExport } from '../components/useCsvExport.tsx';
import { formatAmount } from '../i18n/format.ts';
import type { MessageKey } from '../i18n/en.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { QueryState } from '../screens/QueryState.tsx';
import { type ReportRange, lastThirtyDays, rangeIsValid } from './reportRange.ts';

type Tab = 'ggr' | 'payments';

function GgrTable({ range, groupBy }: { range: ReportRange; groupBy: GgrGroup }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const report = useQuery({
    queryKey: ['report-ggr', range, groupBy],
    queryFn: () => api.call('GET', OPS_REPORT_PATHS.ggr, opsGgrValue, { query: { ...range, groupBy } }),
  });
  const currency = report.data?.currency;
  const columns = useMemo<ColumnDef<OpsGgrRow>[]>(() => {
    const money = (key: 'stakes' | 'validBets' | 'payouts' | 'ggr', label: string): ColumnDef<OpsGgrRow> => ({
      id: key,
      header: label,
      accessorFn: (row) => Number(row[key]),
      cell: (info) => (
        <span className="ltr-text">{formatAmount(info.row.original[key], i18n.language, { currency })}</span>
      ),
    });
    return [
      {
        id: 'label',
        header: t(`reports.group.${groupBy}`),
        accessorFn: (row) => row.label,
        cell: (info) => {
          const row = info.row.original;
          if (row.key === 'total') return <strong>{t('reports.total')}</strong>;
          if (groupBy === 'memberType') return t(`memberType.${row.key}` as MessageKey, row.key);
          return <span className="ltr-text">{row.label}</span>;
        },
      },
      { id: 'bets', header: t('reports.col.bets'), accessorFn: (row) => row.bets },
      money('stakes', t('reports.col.stakes')),
      money('validBets', t('reports.col.validBets')),
      money('payouts', t('reports.col.payouts')),
      money('ggr', t('metric.ggr')),
    ];
  }, [t, i18n.language, groupBy, currency]);
  const rows = useMemo(
    () => (report.data === undefined ? [] : [...report.data.rows, report.data.total]),
    [report.data],
  );
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    enableSorting: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => row.key,
  });
  return (
    <QueryState query={report}>
      {() => <DataTable table={table} caption={t('reports.ggr')} empty={t('reports.empty')} />}
    </QueryState>
  );
}

function PaymentsTable({ range }: { range: ReportRange }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const report = useQuery({
    queryKey: ['report-payments', range],
    queryFn: () =>
      api.call('GET', OPS_REPORT_PATHS.payments, opsPaymentsReportValue, { query: { ...range } }),
  });
  const currency = report.data?.currency;
  const columns = useMemo<ColumnDef<OpsPaymentsRow>[]>(
    () => [
      {
        id: 'kind',
        header: t('reports.col.kind'),
        cell: (info) => t(`reports.kind.${info.row.original.kind}`),
      },
      {
        id: 'channel',
        header: t('reports.col.channel'),
        cell: (info) => <span className="ltr-text">{info.row.original.channel}</span>,
      },
      {
        id: 'status',
        header: t('reports.col.status'),
        cell: (info) =>
          t(`reports.status.${info.row.original.status}` as MessageKey, info.row.original.status),
      },
      { id: 'count', header: t('reports.col.count'), cell: (info) => info.row.original.count },
      {
        id: 'amount',
        header: t('reports.col.amount'),
        cell: (info) => (
          <span className="ltr-text">
            {formatAmount(info.row.original.amount, i18n.language, { currency })}
          </span>
        ),
      },
    ],
    [t, i18n.language, currency],
  );
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: report.data?.rows ?? [],
    columns,
    enableSorting: false,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => `${row.kind}|${row.channel}|${row.status}`,
  });
  return (
    <QueryState query={report}>
      {() => <DataTable table={table} caption={t('reports.payments')} empty={t('reports.empty')} />}
    </QueryState>
  );
}

/** GGR by day, game, vendor or member type, and payments by channel and status, with CSV files. */
export function ReportsScreen() {
  const { t } = useTranslation();
  const { api } = useConsole();
  const me = useMe();
  const [tab, setTab] = useState<Tab>('ggr');
  const [form, setForm] = useState<ReportRange>(() => lastThirtyDays(new Date().toISOString().slice(0, 10)));
  const [range, setRange] = useState<ReportRange>(form);
  const [groupBy, setGroupBy] = useState<GgrGroup>('day');
  const [formError, setFormError] = useState<string | null>(null);
  const { exporting, exportCsv, notice } = useCsvExport('reports.exported');

  if (!me.permissions.includes('reports.read')) return <NotFoundScreen />;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!rangeIsValid(form)) return setFormError(t('reports.badDates'));
    setFormError(null);
    setRange(form);
  };
  const download = () =>
    tab === 'ggr'
      ? api.download(OPS_REPORT_PATHS.ggrExport, { ...range, groupBy })
      : api.download(OPS_REPORT_PATHS.paymentsExport, { ...range });
  const dateField = (name: keyof ReportRange) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('reports.title')}</Title>
        <Button variant="default" loading={exporting} onClick={() => void exportCsv(download)}>
          {t('reports.export')}
        </Button>
      </Group>
      {notice}
      <Tabs value={tab} onChange={(value) => setTab(value === 'payments' ? 'payments' : 'ggr')}>
        <Tabs.List>
          <Tabs.Tab value="ggr">{t('reports.ggr')}</Tabs.Tab>
          <Tabs.Tab value="payments">{t('reports.payments')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Paper withBorder p="md" component="form" onSubmit={apply} aria-label={t('reports.filters')} noValidate>
        <Stack gap="sm">
          {formError !== null && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <div className="filter-grid">
            <TextInput type="date" label={t('reports.from')} {...dateField('from')} />
            <TextInput type="date" label={t('reports.to')} {...dateField('to')} />
            {tab === 'ggr' && (
              <Select
                label={t('reports.groupBy')}
                data={GGR_GROUPS.map((group) => ({ value: group, label: t(`reports.group.${group}`) }))}
                value={groupBy}
                onChange={(value) => setGroupBy(GGR_GROUPS.find((group) => group === value) ?? 'day')}
                allowDeselect={false}
              />
            )}
          </div>
          <Group gap="xs">
            <Button type="submit">{t('reports.apply')}</Button>
          </Group>
        </Stack>
      </Paper>
      {tab === 'ggr' ? <GgrTable range={range} groupBy={groupBy} /> : <PaymentsTable range={range} />}
    </Stack>
  );
}
