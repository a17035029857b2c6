import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { OPS_REBATE_PATHS, opsRebateSettingsValue } from '@openlobby/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext.tsx';
import { useMe } from '../app/MeContext.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { QueryState } from '../screens/QueryState.tsx';
import { LiabilityTiles, PaidPanel } from './LiabilityPanel.tsx';
import { RatesPanel } from './RatesPanel.tsx';
import { SETTINGS_KEY } from './keys.ts';

function Rates({ manage }: { manage: boolean }) {
  const { api } = useConsole();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => api.call('GET', OPS_REBATE_PATHS.settings, opsRebateSettingsValue),
  });
  return <QueryState query={settings}>{(value) => <RatesPanel value={value} manage={manage} />}</QueryState>;
}

/**
 * Cashback (the rebate engine) of the operator's merchant: the outstanding liability, the rates per
 * VIP level and product with the minimum claim and on/off, and what was paid. Seen with
 * promotions.read; changed (audited by the server) with promotions.write.
 */
export function RebatesScreen() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.permissions.includes('promotions.read')) return <NotFoundScreen />;
  const manage = me.permissions.includes('promotions.write');
  return (
    <Stack>
      <Title order={2}>{t('rebates.title')}</Title>
      {!manage && (
        <Alert color="blue" role="note">
          {t('rebates.readOnly')}
        </Alert>
      )}
      <LiabilityTiles />
      <Tabs defaultValue="rates" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="rates">{t('rebates.tab.rates')}</Tabs.Tab>
          <Tabs.Tab value="paid">{t('rebates.tab.paid')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rates" pt="md">
          <Rates manage={manage} />
        </Tabs.Panel>
        <Tabs.Panel value="paid" pt="md">
          <PaidPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
