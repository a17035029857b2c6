import { type BannerItem, BannerGroup } from '@openlobby/contract/client';

/** Banners of groups m_home and m_live; m_live only while live models exist (spec 2.4). */
export function homeBanners(banners: readonly BannerItem[], liveModelsAvailable: boolean): BannerItem[] {
  return banners.filter(
    (banner) =>
      banner.groupName === BannerGroup.HOME || (liveModelsAvailable && banner.groupName === BannerGroup.LIVE),
  );
}
