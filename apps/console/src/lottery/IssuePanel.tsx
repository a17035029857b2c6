import { Alert, Anchor, Button, CopyButton, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  OPS_LOTTERY_PATHS,
  type OpsLotteryBet,
  type OpsLotteryIssue,
  type OpsLotteryOrdersValue,
  opsLotteryOrdersValue,
} from '@openlobby/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../app/ConsoleContext.tsx';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import { PagedTable } from '../members/PagedTable.tsx';
import { memberPath } from '../members/paths.ts';
import { QueryState } from '../screens/QueryState.tsx';
import { BetStateBadge, IssueStateBadge } from './IssueStateBadge.tsx';
import { resultText } from './IssuesPanel.tsx';
import { SeedVerdict } from './SeedVerdict.tsx';

/** While an issue waits for its draw or settlement, the panel asks again this often. */
const WAITING_REFRESH_MS = 5_000;

/** One issue beside the list: its times, hash and seed (checked here), result, totals and bets. */
export function IssuePanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const numero = id.split(':')[1] ?? id;
  const load = (page: number, pageSize: number): Promise<OpsLotteryOrdersValue> =>
    api.call('GET', OPS_LOTTERY_PATHS.issueOrders, opsLotteryOrdersValue, {
      params: { issueId: id },
      query: { pageNo: page, pageSize },
    });
  const issue = useQuery({
    queryKey: ['lottery', 'issue', id],
    queryFn: () => load(1, 1),
    refetchInterval: (query) => (query.state.data?.issue.status === 'settled' ? false : WAITING_REFRESH_MS),
  });
  // The issue moved on (closed, drawn, settled): the list and the games behind the panel follow.
  const queryClient = useQueryClient();
  const status = issue.data?.issue.status;
  useEffect(() => {
    if (status === undefined) return;
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'issues'] });
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'games'] });
  }, [status, queryClient]);
  return (
    <Drawer
      opened
      onClose={onClose}
      position={i18n.language === 'UR' ? 'left' : 'right'}
      size="64rem"
      title={
        <span>
          {t('lottery.panelTitle')} <bdi className="ltr-text">{numero}</bdi>
        </span>
      }
    >
      <QueryState query={issue}>
        {(value) => (
          <Stack>
            <IssueFacts issue={value.issue} currency={value.currency} />
            <Bets id={id} status={value.issue.status} load={load} />
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}

function Hex({ value, copyLabel }: { value: string; copyLabel: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" className="lottery-hex-row">
      <code className="lottery-hex">{value}</code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="default" aria-label={copyLabel} onClick={copy}>
            {copied ? t('lottery.copied') : t('lottery.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function IssueFacts({ issue, currency }: { issue: OpsLotteryIssue; currency: string }) {
  const { t, i18n } = useTranslation();
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  const money = (amount: string) => formatAmount(amount, i18n.language, { currency });
  const result = resultText(issue.numbers);
  const rows: [string, ReactNode][] = [
    [t('lottery.col.state'), <IssueStateBadge state={issue.status} />],
    [t('lottery.opensAt'), at(issue.opensAt)],
    [t('lottery.closesAt'), at(issue.closesAt)],
    [t('lottery.drawsAt'), at(issue.drawsAt)],
    ...(issue.drawnAt === null ? [] : [[t('lottery.drawnAt'), at(issue.drawnAt)] as [string, ReactNode]]),
    [
      t('lottery.result'),
      result === null ? (
        <Text span c="dimmed" size="sm">
          {t('lottery.notDrawn')}
        </Text>
      ) : (
        <Text span fw={700} className="lottery-hex">
          {result}
        </Text>
      ),
    ],
    [
      t('lottery.seedHash'),
      issue.seedHash === null ? (
        <Text span c="dimmed" size="sm">
          {t('lottery.hashNotYet')}
        </Text>
      ) : (
        <Hex value={issue.seedHash} copyLabel={t('lottery.copyHash')} />
      ),
    ],
    [
      t('lottery.seed'),
      issue.seed === null ? (
        <Text span c="dimmed" size="sm">
          {t('lottery.seedNotYet')}
        </Text>
      ) : (
        <Hex value={issue.seed} copyLabel={t('lottery.copySeed')} />
      ),
    ],
  ];
  return (
    <Stack gap="sm">
      <Table className="lottery-facts" withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {issue.seed !== null && issue.seedHash !== null && (
        <SeedVerdict seed={issue.seed} seedHash={issue.seedHash} />
      )}
      <Alert variant="light" color="gray">
        {t('lottery.totals', {
          orders: issue.orderCount,
          stake: money(issue.stakeTotal),
          payout: money(issue.payoutTotal),
        })}
      </Alert>
    </Stack>
  );
}

function Bets({
  id,
  status,
  load,
}: {
  id: string;
  status: OpsLotteryIssue['status'];
  load: (page: number, pageSize: number) => Promise<OpsLotteryOrdersValue>;
}) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<ColumnDef<OpsLotteryBet>[]>(() => {
    const money = (amount: string) => formatAmount(amount, i18n.language);
    return [
      {
        id: 'member',
        header: t('lottery.col.member'),
        cell: ({ row: { original: bet } }) => (
          <Anchor component={Link} to={memberPath(bet.memberId)} className="ltr-text">
            {bet.username}
          </Anchor>
        ),
      },
      {
        id: 'play',
        header: t('lottery.col.play'),
        cell: ({ row: { original: bet } }) => (
          <span>
            {t(`lottery.betType.${bet.betType}`)} <bdi className="lottery-hex">{bet.selection}</bdi>
          </span>
        ),
      },
      {
        id: 'odds',
        header: t('lottery.col.odds'),
        cell: ({ row: { original: bet } }) => <span className="ltr-text">{bet.odds}</span>,
      },
      {
        id: 'stake',
        header: t('lottery.col.betStake'),
        cell: ({ row: { original: bet } }) => <span className="ltr-text">{money(bet.stake)}</span>,
      },
      {
        id: 'payout',
        header: t('lottery.col.betPayout'),
        cell: ({ row: { original: bet } }) => <span className="ltr-text">{money(bet.payout)}</span>,
      },
      {
        id: 'state',
        header: t('lottery.col.betState'),
        cell: ({ row: { original: bet } }) => <BetStateBadge state={bet.state} />,
      },
      {
        id: 'placed',
        header: t('lottery.col.placed'),
        cell: ({ row: { original: bet } }) => formatDateTime(bet.placedAt, i18n.language),
      },
    ];
  }, [t, i18n.language]);
  return (
    <Stack gap="xs">
      <Title order={4}>{t('lottery.orders')}</Title>
      <PagedTable
        queryKey={['lottery', 'bets', id, status]}
        load={load}
        columns={columns}
        caption={t('lottery.orders')}
        empty={t('lottery.ordersEmpty')}
        count={(page) => t('lottery.ordersCount', { count: page.total })}
        rowId={(row) => row.subOrderId}
      />
    </Stack>
  );
}
