import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../app/MeContext.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { SignInCalendarPanel } from './SignInCalendarPanel.tsx';
import { VipLevelsPanel } from './VipLevelsPanel.tsx';

/**
 * VIP levels and the daily sign-in calendar of the operator's merchant. Seen with content.read;
 * changed (audited by the server) with rewards.issue, since both pay members from the promotions
 * account.
 */
export function RewardsScreen() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.permissions.includes('content.read')) return <NotFoundScreen />;
  const manage = me.permissions.includes('rewards.issue');
  return (
    <Stack>
      <Title order={2}>{t('vipSignIn.title')}</Title>
      {!manage && (
        <Alert color="blue" role="note">
          {t('vipSignIn.readOnly')}
        </Alert>
      )}
      <Tabs defaultValue="vip" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="vip">{t('vipSignIn.tab.vip')}</Tabs.Tab>
          <Tabs.Tab value="signIn">{t('vipSignIn.tab.signIn')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="vip" pt="md">
          <VipLevelsPanel manage={manage} />
        </Tabs.Panel>
        <Tabs.Panel value="signIn" pt="md">
          <SignInCalendarPanel manage={manage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
