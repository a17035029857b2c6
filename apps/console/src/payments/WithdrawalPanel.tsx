import { Alert, Badge, Button, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  OPS_PAYMENT_PATHS,
  type OpsWithdrawalFacts,
  errorMessage,
  opsWithdrawalFacts,
} from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import { QueryState } from '../screens/QueryState.tsx';
import type { PaymentAction } from './PaymentDialog.tsx';
import { StageBadge } from './StageBadge.tsx';

/** The server records decisions as `operator:<name>`; the panel names the operator alone. */
const nameOf = (recorded: string) => recorded.replace(/^operator:/, '');

/** One withdrawal beside the queue: what an approver checks, and the decisions its stage allows. */
export function WithdrawalPanel({
  id,
  canDecide,
  onAct,
  onClose,
}: {
  id: string;
  canDecide: boolean;
  onAct: (action: PaymentAction) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const facts = useQuery({
    queryKey: ['payments', 'facts', id],
    queryFn: () => api.call('GET', OPS_PAYMENT_PATHS.withdrawalFacts, opsWithdrawalFacts, { params: { id } }),
  });
  return (
    <Drawer
      opened
      onClose={onClose}
      position={i18n.language === 'UR' ? 'left' : 'right'}
      size="lg"
      title={<span>{t('payments.panelTitle', { id })}</span>}
    >
      <QueryState query={facts}>
        {(value) => <Facts facts={value} canDecide={canDecide} onAct={onAct} />}
      </QueryState>
    </Drawer>
  );
}

function Facts({
  facts,
  canDecide,
  onAct,
}: {
  facts: OpsWithdrawalFacts;
  canDecide: boolean;
  onAct: (action: PaymentAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const w = facts.withdrawal;
  const money = (amount: string) => formatAmount(amount, i18n.language);
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  const summary = t('payments.withdrawalSummary', { amount: money(w.amount), name: w.username });
  const mineFirst = w.stage === 'awaiting_second' && w.firstApproval?.by === me.username;
  const deposit = facts.turnover.lastDeposit;
  const rows: [string, ReactNode][] = [
    [t('payments.col.member'), <span className="ltr-text">{facts.member.username}</span>],
    [t('payments.fact.age'), t('payments.fact.ageDays', { count: facts.member.accountAgeDays })],
    [
      t('payments.fact.locked'),
      facts.member.locked ? (
        <Text span c="red" fw={700}>
          {t('payments.fact.lockedYes', { reason: facts.member.lockedReason ?? '' })}
        </Text>
      ) : (
        t('payments.fact.lockedNo')
      ),
    ],
    [
      t('payments.fact.lastDeposit'),
      deposit === null ? t('payments.fact.noDeposit') : `${money(deposit.credited)} · ${at(deposit.at)}`,
    ],
    [
      t('payments.fact.turnover'),
      <Group gap="xs">
        <span className="ltr-text">{money(facts.turnover.validBetsSince)}</span>
        <Badge variant="light" color={facts.turnover.covered ? 'green' : 'orange'}>
          {facts.turnover.covered ? t('payments.fact.covered') : t('payments.fact.notCovered')}
        </Badge>
      </Group>,
    ],
    [
      t('payments.fact.previous'),
      t('payments.fact.previousValue', {
        count: facts.previousWithdrawals.paidOutCount,
        total: money(facts.previousWithdrawals.paidOutTotal),
      }),
    ],
    [
      t('payments.fact.last'),
      facts.previousWithdrawals.last === null ? (
        t('payments.fact.none')
      ) : (
        <Group gap="xs">
          <span className="ltr-text">{money(facts.previousWithdrawals.last.amount)}</span>
          <StageBadge stage={facts.previousWithdrawals.last.status} />
          <Text span size="xs" c="dimmed">
            {at(facts.previousWithdrawals.last.at)}
          </Text>
        </Group>
      ),
    ],
    [
      t('payments.fact.cards'),
      facts.cardChanges.length === 0 ? (
        t('payments.fact.none')
      ) : (
        <Stack gap={2}>
          {facts.cardChanges.map((c) => (
            <span key={`${c.change}-${c.maskedNumber}-${c.at}`}>
              {t(c.change === 'added' ? 'payments.fact.added' : 'payments.fact.removed')}: {c.bankName}{' '}
              <bdi className="ltr-text">{c.maskedNumber}</bdi> · {at(c.at)}
            </span>
          ))}
        </Stack>
      ),
    ],
    [
      t('payments.fact.addresses'),
      facts.newAddresses.length === 0 ? (
        t('payments.fact.none')
      ) : (
        <Stack gap={2}>
          {facts.newAddresses.map((a) => (
            <span key={a.ip}>
              <bdi className="ltr-text">{a.ip}</bdi> · {at(a.firstSeenAt)}
            </span>
          ))}
        </Stack>
      ),
    ],
  ];
  if (w.firstApproval !== null)
    rows.push([
      t('payments.fact.firstApproval'),
      t('payments.fact.firstApprovalValue', { name: w.firstApproval.by, at: at(w.firstApproval.at) }),
    ]);
  if (w.decidedBy !== null)
    rows.push([t('payments.fact.decidedBy'), <span className="ltr-text">{nameOf(w.decidedBy)}</span>]);
  if (w.paidBy !== null && w.paidAt !== null)
    rows.push([
      t('payments.fact.paid'),
      t('payments.fact.paidValue', { name: nameOf(w.paidBy), at: at(w.paidAt) }),
    ]);
  if (w.payoutReference !== null)
    rows.push([t('payments.fact.reference'), <span className="ltr-text">{w.payoutReference}</span>]);
  if (w.remark !== null) rows.push([t('payments.fact.remark'), w.remark]);

  const undecided = w.stage === 'pending' || w.stage === 'awaiting_second';
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={700} size="lg">
          {summary}
        </Text>
        <StageBadge stage={w.stage} />
      </Group>
      {w.needsTwoApprovals && undecided && (
        <Text size="sm" c="dimmed">
          {t('payments.firstNote')}
        </Text>
      )}
      {canDecide && (
        <Stack gap="xs">
          {mineFirst && (
            <Alert color="yellow" role="note">
              {errorMessage('WITHDRAWAL_SECOND_APPROVER_REQUIRED', i18n.language === 'UR' ? 'UR' : 'EN')}
            </Alert>
          )}
          <Group gap="xs">
            {undecided && (
              <Button
                color="green"
                disabled={mineFirst}
                onClick={() =>
                  onAct({
                    kind: 'approve',
                    id: w.withdrawId,
                    summary,
                    ...(w.needsTwoApprovals
                      ? {
                          note: t(
                            w.stage === 'awaiting_second' ? 'payments.secondNote' : 'payments.firstNote',
                          ),
                        }
                      : {}),
                  })
                }
              >
                {t('payments.approve')}
              </Button>
            )}
            {undecided && (
              <Button
                color="red"
                variant="light"
                onClick={() => onAct({ kind: 'reject', id: w.withdrawId, summary })}
              >
                {t('payments.reject')}
              </Button>
            )}
            {w.stage === 'approved' && (
              <Button onClick={() => onAct({ kind: 'paid', id: w.withdrawId, summary })}>
                {t('payments.markPaid')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
      <Title order={3} size="h5">
        {t('payments.facts')}
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={200}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
