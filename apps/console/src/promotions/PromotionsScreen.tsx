import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../app/MeContext.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { ApplicationsPanel } from './ApplicationsPanel.tsx';
import { LiabilityTiles } from './LiabilityTiles.tsx';
import { PromotionsPanel } from './PromotionsPanel.tsx';
import './promotions.css';

/** Promotions: the outstanding bonus liability, the promotions with their editor, and the applications queue. */
export function PromotionsScreen() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.permissions.includes('promotions.read')) return <NotFoundScreen />;
  // The server refuses changes to a reader anyway; the console leaves the controls out.
  const manage = me.permissions.includes('promotions.write');
  return (
    <Stack>
      <Title order={2}>{t('promotions.title')}</Title>
      <LiabilityTiles />
      <Tabs defaultValue="promotions" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="promotions">{t('promotions.tab.promotions')}</Tabs.Tab>
          <Tabs.Tab value="applications">{t('promotions.tab.applications')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="promotions" pt="md">
          <PromotionsPanel manage={manage} />
        </Tabs.Panel>
        <Tabs.Panel value="applications" pt="md">
          <ApplicationsPanel manage={manage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
