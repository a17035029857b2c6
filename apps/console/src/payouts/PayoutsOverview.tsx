import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import {
  AGENT_PAYOUT_PAID_DAYS,
  OPS_AGENT_PAYOUT_PATHS,
  opsAgentPayoutsOverviewValue,
} from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../app/ConsoleContext.tsx';
import { FigureTile } from '../components/FigureTile.tsx';
import { PlainTable } from '../components/PlainTable.tsx';
import { formatAmount, formatDateTime } from '../i18n/format.ts';
import { isolate } from '../members/bidi.ts';
import { memberPath } from '../members/paths.ts';
import { QueryState } from '../screens/QueryState.tsx';
import { PAYOUTS_KEY } from './keys.ts';

const PAID_KINDS = ['salary', 'dividend', 'cashback', 'invite'] as const;

/**
 * What the merchant owes and has paid agents and members: contract payouts waiting for an upline's
 * (or the house's) funds, what was paid lately by kind, and every member whose payouts are held.
 */
export function PayoutsOverview() {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const overview = useQuery({
    queryKey: PAYOUTS_KEY,
    queryFn: () => api.call('GET', OPS_AGENT_PAYOUT_PATHS.overview, opsAgentPayoutsOverviewValue),
    refetchInterval: 60_000,
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="payouts-title">
      <Title order={3} id="payouts-title">
        {t('payouts.title')}
      </Title>
      <QueryState query={overview}>
        {(value) => {
          const money = (amount: string) => formatAmount(amount, i18n.language, { currency: value.currency });
          return (
            <Stack gap="sm">
              <div className="figure-tiles" role="group" aria-label={t('payouts.overview')}>
                {(['salary', 'dividend'] as const).map((kind) => (
                  <FigureTile
                    key={kind}
                    label={t(`payouts.unpaid.${kind}`)}
                    value={money(value.unpaid[kind].amount)}
                    hint={t('payouts.periods', { count: value.unpaid[kind].periods })}
                  />
                ))}
              </div>
              <Text size="xs" c="dimmed">
                {t('payouts.unpaidNote')}
              </Text>
              <div
                className="figure-tiles"
                role="group"
                aria-label={t('payouts.paidTitle', { days: AGENT_PAYOUT_PAID_DAYS })}
              >
                {PAID_KINDS.map((kind) => (
                  <FigureTile
                    key={kind}
                    label={t(`payouts.kind.${kind}`)}
                    value={money(value.paid[kind])}
                    hint={t('payouts.paidTitle', { days: AGENT_PAYOUT_PAID_DAYS })}
                  />
                ))}
              </div>
              <Title order={4}>{t('payouts.heldTitle')}</Title>
              {value.held.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('payouts.heldNone')}
                </Text>
              ) : (
                <PlainTable
                  caption={t('payouts.heldTitle')}
                  minWidth={640}
                  headers={[
                    t('payouts.col.member'),
                    t('payouts.col.reason'),
                    t('payouts.col.by'),
                    t('payouts.col.at'),
                  ]}
                >
                  {value.held.map((hold) => (
                    <Table.Tr key={hold.memberId}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`${memberPath(hold.memberId)}?tab=payouts`}
                          className="ltr-text"
                        >
                          {hold.username}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{isolate(hold.reason)}</Table.Td>
                      <Table.Td className="ltr-text">{hold.heldBy}</Table.Td>
                      <Table.Td>{formatDateTime(hold.heldAt, i18n.language)}</Table.Td>
                    </Table.Tr>
                  ))}
                </PlainTable>
              )}
              {value.heldTotal > value.held.length && (
                <Text size="xs" c="dimmed">
                  {t('payouts.heldMore', { shown: value.held.length, total: value.heldTotal })}
                </Text>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
