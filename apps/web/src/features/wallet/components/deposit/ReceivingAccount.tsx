import type { DepositChannel } from '@openlobby/contract/client';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { walletApi, walletKeys } from '../../api/walletApi.ts';
import { useWalletT } from '../../i18n/texts.ts';
import { CopyRow } from '../CopyRow.tsx';
import { QrCode } from '../../../../shared/ui/QrCode.tsx';
import { LoadState } from '../../../../shared/ui/LoadState.tsx';

/** Where a manual transfer or a crypto deposit goes, each detail with a copy button. */
export function ReceivingAccount({ channel }: { channel: DepositChannel }): ReactElement {
  const { t } = useWalletT();
  const accounts = useQuery({
    queryKey: walletKeys.accounts(channel.channelId),
    queryFn: () => walletApi.depositAccounts(channel.channelId),
  });
  if (!accounts.data) return <LoadState query={accounts} />;
  const account = accounts.data.accounts[0];
  if (!account) return <p className="wallet__muted">{t('deposit.noChannels')}</p>;
  const crypto = channel.kind === 'crypto';
  return (
    <section className="wallet__section card" aria-labelledby="receiving-title">
      <h2 id="receiving-title">{crypto ? t('deposit.cryptoTitle') : t('deposit.manualTitle')}</h2>
      {crypto && <QrCode text={account.accountNumber} label={t('deposit.qrLabel')} size={176} />}
      <dl className="details">
        {crypto ? (
          <>
            <CopyRow label={t('deposit.address')} value={account.accountNumber} />
            {account.network && <CopyRow label={t('deposit.network')} value={account.network} />}
          </>
        ) : (
          <>
            <CopyRow label={t('deposit.bankName')} value={account.bankName} />
            <CopyRow label={t('deposit.accountName')} value={account.accountName} />
            <CopyRow label={t('deposit.accountNumber')} value={account.accountNumber} />
          </>
        )}
      </dl>
    </section>
  );
}
