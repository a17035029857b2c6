import { Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { OPS_REBATE_PATHS, type OpsRebateLiabilityValue, opsRebateLiabilityValue } from '@openlobby/contract';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { PlainTable } from '../components/PlainTable.tsx';
import { formatAmount } from '../i18n/format.ts';
import { QueryState } from '../screens/QueryState.tsx';
import { LIABILITY_KEY } from './keys.ts';
import './rebates.css';

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
  const tile = (label: string, shown: string | undefined) => (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {shown === undefined ? (
        <Skeleton height={24} mt={4} />
      ) : (
        <Text size="lg" fw={700} dir="ltr" ta="start">
          {shown}
        </Text>
      )}
    </Paper>
  );
  return (
    <Stack gap={4}>
      <section aria-label={t('rebates.liability')} className="rebate-liability">
        {tile(
          t('rebates.liability.outstanding'),
          value && formatAmount(value.outstanding, i18n.language, { currency: value.currency }),
        )}
        {tile(t('rebates.liability.members'), value && String(value.outstandingMembers))}
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
