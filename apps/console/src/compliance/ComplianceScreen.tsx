import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMe } from '../app/MeContext.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { AlertsPanel } from './AlertsPanel.tsx';
import { RulesPanel } from './RulesPanel.tsx';
import { VerificationPanel } from './VerificationPanel.tsx';

const TABS = ['alerts', 'rules', 'verification'] as const;
type Tab = (typeof TABS)[number];

/**
 * Compliance: the AML alerts the monitor raised (worked on each alert's page) and the AML rules'
 * thresholds. Seen with compliance.read; worked and changed with compliance.manage.
 */
export function ComplianceScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  if (!me.permissions.includes('compliance.read')) return <NotFoundScreen />;
  const manage = me.permissions.includes('compliance.manage');
  const param = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(param ?? '') ? (param as Tab) : 'alerts';
  return (
    <Stack>
      <Title order={2}>{t('compliance.title')}</Title>
      {!manage && (
        <Alert color="blue" role="note">
          {t('compliance.readOnly')}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'alerts' || value === null ? {} : { tab: value })}
      >
        <Tabs.List>
          {TABS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`compliance.tab.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="alerts" pt="md">
          {tab === 'alerts' && <AlertsPanel />}
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="md">
          {tab === 'rules' && <RulesPanel manage={manage} />}
        </Tabs.Panel>
        <Tabs.Panel value="verification" pt="md">
          {tab === 'verification' && <VerificationPanel manage={manage} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
