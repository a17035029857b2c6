import type {
  ApplicationItem,
  ClaimPromotionValue2,
  MemberBonusesValue,
  PromotionApplicationsValue,
  PromotionCategory,
  PromotionListValue,
} from '@openlobby/contract/client';
import { type QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

/** Every promotions query sits under this key: a claim or an application reloads them all. */
export const PROMOTIONS_KEY = ['promotions'] as const;

/** MCSFE_getPromotionList: guests see the list, members also their state of each. */
export function usePromotionList(category: PromotionCategory | null): UseQueryResult<PromotionListValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  const language = useLanguage();
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, 'list', token, language, category],
    queryFn: ({ signal }) =>
      contractCall('promotionList', { query: category === null ? {} : { category }, signal }),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

/** MCSFE_getPromotionApplications: the member's applications with status. */
export function useApplications(): UseQueryResult<PromotionApplicationsValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  const language = useLanguage();
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, 'applications', token, language],
    queryFn: ({ signal }) => contractCall('promotionApplications', { signal }),
    enabled: token !== null,
  });
}

/** MCSFE_getMemberBonuses: the active bonus with its wagering, and the history. */
export function useMemberBonuses(enabled: boolean): UseQueryResult<MemberBonusesValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  const language = useLanguage();
  return useQuery({
    queryKey: [...PROMOTIONS_KEY, 'bonuses', token, language],
    queryFn: ({ signal }) => contractCall('memberBonuses', { signal }),
    enabled: enabled && token !== null,
  });
}

/** MCSFE_claimPromotion: grants the bonus once; a repeat answers the same bonus. */
export function claimPromotion(promoId: string): Promise<ClaimPromotionValue2> {
  return contractCall('claimPromotion', { body: { promoId } });
}

/** MCSFE_uploadPromotionImage: the picture's bytes as base64; answers its stored URL. */
export async function uploadPromotionImage(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  const { url } = await contractCall('uploadPromotionImage', { body: { image: btoa(binary) } });
  return url;
}

/** MCSFE_applyPromotion: comment and stored pictures; one pending application per promotion. */
export async function applyPromotion(
  promoId: string,
  comment: string,
  images: string[],
): Promise<ApplicationItem> {
  return (await contractCall('applyPromotion', { body: { promoId, comment, images } })).application;
}

export function refreshPromotions(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: PROMOTIONS_KEY });
}
