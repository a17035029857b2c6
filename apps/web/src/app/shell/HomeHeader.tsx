import type { ReactElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { refreshBalance, useBalance } from '../../shared/api/balance.ts';
import { formatWholeBalance } from '../../shared/format/money.ts';
import { useDownloadUrl } from '../../shared/platform/useDownloadUrl.ts';
import { useCommonStore, useIsLoggedIn } from '../../shared/store/commonStore.ts';
import { CashierLink } from '../../shared/ui/CashierLink.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { showsHeaderDownload } from '../layout/layoutRules.ts';
import { HOME_PATH, LOGIN_PATH } from '../routing/routeMeta.ts';

/** The cashier's deposit screen. */
const DEPOSIT_PATH = '/m/voucherCenter';
import { AppDownloadLink } from './AppDownloadLink.tsx';
import { LanguageButton } from './LanguageButton.tsx';
import { Logo } from './Logo.tsx';
import { MenuButton } from './MenuButton.tsx';
import { useShellStore } from './shellStore.ts';
import { useStickyFixed } from './useStickyFixed.ts';

/**
 * The balance in the header: whole units as the spec asks, read as money (symbol, sign, separators),
 * with a refresh and the way to deposit beside it.
 */
function HeaderWallet(): ReactElement | null {
  const { t } = useTranslation();
  const client = useQueryClient();
  const currency = useCommonStore((state) => state.currency);
  const balance = useBalance();
  const wallet = balance.data;
  if (!wallet) return null;
  return (
    <div className="header-wallet">
      <span className="home-header__balance">
        <span className="visually-hidden">{t('header.balance')} </span>
        <bdi>{formatWholeBalance(wallet.sumBalance, currency)}</bdi>
        {wallet.trial && <span className="trial-tag">{t('header.trial')}</span>}
      </span>
      <button
        type="button"
        className="header-wallet__button"
        aria-label={t('header.refreshBalance')}
        aria-busy={balance.isFetching}
        data-busy={balance.isFetching}
        onClick={() => void refreshBalance(client)}
      >
        <Icon name="refresh" size={16} />
      </button>
      <CashierLink
        className="header-wallet__button header-wallet__button--deposit"
        to={DEPOSIT_PATH}
        label={t('header.deposit')}
      >
        <Icon name="plus" size={16} />
      </CashierLink>
    </div>
  );
}

/** The member corner of the home header (spec 2.4): name, VIP label, balance, log out. */
function MemberArea(): ReactElement {
  const { t } = useTranslation();
  const session = useCommonStore((state) => state.session);
  const member = useCommonStore((state) => state.memberInfo);
  const open = useShellStore((state) => state.open);
  const name = member?.nickname || member?.account || session?.userName || '';
  return (
    <div className="home-header__member">
      <Link className="home-header__user" to="/m/member/home">
        <span className="home-header__name">{name}</span>
        <span className="home-header__meta">
          <span className="vip-tag">{t('header.vip', { label: member?.clubLabelName ?? '0' })}</span>
        </span>
      </Link>
      <HeaderWallet />
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
