import { Device, type HelpItem, type Language } from '@openlobby/contract/client';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

export function getHelpCenter(language: Language, signal?: AbortSignal): Promise<HelpItem[]> {
  return callApi('helpCenter', { lang: language, device: Device.MOBILE }, { signal });
}

/** Keyed by language: switching language loads the articles in that language. */
export function helpCenterQuery(language: Language) {
  return queryOptions({
    queryKey: ['content', 'helpCenter', language],
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useHelpCenter(language: Language): UseQueryResult<HelpItem[]> {
  return useQuery(helpCenterQuery(language));
}
