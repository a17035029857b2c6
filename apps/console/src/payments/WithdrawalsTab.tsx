import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  OPS_PAYMENT_PATHS,
  OPS_WITHDRAWAL_STAGES,
  type OpsWithdrawalItem,
  type OpsWithdrawalStage,
  opsWithdrawalsValue,
} from '@openlobby/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import { PagedTable } from '../members/PagedTable.tsx';
import type { PaymentAction } from './PaymentDialog.tsx';
import { StageBadge } from './StageBadge.tsx';
import { WithdrawalPanel } from './WithdrawalPanel.tsx';
import { memberColumn } from '../members/memberColumn.tsx';

/** Withdrawals by where they stand; each opens a side panel with its facts and the decisions. */
export function WithdrawalsTab({
  canDecide,
  onAct,
}: {
  canDecide: boolean;
  onAct: (action: PaymentAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const [stage, setStage] = useState<OpsWithdrawalStage>('pending');
  const [open, setOpen] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<OpsWithdrawalItem>[]>(
    () => [
      {
        id: 'id',
        header: t('payments.col.id'),
        cell: (i) => <span className="ltr-text">{i.row.original.withdrawId}</span>,
      },
      memberColumn(t('payments.col.member')),
      {
        id: 'amount',
        header: t('payments.col.amount'),
        cell: (i) => (
          <Stack gap={0}>
            <Text span fw={700} className="ltr-text">
              {formatAmount(i.row.original.amount, i18n.language)}
            </Text>
            {i.row.original.needsTwoApprovals && (
              <Text size="xs" c="dimmed">
                {t('payments.twoNeeded')}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'bank',
        header: t('payments.col.bank'),
        cell: (i) => (
          <span>
            {i.row.original.bankName} <bdi className="ltr-text">{i.row.original.maskedNumber}</bdi>
          </span>
        ),
      },
      {
        id: 'status',
        header: t('payments.col.status'),
        cell: (i) => (
          <Stack gap={2} align="flex-start">
            <StageBadge stage={i.row.original.stage} />
            {i.row.original.stage === 'awaiting_second' && i.row.original.firstApproval !== null && (
              <Text size="xs">{t('payments.firstBy', { name: i.row.original.firstApproval.by })}</Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'created',
        header: t('payments.col.created'),
        cell: (i) => formatDateTime(i.row.original.createdAt, i18n.language),
      },
      {
        id: 'open',
        header: t('payments.col.actions'),
        cell: (i) => (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={t('payments.openOne', { id: i.row.original.withdrawId })}
            onClick={() => setOpen(i.row.original.withdrawId)}
          >
            {t('payments.open')}
          </Button>
        ),
      },
    ],
    [t, i18n.language],
  );

  return (
    <Stack>
      <SegmentedControl
        aria-label={t('payments.show')}
        data={OPS_WITHDRAWAL_STAGES.map((value) => ({ value, label: t(`payments.stage.${value}`) }))}
        value={stage}
        onChange={(value) => setStage(OPS_WITHDRAWAL_STAGES.find((known) => known === value) ?? 'pending')}
      />
      <PagedTable
        key={stage}
        queryKey={['payments', 'withdrawals', stage]}
        load={(pageNo, pageSize) =>
          api.call('GET', OPS_PAYMENT_PATHS.withdrawals, opsWithdrawalsValue, {
            query: { status: stage, pageNo, pageSize },
          })
        }
        columns={columns}
        caption={t('payments.tab.withdrawals')}
        empty={t('payments.withdrawalsEmpty')}
        rowId={(row) => row.withdrawId}
      />
      {open !== null && (
        <WithdrawalPanel id={open} canDecide={canDecide} onAct={onAct} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}
