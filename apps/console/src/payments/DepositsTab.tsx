import { Button, Group, Stack, Text } from '@mantine/core';
import { OPS_PAYMENT_PATHS, type OpsDepositItem, opsDepositsValue } from '@openlobby/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import { PagedTable } from '../members/PagedTable.tsx';
import type { PaymentAction } from './PaymentDialog.tsx';
import { memberColumn } from '../members/memberColumn.tsx';

/** Manual bank transfers waiting for an operator: confirm once the money is in, or reject with a reason. */
export function DepositsTab({
  canDecide,
  onAct,
}: {
  canDecide: boolean;
  onAct: (action: PaymentAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();

  const columns = useMemo<ColumnDef<OpsDepositItem>[]>(() => {
    const summary = (d: OpsDepositItem) =>
      t('payments.depositSummary', { amount: formatAmount(d.amount, i18n.language), name: d.username });
    return [
      {
        id: 'id',
        header: t('payments.col.id'),
        cell: (i) => <span className="ltr-text">{i.row.original.depositId}</span>,
      },
      memberColumn(t('payments.col.member')),
      {
        id: 'amount',
        header: t('payments.col.amount'),
        cell: (i) => (
          <Text span fw={700} className="ltr-text">
            {formatAmount(i.row.original.amount, i18n.language)}
          </Text>
        ),
      },
      { id: 'channel', header: t('payments.col.channel'), cell: (i) => i.row.original.channelName },
      {
        id: 'payer',
        header: t('payments.col.payer'),
        cell: (i) => (
          <Stack gap={0}>
            <span>{i.row.original.payerName ?? ''}</span>
            <Text size="xs" c="dimmed" className="ltr-text">
              {i.row.original.reference ?? ''}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'created',
        header: t('payments.col.created'),
        cell: (i) => formatDateTime(i.row.original.createdAt, i18n.language),
      },
      ...(canDecide
        ? [
            {
              id: 'actions',
              header: t('payments.col.actions'),
              cell: (i) => {
                const d = i.row.original;
                return (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="green"
                      aria-label={t('payments.confirmOne', { id: d.depositId })}
                      onClick={() => onAct({ kind: 'confirmDeposit', id: d.depositId, summary: summary(d) })}
                    >
                      {t('payments.confirm')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      aria-label={t('payments.rejectDepositOne', { id: d.depositId })}
                      onClick={() => onAct({ kind: 'rejectDeposit', id: d.depositId, summary: summary(d) })}
                    >
                      {t('payments.reject')}
                    </Button>
                  </Group>
                );
              },
            } satisfies ColumnDef<OpsDepositItem>,
          ]
        : []),
    ];
  }, [t, i18n.language, canDecide, onAct]);

  return (
    <Stack>
      <Text c="dimmed">{t('payments.depositsIntro')}</Text>
      <PagedTable
        queryKey={['payments', 'deposits']}
        load={(pageNo, pageSize) =>
          api.call('GET', OPS_PAYMENT_PATHS.deposits, opsDepositsValue, {
            query: { status: 'pending', pageNo, pageSize },
          })
        }
        columns={columns}
        caption={t('payments.tab.deposits')}
        empty={t('payments.depositsEmpty')}
        rowId={(row) => row.depositId}
      />
    </Stack>
  );
}
