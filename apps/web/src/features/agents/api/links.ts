/** Affiliate links (MCS2_wpsViewAffUrls, MCS2_wpsCreateAffUrl, MCS2_wpsDeleteAffUrl). */
import type {
  AffiliateLinksValue,
  CreateAffiliateLinkRequest,
  CreateAffiliateLinkValue,
} from '@openlobby/contract/client';
import { type QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

export const LINKS_KEY = ['agents', 'links'] as const;

export function useAffiliateLinks(): UseQueryResult<AffiliateLinksValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: [...LINKS_KEY, token],
    queryFn: ({ signal }) => contractCall('affiliateLinks', { signal }),
    enabled: token !== null,
  });
}

export function createAffiliateLink(body: CreateAffiliateLinkRequest): Promise<CreateAffiliateLinkValue> {
  return contractCall('createAffiliateLink', { body });
}

export function deleteAffiliateLink(id: number): Promise<{ deleted: true }> {
  return contractCall('deleteAffiliateLink', { body: { id } });
}

export function refreshLinks(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: LINKS_KEY });
}
