import type { MemberBonusesValue } from '@openlobby/contract/client';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { REWARDS_KEY } from '../../../shared/api/rewards.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

/** MCSFE_getMemberBonuses: the active bonus with its wagering progress, and the bonus history. */
export function useMemberBonuses(): UseQueryResult<MemberBonusesValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  const language = useLanguage();
  return useQuery({
    queryKey: [...REWARDS_KEY, 'bonuses', token, language],
    queryFn: ({ signal }) => contractCall('memberBonuses', { signal }),
    enabled: token !== null,
    // Every bet moves the wagering: each visit asks again, not the app's 30 s default.
    staleTime: 0,
  });
}
