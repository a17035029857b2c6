import { CsType, MemberType } from '@openlobby/contract/client';
import { useQuery } from '@tanstack/react-query';
import { type ReactElement, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BannerCarousel } from '../../features/content/components/BannerCarousel.tsx';
import { homeBanners } from '../../features/content/components/homeBanners.ts';
import { NoticeMarquee } from '../../features/content/components/NoticeMarquee.tsx';
import { useDownloadUrl } from '../../shared/platform/useDownloadUrl.ts';
import { usePainted } from '../../shared/platform/usePainted.ts';
import { useCommonStore } from '../../shared/store/commonStore.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { lazyComponent } from '../routing/lazyScreen.ts';
import { useShellStore } from '../shell/shellStore.ts';
import { shouldCheckContracts } from '../../features/contracts/model/contractCheck.ts';
import { HomeQuickNav } from './HomeQuickNav.tsx';
import { useAutoDownloadPopup } from './useAutoDownloadPopup.ts';
import { useClearOfControls } from './useClearOfControls.ts';
import { useIdleAfter } from './useIdle.ts';
// Its styles (home.css) come with the page itself: see src/entry.ts.

// The game area is its own chunk (with the games texts), so home's first load stays small; its
// placeholder holds the same box, so nothing moves when it arrives.
const HomeGameArea = lazyComponent(
  () => import('../../features/games/components/HomeGameArea.tsx'),
  GamesSlot,
);
// The announcement popup (spec 2.6) and its texts and DOMPurify load once the page is idle; the
// download popup (spec 2.4) may follow only when it has nothing to show.
const HomePopup = lazyComponent(() => import('../../features/messaging/components/HomePopup.tsx'));
// Spec 4's contract check: only for the members it applies to, after their session is renewed.
const ContractPrompts = lazyComponent(
  () => import('../../features/contracts/components/ContractPrompts.tsx'),
);
// A member on a time-out or self-exclusion sees until when and what still works.
const ExclusionBanner = lazyComponent(
  () => import('../../features/protection/components/ExclusionBanner.tsx'),
);

/**
 * True once the settings have told where images live (the tiles need the CDN) and the browser is
 * then idle: the banner, home's largest paint, gets the network and the main thread first, and the
 * game area starts right after.
 */
function useGamesReady(): boolean {
  const cdnKnown = useCommonStore((state) => state.imageCDNs.length > 0 || state.fallbackImageCdn !== '');
  return useIdleAfter(cdnKnown);
}

/** The game area's box while it loads (spec 4 home load: a loading indicator until vendors load). */
function GamesSlot(): ReactElement {
  return (
    <div className="home-games-slot">
      <Spinner />
    </div>
  );
}

/**
 * Home (spec 2.4): notices, banners, quick navigation and the game area. Every block has a fixed
 * box, so nothing moves as data arrives.
 */
export default function HomeScreen(): ReactElement {
  const { t } = useTranslation();
  const notices = useCommonStore((state) => state.notice);
  const banners = useCommonStore((state) => state.banners);
  const liveModelsAvailable = useCommonStore((state) => state.liveModelsAvailable);
  const customerService = useCommonStore((state) => state.customerService);
  const downloadUrl = useDownloadUrl();
  const gamesReady = useGamesReady();
  const popupReady = useIdleAfter(true);
  const announcementSettled = useAutoDownloadPopup();
  const token = useCommonStore((state) => state.session?.token ?? null);
  // Spec 4 home load: a member's session is renewed (and member info loaded) each time home opens,
  // and tried again (growing waits) when a request or the code for it fails to arrive: the header
  // shows the member's details only once they have.
  const renewal = useQuery({
    queryKey: ['homeRenewal', token],
    queryFn: async () => {
      const session = await import('../../features/accounts/model/session.ts');
      await session.renewOnHomeLoad();
      return true;
    },
    enabled: token !== null,
    staleTime: Infinity,
    refetchOnMount: 'always',
    retry: true,
  });
  const visibleBanners = useMemo(
    () => homeBanners(banners, liveModelsAvailable),
    [banners, liveModelsAvailable],
  );
  // Spec 2.4: the floating button shows only when a CS entry has a path; it opens the same sheet of
  // ways to reach a person (live chat first) as the quick link.
  const serviceOffered = customerService.some((entry) => entry.csType === CsType.CS && entry.path !== '');
  // The page drew home's top (notices and the first banner) before any script; the first render
  // draws it again and nothing more, so it is one short task. The rest, below it, follows a frame
  // later: nothing was there to move.
  const painted = usePainted();
  const floating = useRef<HTMLButtonElement>(null);
  useClearOfControls(floating, serviceOffered && painted);
  const openOverlay = useShellStore((state) => state.open);
  // A menu or sheet the player opened stays the only dialog: the popup waits for it to close.
  const overlayOpen = useShellStore((state) => state.overlay !== 'none');
  // The contract prompts wait for the announcement popup to choose and close, and for any sheet.
  const [announcement, setAnnouncement] = useState<'choosing' | 'open' | 'done'>('choosing');
  const memberType = useCommonStore((state) => state.memberInfo?.type ?? null);
  const excluded = useCommonStore(
    (state) => token !== null && (state.memberInfo?.exclusion ?? null) !== null,
  );
  const whitelabel = useCommonStore((state) => state.whitelabel);
  const checkContracts =
    renewal.isSuccess && shouldCheckContracts({ loggedIn: token !== null, memberType, whitelabel });

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('title.home')}</h1>
      <NoticeMarquee notices={notices} downloadUrl={downloadUrl} />
      {excluded && (
        <Suspense fallback={null}>
          <ExclusionBanner />
        </Suspense>
      )}
      <BannerCarousel banners={visibleBanners} />
      {painted && (
        <>
          <HomeQuickNav />
          <Suspense fallback={<GamesSlot />}>{gamesReady ? <HomeGameArea /> : <GamesSlot />}</Suspense>
          {token !== null && memberType !== MemberType.TRIAL && (
            <p className="home__safer">
              <Link to="/m/member/saferGambling">{t('home.saferGambling')}</Link>
            </p>
          )}
        </>
      )}
      {popupReady && (
        <Suspense fallback={null}>
          <HomePopup
            onSettled={(shown) => {
              announcementSettled(shown);
              setAnnouncement(shown ? 'open' : 'done');
            }}
            onClosed={() => setAnnouncement('done')}
            held={overlayOpen}
          />
        </Suspense>
      )}
      {checkContracts && (
        <Suspense fallback={null}>
          <ContractPrompts held={overlayOpen || announcement !== 'done'} />
        </Suspense>
      )}
      {serviceOffered && painted && (
        <button
          ref={floating}
          type="button"
          className="floating-service"
          aria-label={t('home.floatingService')}
          onClick={() => openOverlay('customerService')}
        >
          <Icon name="headset" />
        </button>
      )}
    </div>
  );
}
