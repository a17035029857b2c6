import type { ReactElement } from 'react';
import { CashierRecords } from '../components/records/CashierRecords.tsx';

/** Deposit records (/m/member/depositRecord). */
export default function DepositRecordScreen(): ReactElement {
  return <CashierRecords kind="deposits" />;
}
