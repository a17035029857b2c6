import type { ReactElement } from 'react';
import { walletScreen } from '../components/WalletPage.tsx';
import { CashierRecords } from '../components/records/CashierRecords.tsx';

function DepositRecords(): ReactElement {
  return <CashierRecords kind="deposits" />;
}

/** Deposit records (/m/member/depositRecord). */
export default walletScreen(DepositRecords);
