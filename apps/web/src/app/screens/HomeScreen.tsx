import { CsType } from '@openlobby/contract/client';
import { type ReactElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BannerCarousel } from '../../features/content/components/BannerCarousel.tsx';
import { homeBanners } from '../../features/content/components/homeBanners.ts';
import { NoticeMarquee } from '../../features/content/components/NoticeMarquee.tsx';
import { useDownloadUrl } from '../../shared/platform/useDownloadUrl.ts';
import { useCommonStore } from '../../shared/store/commonStore.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { SmartLink } from '../../shared/ui/SmartLink.tsx';
import './home.css';

/**
 * Home for the foundation release: notices, banners, the quick links that already work, and an
 * honest note where the game area will go. Every block has a fixed box, so nothing moves as data
 * arrives.
 */
export default function HomeScreen(): ReactElement {
  const { t } = useTranslation();
  const notices = useCommonStore((state) => state.notice);
  const banners = useCommonStore((state) => state.banners);
  const liveModelsAvailable = useCommonStore((state) => state.liveModelsAvailable);
  const customerService = useCommonStore((state) => state.customerService);
  const downloadUrl = useDownloadUrl();
  const token = useCommonStore((state) => state.session?.token ?? null);
  // Spec 4 home load: a member's session is renewed (and member info loaded) each time home opens.
  useEffect(() => {
    if (token === null) return;
    void import('../../features/accounts/model/session.ts').then((session) => session.renewOnHomeLoad());
  }, [token]);
  const servicePath = customerService.find((entry) => entry.csType === CsType.CS && entry.path !== '')?.path;

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('title.home')}</h1>
      <NoticeMarquee notices={notices} downloadUrl={downloadUrl} />
      <BannerCarousel banners={homeBanners(banners, liveModelsAvailable)} />
      <nav className="quick-nav" aria-label={t('home.quickNav')}>
        {servicePath && (
          <SmartLink className="quick-nav__item" href={servicePath}>
            <span className="quick-nav__icon" aria-hidden="true">
              <Icon name="headset" />
            </span>
            <span>{t('home.customerService')}</span>
          </SmartLink>
        )}
        <Link className="quick-nav__item" to="/m/help">
          <span className="quick-nav__icon" aria-hidden="true">
            <Icon name="help" />
          </span>
          <span>{t('home.help')}</span>
        </Link>
      </nav>
      <section className="games-soon card" aria-labelledby="games-soon-title">
        <span className="games-soon__art" aria-hidden="true">
          <Icon name="dice" size={40} />
        </span>
        <h2 id="games-soon-title" className="games-soon__title">
          {t('home.gamesTitle')}
        </h2>
        <p className="games-soon__text">{t('home.gamesBody')}</p>
      </section>
      {servicePath && (
        <SmartLink className="floating-service" href={servicePath} aria-label={t('home.floatingService')}>
          <Icon name="headset" />
        </SmartLink>
      )}
    </div>
  );
}
