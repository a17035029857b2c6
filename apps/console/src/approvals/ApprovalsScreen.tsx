import { Alert, Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  APPROVAL_STATES,
  type ApprovalState,
  OPS_MEMBER_PATHS,
  type OpsAdjustmentApproval,
  opsAdjustmentApprovalsValue,
} from '@openlobby/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import { PagedTable } from '../members/PagedTable.tsx';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { type Decision, DecisionDialog } from './DecisionDialog.tsx';
import { memberColumn } from '../members/memberColumn.tsx';

/**
 * Balance adjustments above the approval amount, waiting for a second operator (and those
 * decided). Any operator with balance.adjust may decide one, except that the operator who asked
 * may only withdraw (reject) it: the server refuses their approval, so the button says why.
 */
export function ApprovalsScreen() {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const me = useMe();
  const [state, setState] = useState<ApprovalState>('pending');
  const [decision, setDecision] = useState<Decision | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<OpsAdjustmentApproval>[]>(() => {
    const at = (iso: string | null) => (iso === null ? '' : formatDateTime(iso, i18n.language));
    const open = (kind: Decision['kind'], approval: OpsAdjustmentApproval) => {
      setDone(null);
      setDecision({ kind, approval });
    };
    return [
      { id: 'id', header: t('approvals.col.id'), cell: (i) => i.row.original.id },
      memberColumn(t('approvals.col.member')),
      {
        id: 'amount',
        header: t('approvals.col.amount'),
        cell: (i) => (
          <Text
            span
            fw={700}
            c={i.row.original.amount.startsWith('-') ? 'red' : 'green'}
            className="ltr-text"
          >
            {formatAmount(i.row.original.amount, i18n.language, { signed: true })}
          </Text>
        ),
      },
      { id: 'reason', header: t('approvals.col.reason'), cell: (i) => i.row.original.reason },
      {
        id: 'requested',
        header: t('approvals.col.requested'),
        cell: (i) => (
          <Stack gap={0}>
            <span className="ltr-text">{i.row.original.requestedBy}</span>
            <Text size="xs" c="dimmed">
              {at(i.row.original.requestedAt)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'state',
        header: t('approvals.col.state'),
        cell: (i) => <ApprovalBadge state={i.row.original.state} />,
      },
      {
        id: 'decided',
        header: t('approvals.col.decided'),
        cell: (i) =>
          i.row.original.decidedBy === null ? (
            ''
          ) : (
            <Stack gap={0}>
              <span className="ltr-text">{i.row.original.decidedBy}</span>
              <Text size="xs" c="dimmed">
                {at(i.row.original.decidedAt)}
              </Text>
              {i.row.original.remark !== null && <Text size="xs">{i.row.original.remark}</Text>}
            </Stack>
          ),
      },
      {
        id: 'actions',
        header: t('approvals.col.actions'),
        cell: (i) => {
          if (i.row.original.state !== 'pending') return null;
          const own = i.row.original.requestedBy === me.username;
          const ownNote = `own-request-${i.row.original.id}`;
          return (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                color="green"
                aria-label={t('approvals.approveOne', { id: i.row.original.id })}
                disabled={own}
                aria-describedby={own ? ownNote : undefined}
                onClick={() => open('approve', i.row.original)}
              >
                {t('approvals.approve')}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                aria-label={t('approvals.rejectOne', { id: i.row.original.id })}
                onClick={() => open('reject', i.row.original)}
              >
                {t('approvals.reject')}
              </Button>
              {own && (
                <Text size="xs" c="dimmed" id={ownNote}>
                  {t('approvals.ownRequest')}
                </Text>
              )}
            </Group>
          );
        },
      },
    ];
  }, [t, i18n.language, me.username]);

  if (!me.permissions.includes('balance.adjust')) return <NotFoundScreen />;

  return (
    <Stack>
      <Title order={2}>{t('approvals.title')}</Title>
      <Text c="dimmed">{t('approvals.intro')}</Text>
      <SegmentedControl
        aria-label={t('approvals.show')}
        data={APPROVAL_STATES.map((value) => ({ value, label: t(`approvals.state.${value}`) }))}
        value={state}
        onChange={(value) => setState(APPROVAL_STATES.find((known) => known === value) ?? 'pending')}
      />
      {done !== null && (
        <Alert color="green" role="status" withCloseButton onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      <PagedTable
        key={state}
        queryKey={['approvals', state]}
        load={(pageNo, pageSize) =>
          api.call('GET', OPS_MEMBER_PATHS.adjustmentApprovals, opsAdjustmentApprovalsValue, {
            query: { state, pageNo, pageSize },
          })
        }
        columns={columns}
        caption={t('approvals.title')}
        empty={t(`approvals.empty.${state}`)}
        rowId={(row) => String(row.id)}
      />
      {decision !== null && (
        <DecisionDialog decision={decision} onDone={setDone} onClose={() => setDecision(null)} />
      )}
    </Stack>
  );
}

function ApprovalBadge({ state }: { state: ApprovalState }) {
  const { t } = useTranslation();
  const color = state === 'approved' ? 'green' : state === 'rejected' ? 'red' : 'yellow';
  return (
    <Badge variant="light" color={color}>
      {t(`approvals.state.${state}`)}
    </Badge>
  );
}
