import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { ContentType } from '@openlobby/contract';
import { useTranslation } from 'react-i18next';
import { useMe } from '../app/MeContext.ts';
import type { MessageKey } from '../i18n/en.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import './content.css';
import { DownloadPanel } from './DownloadPanel.tsx';
import { HelpPanel } from './HelpPanel.tsx';
import { InboxPanel } from './InboxPanel.tsx';
import { ItemsPanel } from './ItemsPanel.tsx';
import { ServicePanel } from './ServicePanel.tsx';

/** Every content type (enums.ts), banners first: the home carousel is what operators change most. */
const TABS: readonly ContentType[] = [
  ContentType.BANNER,
  ContentType.PLAYER,
  ContentType.POPUP,
  ContentType.PROMOTION,
  ContentType.AGENT,
];

/**
 * The lobby's content: banners, notices, popups, promotions and agent notices, each type a tab of
 * its items with create, edit and delete; the help centre, download links and customer-service entries
 * (HelpPanel, DownloadPanel, ServicePanel); and an inbox message to members (content.manage). With
 * content.read alone (auditor, compliance, support) the screen is read-only: the items and their
 * phone preview, no writes and no inbox; the server refuses those anyway.
 */
export function ContentScreen() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.permissions.includes('content.read')) return <NotFoundScreen />;
  const manage = me.permissions.includes('content.manage');
  return (
    <Stack>
      <Title order={2}>{t('content.title')}</Title>
      {!manage && (
        <Alert color="blue" role="note">
          {t('content.readOnly')}
        </Alert>
      )}
      <Tabs defaultValue={ContentType.BANNER} keepMounted={false}>
        <Tabs.List>
          {TABS.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {t(`content.tab.${type}` as MessageKey)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="help">{t('content.tab.help')}</Tabs.Tab>
          <Tabs.Tab value="downloads">{t('content.tab.downloads')}</Tabs.Tab>
          <Tabs.Tab value="service">{t('content.tab.service')}</Tabs.Tab>
          {manage && <Tabs.Tab value="inbox">{t('content.tab.inbox')}</Tabs.Tab>}
        </Tabs.List>
        {TABS.map((type) => (
          <Tabs.Panel key={type} value={type} pt="md">
            <ItemsPanel type={type} manage={manage} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="help" pt="md">
          <HelpPanel manage={manage} />
        </Tabs.Panel>
        <Tabs.Panel value="downloads" pt="md">
          <DownloadPanel manage={manage} />
        </Tabs.Panel>
        <Tabs.Panel value="service" pt="md">
          <ServicePanel manage={manage} />
        </Tabs.Panel>
        {manage && (
          <Tabs.Panel value="inbox" pt="md">
            <InboxPanel />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
