import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../../shared/api/balance.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useCommonStore } from '../../../../shared/store/commonStore.ts';
import { RefreshBalanceButton } from '../../../../shared/ui/RefreshBalanceButton.tsx';

/** The wallet's shared balance query (the same figure as the header), with a refresh button. */
export function MemberBalance(): ReactElement | null {
  const { t } = useTranslation();
  const currency = useCommonStore((state) => state.currency);
  const balance = useBalance();
  if (!balance.data) return null;
  const { subWallets, mainBalance } = balance.data;
  return (
    <>
      <span className="member__meta member__balance">
        <span>
          {balance.data.trial ? t('memberCentre.trialBalance') : t('memberCentre.balance')}:{' '}
          <strong>
            <bdi>{formatMoney(balance.data.sumBalance, currency)}</bdi>
          </strong>
          {balance.data.trial && <span className="trial-tag">{t('header.trial')}</span>}
        </span>
        <RefreshBalanceButton label={t('memberCentre.refreshBalance')} small />
      </span>
      {/* Only when the operator connected transfer-wallet game vendors: where the balance sits. */}
      {subWallets.length > 0 && (
        <span className="member__meta">
          {[
            `${t('memberCentre.mainWallet')} ${formatMoney(mainBalance, currency)}`,
            ...subWallets.map((sub) => `${sub.vendorCode} ${formatMoney(sub.balance, currency)}`),
          ].map((part, index) => (
            <bdi key={part}>
              {index > 0 && ' · '}
              {part}
            </bdi>
          ))}
        </span>
      )}
    </>
  );
}
