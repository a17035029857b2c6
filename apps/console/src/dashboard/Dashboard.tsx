import { Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { OPS_REPORT_PATHS, type OpsDashboardValue, opsDashboardValue } from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import type { MessageKey } from '../i18n/en.ts';
import { QueryState } from '../screens/QueryState.tsx';
import { DashboardLiability } from '../promotions/LiabilityTiles.tsx';

// The chart library is large: it loads after the tiles, and only for operators who see the dashboard.
const DailyCharts = lazy(() =>
  import('./DailyCharts.tsx').then((module) => ({ default: module.DailyCharts })),
);

/** The queues and today's numbers are live: asked for again this often while the screen is open. */
export const DASHBOARD_REFRESH_MS = 15_000;

const MONEY_TILES = ['deposits', 'withdrawals', 'ggr', 'ngr', 'bonus'] as const;
const COUNT_TILES = ['activePlayers', 'registrations', 'firstDeposits'] as const;
const QUEUES = ['pendingWithdrawals', 'pendingManualDeposits', 'openChats'] as const;

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" className="ltr-text">
        {value}
      </Text>
    </Paper>
  );
}

function DashboardBody({ value }: { value: OpsDashboardValue }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const count = (n: number) => new Intl.NumberFormat(language === 'UR' ? 'ur-PK' : 'en-GB').format(n);
  return (
    <Stack>
      <section aria-label={t('dashboard.today', { day: value.today.day })}>
        <Title order={3} size="h4" mb="xs">
          {t('dashboard.today', { day: value.today.day })}
        </Title>
        <div className="tile-grid">
          {MONEY_TILES.map((key) => (
            <Tile
              key={key}
              label={t(`metric.${key}` as MessageKey)}
              value={formatAmount(value.today[key], language, { currency: value.currency })}
            />
          ))}
          {COUNT_TILES.map((key) => (
            <Tile key={key} label={t(`metric.${key}` as MessageKey)} value={count(value.today[key])} />
          ))}
        </div>
      </section>
      <section aria-label={t('dashboard.queues')}>
        <Title order={3} size="h4" mb="xs">
          {t('dashboard.queues')}
        </Title>
        <div className="tile-grid tile-grid-3">
          {QUEUES.map((key) => (
            <Tile key={key} label={t(`queue.${key}` as MessageKey)} value={count(value.queues[key])} />
          ))}
        </div>
      </section>
      <DashboardLiability />
      <Suspense
        fallback={
          <Center p="xl">
            <Loader aria-label={t('app.loading')} />
          </Center>
        }
      >
        <DailyCharts days={value.days} currency={value.currency} />
      </Suspense>
    </Stack>
  );
}

/** Today's money and players, the queues waiting for operators, and the last 30 days in charts. */
export function Dashboard() {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const dashboard = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => api.call('GET', OPS_REPORT_PATHS.dashboard, opsDashboardValue),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <Title order={2}>{t('dashboard.title')}</Title>
        {dashboard.data !== undefined && (
          <Text size="sm" c="dimmed">
            {t('dashboard.updated', {
              time: formatDateTime(new Date(dashboard.dataUpdatedAt).toISOString(), i18n.language),
            })}{' '}
            {t('dashboard.zone', { zone: dashboard.data.timeZone })}
          </Text>
        )}
      </Group>
      <QueryState query={dashboard}>{(value) => <DashboardBody value={value} />}</QueryState>
    </Stack>
  );
}
