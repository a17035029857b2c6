import { type Language, MERCHANT_TYPE_ID, type VassGameTypeValue } from '@openlobby/contract/client';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';
import { GAMES_KEY } from './keys.ts';

export function getVassGameTypes(signal?: AbortSignal): Promise<VassGameTypeValue> {
  return callApi('vassGameType', { typeId: MERCHANT_TYPE_ID }, { signal });
}

/** The server's categories and their vendors; keyed by language because tab names are translated. */
export function vassGameTypesQuery(language: Language) {
  return queryOptions({
    queryKey: [...GAMES_KEY, 'vassGameTypes', language],
    queryFn: ({ signal }) => getVassGameTypes(signal),
    staleTime: 5 * 60_000,
  });
}

export function useVassGameTypes(language: Language): UseQueryResult<VassGameTypeValue> {
  return useQuery(vassGameTypesQuery(language));
}
