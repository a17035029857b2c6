import type {
  ClaimReferralRewardRequest,
  ClaimReferralRewardValue,
  ReferralDetailsValue,
  ReferralIncomeValue,
  ReferralInviteesValue,
} from '@openlobby/contract/client';
import { type QueryClient, keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

export const INVITES_KEY = ['invites'] as const;
/** Rows per page of the invitee list and the income records. */
export const INVITES_PAGE_SIZE = 10;

/** The device's zone: today's and yesterday's income are the member's own days. */
function deviceZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const useToken = () => useCommonStore((state) => state.session?.token ?? null);

/** MCSFE_getReferralDetails: code, link, income, counts, rule and milestones. */
export function useReferralDetails(): UseQueryResult<ReferralDetailsValue> {
  const token = useToken();
  return useQuery({
    queryKey: [...INVITES_KEY, 'details', token],
    queryFn: ({ signal }) => contractCall('referralDetails', { query: { timeZone: deviceZone() }, signal }),
    enabled: token !== null,
  });
}

/** MCSFE_getReferralInvitees: one page of direct invitees, masked, newest first. */
export function useReferralInvitees(pageNum: number): UseQueryResult<ReferralInviteesValue> {
  const token = useToken();
  return useQuery({
    queryKey: [...INVITES_KEY, 'invitees', token, pageNum],
    queryFn: ({ signal }) =>
      contractCall('referralInvitees', { query: { pageNum, pageSize: INVITES_PAGE_SIZE }, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** MCSFE_getReferralIncome: one page of referral payments, newest first. */
export function useReferralIncome(pageNum: number): UseQueryResult<ReferralIncomeValue> {
  const token = useToken();
  return useQuery({
    queryKey: [...INVITES_KEY, 'income', token, pageNum],
    queryFn: ({ signal }) =>
      contractCall('referralIncome', { query: { pageNum, pageSize: INVITES_PAGE_SIZE }, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** MCSFE_claimReferralReward: a milestone's reward, or every unpaid qualified friend's. */
export function claimReferralReward(body: ClaimReferralRewardRequest): Promise<ClaimReferralRewardValue> {
  return contractCall('claimReferralReward', { body });
}

export function refreshInvites(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: INVITES_KEY });
}
