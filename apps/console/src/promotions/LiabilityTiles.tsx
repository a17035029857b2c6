import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { OPS_PROMOTION_PATHS, opsBonusLiability } from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { formatAmount } from '../i18n/format.ts';
import './promotions.css';

export const LIABILITY_KEY = ['ops-bonus-liability'] as const;

/** What the house still owes in bonuses: the bonus money members hold and the wagering left. */
export function LiabilityTiles() {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const liability = useQuery({
    queryKey: LIABILITY_KEY,
    queryFn: () => api.call('GET', OPS_PROMOTION_PATHS.liability, opsBonusLiability),
    refetchInterval: 30_000,
  });
  const value = liability.data;
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
    <section aria-label={t('promotions.liability')} className="promo-liability">
      {tile(
        t('promotions.liability.balance'),
        value && formatAmount(value.bonusBalance, i18n.language, { currency: value.currency }),
      )}
      {tile(t('promotions.liability.active'), value && String(value.activeCount))}
      {tile(
        t('promotions.liability.remaining'),
        value && formatAmount(value.wagerRemaining, i18n.language, { currency: value.currency }),
      )}
    </section>
  );
}

/** The liability on the dashboard, for operators who may see promotions. */
export function DashboardLiability() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.permissions.includes('promotions.read')) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('promotions.liability')}
      </Title>
      <LiabilityTiles />
    </Stack>
  );
}
