import { Stack, Table, Text } from '@mantine/core';
import { OPS_REBATE_PATHS, type OpsRebateLiabilityValue, opsRebateLiabilityValue } from '@openlobby/contract';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { FigureTile } from '../components/FigureTile.tsx';
import { PlainTable } from '../components/PlainTable.tsx';
import { formatAmount } from '../i18n/format.ts';
import { QueryState } from '../screens/QueryState.tsx';
import { LIABILITY_KEY } from './keys.ts';

export function useRebateLiability(): UseQueryResult<OpsRebateLiabilityValue> {
  const { api } = useConsole();
  return useQuery({
    queryKey: LIABILITY_KEY,
    queryFn: () => api.call('GET', OPS_REBATE_PATHS.liability, opsRebateLiabilityValue),
    refetchInterval: 60_000,
  });
}

/** What members could claim now and have not, as tiles. */
export function LiabilityTiles() {
  const { t, i18n } = useTranslation();
  const value = useRebateLiability().data;
  return (
    <Stack gap={4}>
      <section aria-label={t('rebates.liability')} className="figure-tiles">
        <FigureTile
          label={t('rebates.liability.outstanding')}
          value={value && formatAmount(value.outstanding, i18n.language, { currency: value.currency })}
        />
        <FigureTile
          label={t('rebates.liability.members')}
          value={value && String(value.outstandingMembers)}
        />
      </section>
      <Text size="xs" c="dimmed">
        {t('rebates.liability.note')}
      </Text>
    </Stack>
  );
}

/** Cashback paid per day of bets over the last 30 days. */
export function PaidPanel() {
  const { t, i18n } = useTranslation();
  const liability = useRebateLiability();
  return (
    <QueryState query={liability}>
      {(value) =>
        value.paid.length === 0 ? (
          <Text c="dimmed">{t('rebates.paid.empty')}</Text>
        ) : (
          <PlainTable
            caption={t('rebates.paid.table')}
            headers={[t('rebates.paid.day'), t('rebates.paid.amount'), t('rebates.paid.claims')]}
            minWidth={420}
          >
            {value.paid.map((row) => (
              <Table.Tr key={row.day}>
                <Table.Td dir="ltr">{row.day}</Table.Td>
                <Table.Td dir="ltr">
                  {formatAmount(row.amount, i18n.language, { currency: value.currency })}
                </Table.Td>
                <Table.Td>{row.claims}</Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
        )
      }
    </QueryState>
  );
}
