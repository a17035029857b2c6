import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDownloadUrl } from '../../shared/platform/useDownloadUrl.ts';
import { useCommonStore, useIsLoggedIn } from '../../shared/store/commonStore.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { WalletChip } from '../../shared/ui/WalletChip.tsx';
import { showsHeaderDownload } from '../layout/layoutRules.ts';
import { HOME_PATH, LOGIN_PATH } from '../routing/routeMeta.ts';
import { AppDownloadLink } from './AppDownloadLink.tsx';
import { LanguageButton } from './LanguageButton.tsx';
import { Logo } from './Logo.tsx';
import { MenuButton } from './MenuButton.tsx';
import { useShellStore } from './shellStore.ts';
import { useStickyFixed } from './useStickyFixed.ts';

/**
 * Until the member's details arrive the corner knows neither their name nor their level: it shows
 * quiet shapes of the same size (so nothing moves when the details land) and is named after where
 * it leads, never a made-up "VIP 0".
 */
function MemberPending({ label, sizeOf }: { label: string; sizeOf: string }): ReactElement {
  return (
    <>
      <span className="visually-hidden">{label}</span>
      <span className="home-header__name member-pending member-pending--name" aria-hidden="true" />
      {/* Sized by a tag's text in this language, drawn by CSS only: no level in the page's text. */}
      <span className="vip-tag member-pending member-pending--vip" aria-hidden="true" data-size={sizeOf} />
    </>
  );
}

/** The member corner of the home header (spec 2.4): name, VIP label, balance, log out. */
function MemberArea(): ReactElement {
  const { t } = useTranslation();
  const member = useCommonStore((state) => state.memberInfo);
  const open = useShellStore((state) => state.open);
  return (
    <div className="home-header__member">
      {/* Name and VIP above the balance: side by side they leave a 360 px header no room. */}
      <div className="home-header__who">
        <Link className="home-header__user" to="/m/member/home">
          {member ? (
            <>
              {/* Isolated and in its own direction: a Latin name in the Urdu header is cut at its end. */}
              <bdi className="home-header__name" dir="auto">
                {member.nickname || member.account}
              </bdi>
              {member.clubLabelName ? (
                <span className="vip-tag">{t('header.vip', { label: member.clubLabelName })}</span>
              ) : null}
            </>
          ) : (
            <MemberPending label={t('title.memberHome')} sizeOf={t('header.vip', { label: '0' })} />
          )}
        </Link>
        <WalletChip />
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label={t('header.logOut')}
        onClick={() => open('logout')}
      >
        <Icon name="logout" size={22} />
      </button>
    </div>
  );
}

/** Home header: logo, login/register or the member corner, download (on /m/home only), language, menu. */
export function HomeHeader({ downloadBarVisible }: { downloadBarVisible: boolean }): ReactElement {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const downloadUrl = useDownloadUrl();
  const fixed = useStickyFixed(downloadBarVisible);
  return (
    <header className="app-header app-header--home" data-fixed={fixed}>
      <Link className="home-header__logo" to={HOME_PATH} aria-label={t('app.homeLink')}>
        <Logo />
      </Link>
      <div className="app-header__actions">
        {loggedIn ? (
          <MemberArea />
        ) : (
          <>
            <Link className="button button--small button--ghost" to={LOGIN_PATH}>
              {t('header.logIn')}
            </Link>
            <Link className="button button--small button--primary" to="/m/register">
              {t('header.register')}
            </Link>
          </>
        )}
        {downloadUrl && showsHeaderDownload(pathname) && (
          <AppDownloadLink className="icon-button" label={t('header.download')}>
            <Icon name="download" size={22} />
          </AppDownloadLink>
        )}
        <LanguageButton />
        <MenuButton />
      </div>
    </header>
  );
}
