import type { PlayerRankProgressValue, SignInCalendarValue, SignInValue } from '@openlobby/contract/client';
import { type QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { REWARDS_KEY } from '../../../shared/api/rewards.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

/** The device's zone: the sign-in's day is the member's own calendar day. */
function deviceZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Under the rewards key, so a claim's refresh reloads them too. */
const vipKey = (token: string | null, language: string) => [...REWARDS_KEY, 'vip', token, language] as const;
const signInKey = (token: string | null) => [...REWARDS_KEY, 'signIn', token] as const;

/** MCSFE_getPlayerRankProgress: level, next level, progress; reading it pays a reached level's bonus once. */
export function useRankProgress(): UseQueryResult<PlayerRankProgressValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  const language = useLanguage();
  return useQuery({
    queryKey: vipKey(token, language),
    queryFn: ({ signal }) => contractCall('playerRankProgress', { signal }),
    enabled: token !== null,
  });
}

/** MCSFE_getSignInCalendar in the device's zone. */
export function useSignInCalendar(): UseQueryResult<SignInCalendarValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: signInKey(token),
    queryFn: ({ signal }) => contractCall('signInCalendar', { query: { timeZone: deviceZone() }, signal }),
    enabled: token !== null,
  });
}

/** MCSFE_signIn: today's reward at once; a second time today answers SIGN_IN_ALREADY_TODAY. */
export function signIn(): Promise<SignInValue> {
  return contractCall('signIn', { body: { timeZone: deviceZone() } });
}

export function refreshSignIn(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: [...REWARDS_KEY, 'signIn'] });
}
