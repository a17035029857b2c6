import type { WalletValue } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useBalance } from '../../../shared/api/balance.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { RefreshBalanceButton } from '../../../shared/ui/RefreshBalanceButton.tsx';
import { useWalletT } from '../i18n/texts.ts';

/**
 * Where the money is when the operator connected transfer-wallet game vendors: the main wallet and
 * each game wallet (all part of the balance above). Nothing when there are none (the default).
 */
function SubWallets({ wallet }: { wallet: WalletValue }): ReactElement | null {
  const { t } = useWalletT();
  const currency = useCommonStore((state) => state.currency);
  if (wallet.subWallets.length === 0) return null;
  return (
    <dl className="balance-card__wallets" aria-label={t('balance.wallets')}>
      <div>
        <dt>{t('balance.main')}</dt>
        <dd>
          <bdi>{formatMoney(wallet.mainBalance, currency)}</bdi>
        </dd>
      </div>
      {wallet.subWallets.map((sub) => (
        <div key={sub.vendorCode}>
          <dt>
            <bdi>{sub.vendorCode}</bdi>
          </dt>
          <dd>
            <bdi>{formatMoney(sub.balance, currency)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The shared balance query with a refresh button; trial credit is labelled as such. */
export function BalanceCard({ label }: { label?: string }): ReactElement {
  const { t } = useWalletT();
  const currency = useCommonStore((state) => state.currency);
  const balance = useBalance();
  const trial = balance.data?.trial === true;
  const hasSubWallets = (balance.data?.subWallets.length ?? 0) > 0;
  return (
    <section className="balance-card card" aria-labelledby="wallet-balance-label">
      <div>
        <p id="wallet-balance-label" className="balance-card__label">
          {trial
            ? t('balance.trial')
            : // With game wallets the total is not all spendable here: call it the balance, not "available".
              hasSubWallets
              ? t('balance.label')
              : (label ?? t('balance.label'))}
        </p>
        <p className="balance-card__amount" aria-live="polite">
          <bdi>{balance.data ? formatMoney(balance.data.sumBalance, currency) : '—'}</bdi>
          {trial && <span className="trial-tag">{t('balance.trialTag')}</span>}
        </p>
        {trial && <p className="balance-card__note">{t('balance.trialNote')}</p>}
        {balance.data && <SubWallets wallet={balance.data} />}
      </div>
      <RefreshBalanceButton label={t('balance.refresh')} />
    </section>
  );
}
