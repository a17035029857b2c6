import type { Language } from '@openlobby/contract/client';
import type { InboxValue } from '../model/types.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { messagingKeys } from './keys.ts';

export const INBOX_PAGE_SIZE = 20;

/** CSP_getInbox: one page of the member's messages, newest first. */
export function getInbox(pageNo: number, language: Language, signal?: AbortSignal): Promise<InboxValue> {
  return contractCall('inbox', { query: { pageNo, pageSize: INBOX_PAGE_SIZE, language }, signal });
}

/** Pages append while pageNum is below totalPages (spec 9: more pages exist). */
export function useInbox(enabled: boolean) {
  const token = useCommonStore((state) => state.session?.token ?? null);
  const language = useLanguage();
  return useInfiniteQuery({
    queryKey: messagingKeys.inbox(token, language),
    queryFn: ({ pageParam, signal }) => getInbox(pageParam, language, signal),
    initialPageParam: 1,
    getNextPageParam: (last: InboxValue) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: enabled && token !== null,
  });
}
