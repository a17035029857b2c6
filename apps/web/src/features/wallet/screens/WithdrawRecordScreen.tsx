import type { ReactElement } from 'react';
import { CashierRecords } from '../components/records/CashierRecords.tsx';

/** Withdrawal records (/m/member/withdrawRecord). */
export default function WithdrawRecordScreen(): ReactElement {
  return <CashierRecords kind="withdrawals" />;
}
