import type { ReactElement } from 'react';
import { useBalance } from '../../../shared/api/balance.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { RefreshBalanceButton } from '../../../shared/ui/RefreshBalanceButton.tsx';
import { useWalletT } from '../i18n/texts.ts';

/** The shared balance query with a refresh button; trial credit is labelled as such. */
export function BalanceCard({ label }: { label?: string }): ReactElement {
  const { t } = useWalletT();
  const currency = useCommonStore((state) => state.currency);
  const balance = useBalance();
  const trial = balance.data?.trial === true;
  return (
    <section className="balance-card card" aria-labelledby="wallet-balance-label">
      <div>
        <p id="wallet-balance-label" className="balance-card__label">
          {trial ? t('balance.trial') : (label ?? t('balance.label'))}
        </p>
        <p className="balance-card__amount" aria-live="polite">
          <bdi>{balance.data ? formatMoney(balance.data.sumBalance, currency) : '—'}</bdi>
          {trial && <span className="trial-tag">{t('balance.trialTag')}</span>}
        </p>
        {trial && <p className="balance-card__note">{t('balance.trialNote')}</p>}
      </div>
      <RefreshBalanceButton label={t('balance.refresh')} />
    </section>
  );
}
