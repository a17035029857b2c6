import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BalanceCard } from '../components/BalanceCard.tsx';
import { DepositForm } from '../components/deposit/DepositForm.tsx';
import { DepositStatus } from '../components/deposit/DepositStatus.tsx';
import { LimitOffer } from '../components/deposit/LimitOffer.tsx';
import { walletScreen } from '../components/WalletPage.tsx';
import { readPendingDeposit } from '../model/pendingDeposit.ts';

function DepositBody(): ReactElement {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const depositId =
    params.get('depositId') ?? (params.has('new') ? null : readPendingDeposit()?.depositId) ?? null;
  return (
    <>
      <BalanceCard />
      {depositId ? null : <LimitOffer />}
      {depositId ? <DepositStatus key={depositId} depositId={depositId} /> : <DepositForm />}
      <Link className="text-link deposit__limits" to="/m/member/saferGambling">
        {t('title.saferGambling')}
      </Link>
    </>
  );
}

/**
 * Deposit (/m/voucherCenter). `?depositId=` shows one deposit's state (after the gateway page, a
 * QR payment or a manual transfer); otherwise the form. A gateway deposit the player just left
 * for is resumed from session storage when the gateway returns without the id.
 */
export default walletScreen(DepositBody, { cashier: true });
