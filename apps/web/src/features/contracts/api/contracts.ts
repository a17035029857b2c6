import {
  CONTRACT_CALLS,
  type ContractAction,
  type ContractKind,
  type ContractPayoutsValue,
  type ContractRole,
  type DividendContract,
  type DividendPeriod,
  type SalaryContract,
} from '@openlobby/contract/client';
import { type QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

export type AnyContract = SalaryContract | DividendContract;

/** A tier of either family, as the screens show and edit it: `min` is a volume or a net loss. */
export interface Tier {
  min: string;
  bps: number;
}

export function tiersOf(contract: AnyContract): Tier[] {
  return contract.tiers.map((tier) =>
    'minVolume' in tier
      ? { min: tier.minVolume, bps: tier.rateBps }
      : { min: tier.minNetLoss, bps: tier.shareBps },
  );
}

/** The kind's open contracts: mine as the downline, the ones I offered, and what I may offer. */
export interface ContractInfo {
  asDownline: AnyContract | null;
  asUpline: AnyContract[];
  canOffer: boolean;
  maxBps: number | null;
  timeZone: string;
}

const KEY = ['agentContracts'] as const;

function useToken(): string | null {
  return useCommonStore((state) => state.session?.token ?? null);
}

export function useContractInfo(kind: ContractKind): UseQueryResult<ContractInfo> {
  const token = useToken();
  return useQuery({
    queryKey: [...KEY, kind, 'info', token],
    queryFn: ({ signal }): Promise<ContractInfo> => contractCall(CONTRACT_CALLS[kind].info, { signal }),
    enabled: token !== null,
  });
}

/** The period in progress of my own active contract: what it would pay so far. */
export function useCurrentPeriod(kind: ContractKind, active: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: [...KEY, kind, 'current', token],
    queryFn: ({ signal }) => contractCall(CONTRACT_CALLS[kind].current, { signal }),
    enabled: token !== null && active,
  });
}

export function usePayouts(
  kind: ContractKind,
  role: 'ALL' | ContractRole,
  pageNum: number,
): UseQueryResult<ContractPayoutsValue> {
  const token = useToken();
  return useQuery({
    queryKey: [...KEY, kind, 'history', role, pageNum, token],
    queryFn: ({ signal }) => contractCall(CONTRACT_CALLS[kind].history, { query: { role, pageNum }, signal }),
    enabled: token !== null,
  });
}

export function processContract(kind: ContractKind, contractId: number, action: ContractAction) {
  return contractCall(CONTRACT_CALLS[kind].process, { body: { contractId, action } });
}

/** Offers a contract to a direct downline: salary tiers by volume, dividend tiers by net loss and a period. */
export function offerContract(
  kind: ContractKind,
  offer: { downlineId: number; tiers: Tier[]; period: DividendPeriod },
): Promise<AnyContract> {
  if (kind === 'DIVIDEND')
    return contractCall('dividendApply', {
      body: {
        downlineId: offer.downlineId,
        period: offer.period,
        tiers: offer.tiers.map((tier) => ({ minNetLoss: tier.min, shareBps: tier.bps })),
      },
    });
  return contractCall(CONTRACT_CALLS[kind].apply, {
    body: {
      downlineId: offer.downlineId,
      tiers: offer.tiers.map((t) => ({ minVolume: t.min, rateBps: t.bps })),
    },
  });
}

/** My direct downlines whose name starts with `prefix`: who an offer can go to. */
export function findDirectDownlines(prefix: string, signal?: AbortSignal) {
  return contractCall('downlines', {
    query: { level: 'DIRECT', pageNum: 1, pageSize: 10, ...(prefix === '' ? {} : { username: prefix }) },
    signal,
  });
}

export function refreshContracts(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: KEY });
}
