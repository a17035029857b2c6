import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../app/MeContext.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import './games.css';
import { CategoriesPanel } from './CategoriesPanel.tsx';
import { GamesPanel } from './GamesPanel.tsx';
import { ImportPanel } from './ImportPanel.tsx';
import { VendorsPanel } from './VendorsPanel.tsx';

/** The game catalogue: games with their switches, vendors, category order and catalogue import. */
export function GamesScreen() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.permissions.includes('games.read')) return <NotFoundScreen />;
  // The server refuses changes to a reader anyway; the console leaves the controls out.
  const manage = me.permissions.includes('games.manage');
  return (
    <Stack>
      <Title order={2}>{t('games.title')}</Title>
      <Tabs defaultValue="games" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="games">{t('games.tab.games')}</Tabs.Tab>
          <Tabs.Tab value="vendors">{t('games.tab.vendors')}</Tabs.Tab>
          <Tabs.Tab value="categories">{t('games.tab.categories')}</Tabs.Tab>
          {manage && <Tabs.Tab value="import">{t('games.tab.import')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="games" pt="md">
          <GamesPanel manage={manage} />
        </Tabs.Panel>
        <Tabs.Panel value="vendors" pt="md">
          <VendorsPanel manage={manage} />
        </Tabs.Panel>
        <Tabs.Panel value="categories" pt="md">
          <CategoriesPanel manage={manage} />
        </Tabs.Panel>
        {manage && (
          <Tabs.Panel value="import" pt="md">
            <ImportPanel />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
