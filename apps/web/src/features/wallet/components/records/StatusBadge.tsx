import type { DepositStatus, WithdrawStatus } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useWalletT } from '../../i18n/texts.ts';

export function StatusBadge({ status }: { status: DepositStatus | WithdrawStatus }): ReactElement {
  const { t } = useWalletT();
  return <span className={`status status--${status}`}>{t(`status.${status}`)}</span>;
}
