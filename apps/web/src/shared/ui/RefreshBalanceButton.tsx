import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { refreshBalance, useBalance } from '../api/balance.ts';
import { Icon } from './Icon.tsx';

/** Asks the server for the balance again (the one shared query), wherever a balance shows. */
export function RefreshBalanceButton({
  label,
  small = false,
}: {
  label: string;
  small?: boolean;
}): ReactElement {
  const client = useQueryClient();
  const balance = useBalance();
  return (
    <button
      type="button"
      className={small ? 'icon-button icon-button--small' : 'icon-button'}
      aria-label={label}
      disabled={balance.isFetching}
      onClick={() => void refreshBalance(client)}
    >
      <Icon name="refresh" size={small ? 18 : 24} />
    </button>
  );
}
