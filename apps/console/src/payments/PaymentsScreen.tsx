import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../app/MeContext.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { DepositsTab } from './DepositsTab.tsx';
import { type PaymentAction, PaymentDialog } from './PaymentDialog.tsx';
import { WithdrawalsTab } from './WithdrawalsTab.tsx';
import { ChannelsTab } from './ChannelsTab.tsx';

/**
 * Payments (payments.read): bank transfers to confirm, and withdrawals to approve, reject and mark
 * paid. The decision buttons are there only for payments.decide; the server checks every call.
 */
export function PaymentsScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const [action, setAction] = useState<PaymentAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const act = useCallback((next: PaymentAction) => {
    setDone(null);
    setAction(next);
  }, []);
  if (!me.permissions.includes('payments.read')) return <NotFoundScreen />;
  const canDecide = me.permissions.includes('payments.decide');

  return (
    <Stack>
      <Title order={2}>{t('payments.title')}</Title>
      {done !== null && (
        <Alert color="green" role="status" withCloseButton onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      <Tabs defaultValue="withdrawals" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="withdrawals">{t('payments.tab.withdrawals')}</Tabs.Tab>
          <Tabs.Tab value="deposits">{t('payments.tab.deposits')}</Tabs.Tab>
          <Tabs.Tab value="channels">{t('channels.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="withdrawals" pt="md">
          <WithdrawalsTab canDecide={canDecide} onAct={act} />
        </Tabs.Panel>
        <Tabs.Panel value="deposits" pt="md">
          <DepositsTab canDecide={canDecide} onAct={act} />
        </Tabs.Panel>
        <Tabs.Panel value="channels" pt="md">
          <ChannelsTab manage={me.permissions.includes('settings.manage')} />
        </Tabs.Panel>
      </Tabs>
      {action !== null && <PaymentDialog action={action} onDone={setDone} onClose={() => setAction(null)} />}
    </Stack>
  );
}
