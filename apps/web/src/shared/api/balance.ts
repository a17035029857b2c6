import type { WalletValue } from '@openlobby/contract/client';
import { type QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCommonStore } from '../store/commonStore.ts';
import { callApi } from './client.ts';

/**
 * The one query of the member's balance: the home header, the side menu, the member centre and the
 * cashier screens all read it, so they always show the same figure. Every money movement ends by
 * invalidating it (or writing the wallet the server answered with).
 */
export const BALANCE_KEY = ['wallet', 'balance'] as const;

export function useBalance(): UseQueryResult<WalletValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: [...BALANCE_KEY, token],
    queryFn: ({ signal }) => callApi('walletBalance', {}, { signal }),
    enabled: token !== null,
    staleTime: 15_000,
  });
}

/** After a deposit, a withdrawal or an approval seen on screen: every balance on screen reloads. */
export function refreshBalance(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: BALANCE_KEY });
}

/** A movement's answer already carries the new wallet: show it at once, without another call. */
export function setBalance(client: QueryClient, wallet: WalletValue): void {
  const token = useCommonStore.getState().session?.token ?? null;
  client.setQueryData([...BALANCE_KEY, token], wallet);
}
