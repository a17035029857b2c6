import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isFeatureAvailable } from '../../../../shared/featureAvailability.ts';
import { CashierLink } from '../../../../shared/ui/CashierLink.tsx';
import { Icon } from '../../../../shared/ui/Icon.tsx';

/** Deposit, Withdraw, Bank account: the three big buttons of the platform family's member centre. */
export function WalletButtons(): ReactElement | null {
  const { t } = useTranslation();
  if (!isFeatureAvailable('deposit')) return null;
  return (
    <nav className="card member__wallet" aria-label={t('memberCentre.wallet')}>
      <CashierLink className="member__big" to="/m/voucherCenter">
        <Icon name="wallet" />
        {t('memberCentre.deposit')}
      </CashierLink>
      {isFeatureAvailable('withdraw') && (
        <CashierLink className="member__big" to="/m/withdraw">
          <Icon name="arrowOut" />
          {t('memberCentre.withdraw')}
        </CashierLink>
      )}
      {isFeatureAvailable('walletRecords') && (
        <Link className="member__big" to="/m/member/bankCards">
          <Icon name="card" />
          {t('memberCentre.bankAccount')}
        </Link>
      )}
    </nav>
  );
}
