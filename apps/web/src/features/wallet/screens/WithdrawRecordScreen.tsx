import type { ReactElement } from 'react';
import { walletScreen } from '../components/WalletPage.tsx';
import { CashierRecords } from '../components/records/CashierRecords.tsx';

function WithdrawRecords(): ReactElement {
  return <CashierRecords kind="withdrawals" />;
}

/** Withdrawal records (/m/member/withdrawRecord). */
export default walletScreen(WithdrawRecords);
