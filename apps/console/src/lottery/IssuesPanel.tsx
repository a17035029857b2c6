import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import {
  LOTTERY_ISSUE_STATES,
  type LotteryIssueState,
  OPS_LOTTERY_PATHS,
  type OpsLotteryIssue,
  type OpsLotteryIssuesValue,
  opsLotteryGamesValue,
  opsLotteryIssuesValue,
} from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import { PagedTable } from '../members/PagedTable.tsx';
import { IssueStateBadge } from './IssueStateBadge.tsx';
import { gameName } from './gameText.ts';

/** The drawn digits as one string ("0 7 3"), or null before the draw. */
export const resultText = (numbers: readonly number[] | null) =>
  numbers === null ? null : numbers.join(' ');

/** Every issue, latest draw first, paged on the server; filtered by game and state. */
export function IssuesPanel({
  game,
  onGame,
  onOpen,
}: {
  game: string;
  onGame: (gameCode: string) => void;
  onOpen: (issueId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const [state, setState] = useState<LotteryIssueState | ''>('');
  const games = useQuery({
    queryKey: ['lottery', 'games'],
    queryFn: () => api.call('GET', OPS_LOTTERY_PATHS.games, opsLotteryGamesValue),
  });
  const names = useMemo(
    () => new Map((games.data?.content ?? []).map((one) => [one.code, gameName(one, i18n.language)])),
    [games.data, i18n.language],
  );

  const columns = useMemo<ColumnDef<OpsLotteryIssue>[]>(() => {
    const at = (iso: string) => formatDateTime(iso, i18n.language);
    const money = (amount: string) => formatAmount(amount, i18n.language);
    return [
      {
        id: 'issue',
        header: t('lottery.col.issue'),
        cell: ({ row: { original: issue } }) => (
          <Text size="sm" fw={600} className="ltr-text">
            {issue.numero}
          </Text>
        ),
      },
      {
        id: 'game',
        header: t('lottery.col.game'),
        cell: ({ row: { original: issue } }) => names.get(issue.gameCode) ?? issue.gameCode,
      },
      {
        id: 'state',
        header: t('lottery.col.state'),
        cell: ({ row: { original: issue } }) => <IssueStateBadge state={issue.status} />,
      },
      {
        id: 'times',
        header: t('lottery.col.times'),
        cell: ({ row: { original: issue } }) => (
          <Stack gap={0}>
            <Text size="xs">{at(issue.opensAt)}</Text>
            <Text size="xs">{at(issue.closesAt)}</Text>
            <Text size="xs" fw={600}>
              {at(issue.drawsAt)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'result',
        header: t('lottery.col.result'),
        cell: ({ row: { original: issue } }) => {
          const result = resultText(issue.numbers);
          return result === null ? (
            <Text size="xs" c="dimmed">
              {t('lottery.notDrawn')}
            </Text>
          ) : (
            <Text fw={700} className="lottery-hex">
              {result}
            </Text>
          );
        },
      },
      {
        id: 'orders',
        header: t('lottery.col.orders'),
        cell: ({ row: { original: issue } }) => <span className="ltr-text">{issue.orderCount}</span>,
      },
      {
        id: 'stake',
        header: t('lottery.col.stake'),
        cell: ({ row: { original: issue } }) => <span className="ltr-text">{money(issue.stakeTotal)}</span>,
      },
      {
        id: 'payout',
        header: t('lottery.col.payout'),
        cell: ({ row: { original: issue } }) => <span className="ltr-text">{money(issue.payoutTotal)}</span>,
      },
      {
        id: 'open',
        header: t('lottery.col.open'),
        cell: ({ row: { original: issue } }) => (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={t('lottery.openIssue', { numero: issue.numero })}
            onClick={() => onOpen(issue.id)}
          >
            {t('lottery.open')}
          </Button>
        ),
      },
    ];
  }, [t, i18n.language, names, onOpen]);

  return (
    <Stack gap="sm">
      <Title order={3}>{t('lottery.issues')}</Title>
      <Group gap="sm" align="flex-end" role="group" aria-label={t('lottery.filters')}>
        <Select
          w={260}
          label={t('lottery.filter.game')}
          data={[
            { value: '', label: t('lottery.any') },
            ...(games.data?.content ?? []).map((one) => ({
              value: one.code,
              label: gameName(one, i18n.language),
            })),
          ]}
          value={game}
          onChange={(value) => onGame(value ?? '')}
          allowDeselect={false}
        />
        <Select
          w={200}
          label={t('lottery.filter.state')}
          data={[
            { value: '', label: t('lottery.any') },
            ...LOTTERY_ISSUE_STATES.map((value) => ({ value, label: t(`lottery.state.${value}`) })),
          ]}
          value={state}
          onChange={(value) => setState(LOTTERY_ISSUE_STATES.find((known) => known === value) ?? '')}
          allowDeselect={false}
        />
      </Group>
      <PagedTable
        key={`${game}|${state}`}
        queryKey={['lottery', 'issues', game, state]}
        load={(page, pageSize): Promise<OpsLotteryIssuesValue> =>
          api.call('GET', OPS_LOTTERY_PATHS.issues, opsLotteryIssuesValue, {
            query: { game, state, pageNo: page, pageSize },
          })
        }
        columns={columns}
        caption={t('lottery.issues')}
        empty={t('lottery.issuesEmpty')}
        count={(page) => t('lottery.issuesCount', { count: page.total })}
        rowId={(row) => row.id}
      />
    </Stack>
  );
}
