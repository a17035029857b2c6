import { Paper, Stack, Text, Title } from '@mantine/core';
import type { OpsDashboardDay } from '@openlobby/contract';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAmount } from '../i18n/format.ts';
import type { MessageKey } from '../i18n/en.ts';

const MONEY: readonly { key: 'deposits' | 'withdrawals' | 'ggr' | 'ngr'; color: string }[] = [
  { key: 'deposits', color: 'var(--mantine-color-teal-6)' },
  { key: 'withdrawals', color: 'var(--mantine-color-orange-6)' },
  { key: 'ggr', color: 'var(--mantine-color-blue-6)' },
  { key: 'ngr', color: 'var(--mantine-color-grape-6)' },
];
const PLAYERS: readonly { key: 'activePlayers' | 'registrations' | 'firstDeposits'; color: string }[] = [
  { key: 'activePlayers', color: 'var(--mantine-color-blue-6)' },
  { key: 'registrations', color: 'var(--mantine-color-teal-6)' },
  { key: 'firstDeposits', color: 'var(--mantine-color-orange-6)' },
];

/** The chart's day label: "26 Nov" in the console's language. */
function shortDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Intl.DateTimeFormat(language === 'UR' ? 'ur-PK' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * The last 30 days as two charts: money (deposits, withdrawals, GGR, NGR) and players. The amounts
 * are plotted as numbers (a chart's geometry only); tooltips show the API's decimal strings. Time
 * runs left to right in both languages, as on any chart, so the plot itself stays left to right.
 */
export function DailyCharts({ days, currency }: { days: readonly OpsDashboardDay[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const data = days.map((day) => ({
    ...day,
    label: shortDay(day.day, language),
    plot: Object.fromEntries(MONEY.map(({ key }) => [key, Number(day[key])])),
  }));
  const metric = (key: string) => t(`metric.${key}` as MessageKey);
  const axis = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 };
  const tooltip = {
    contentStyle: {
      background: 'var(--mantine-color-body)',
      border: '1px solid var(--mantine-color-default-border)',
      color: 'var(--mantine-color-text)',
    },
  };
  return (
    <div className="chart-grid">
      <Paper withBorder p="md" component="figure" m={0} aria-label={t('dashboard.money')}>
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('dashboard.money')}
          </Title>
          <div dir="ltr">
            <ResponsiveContainer width="100%" height={260}>
              <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
                <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
                <YAxis tick={axis} width={64} />
                <Tooltip
                  {...tooltip}
                  formatter={(_value, name, item) => {
                    const day = (item as { payload?: OpsDashboardDay }).payload;
                    const key = String(name) as (typeof MONEY)[number]['key'];
                    return [
                      day === undefined ? '' : formatAmount(day[key], language, { currency }),
                      metric(key),
                    ];
                  }}
                />
                <Legend formatter={(value: string) => metric(value)} />
                {MONEY.map(({ key, color }) => (
                  <Line
                    key={key}
                    name={key}
                    dataKey={`plot.${key}`}
                    stroke={color}
                    strokeWidth={2}
                    dot={false}
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </div>
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="figure" m={0} aria-label={t('dashboard.players')}>
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('dashboard.players')}
          </Title>
          <div dir="ltr">
            <ResponsiveContainer width="100%" height={260}>
              <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
                <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
                <YAxis tick={axis} width={40} allowDecimals={false} />
                <Tooltip {...tooltip} formatter={(value, name) => [String(value), metric(String(name))]} />
                <Legend formatter={(value: string) => metric(value)} />
                {PLAYERS.map(({ key, color }) => (
                  <Bar key={key} name={key} dataKey={key} fill={color} isAnimationActive={false} />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </div>
          <Text size="xs" c="dimmed">
            {t('dashboard.last30')}
          </Text>
        </Stack>
      </Paper>
    </div>
  );
}
