import type { Language } from '@openlobby/contract/client';
import type { NoticeList } from '../model/types.ts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { messagingKeys } from './keys.ts';

/** GLS2_lobbyNews: the notices (type PL) with the member's read flags; guests get them unread. */
export function getLobbyNews(language: Language, signal?: AbortSignal): Promise<NoticeList> {
  return contractCall('lobbyNews', { query: { language }, signal });
}

export function useLobbyNews(): UseQueryResult<NoticeList> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  const language = useLanguage();
  return useQuery({
    queryKey: messagingKeys.notices(token, language),
    queryFn: ({ signal }) => getLobbyNews(language, signal),
  });
}
