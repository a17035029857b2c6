import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { MessagesEntry } from '../../features/messaging/components/MessagesEntry.tsx';
import { useBalance } from '../../shared/api/balance.ts';
import { isFeatureAvailable } from '../../shared/featureAvailability.ts';
import { useLanguage } from '../../shared/i18n/useLanguage.ts';
import { trialRefusingGate, showFreeReject } from '../../shared/session/cashierGate.ts';
import { CashierLink, CASHIER_PATHS } from '../../shared/ui/CashierLink.tsx';
import { formatMoney } from '../../shared/format/money.ts';
import { useDownloadUrl } from '../../shared/platform/useDownloadUrl.ts';
import { useSessionViewer } from '../../shared/session/viewer.ts';
import { useCommonStore } from '../../shared/store/commonStore.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { SmartLink } from '../../shared/ui/SmartLink.tsx';
import { LOGIN_PATH } from '../routing/routeMeta.ts';
import { AppDownloadLink } from './AppDownloadLink.tsx';
import { LanguageOptions } from './LanguageOptions.tsx';
import { useShellStore } from './shellStore.ts';
import { accountShortcuts, lobbyShortcuts, serviceShortcuts, type Shortcut } from './sideMenuRules.ts';
import { ThemeOptions } from './ThemeOptions.tsx';

/**
 * The live-chat shortcut (spec 2.5) launches chat like the message centre does: guests log in,
 * trial members get free_reject (spec 4, 6). The launcher's chunk loads on tap, not with the shell.
 */
function LiveChatShortcut({ shortcut, onDone }: { shortcut: Shortcut; onDone: () => void }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const language = useLanguage();
  const { loggedIn, type } = useSessionViewer();
  const launch = (): void => {
    onDone();
    const gate = trialRefusingGate(loggedIn, type);
    if (gate === 'login') void navigate(LOGIN_PATH);
    else if (gate === 'freeReject') showFreeReject(language);
    else
      void import('../../features/messaging/model/liveChat.ts').then(
        (chat) => chat.startLiveChat(language, pathname),
        // Its code could not be loaded (a flaky connection): the customer-service sheet, which
        // offers live chat first, opens in its stead and says so with Try again.
        () => useShellStore.getState().open('customerService'),
      );
  };
  return (
    <button type="button" className="shortcut" onClick={launch}>
      <Icon name={shortcut.icon} size={22} />
      <span>{t(`sideMenu.${shortcut.label}`)}</span>
    </button>
  );
}

function ShortcutLink({
  shortcut,
  loggedIn,
  onDone,
}: {
  shortcut: Shortcut;
  loggedIn: boolean;
  onDone: () => void;
}): ReactElement {
  const { t } = useTranslation();
  if (shortcut.launchesChat) return <LiveChatShortcut shortcut={shortcut} onDone={onDone} />;
  const content = (
    <>
      <Icon name={shortcut.icon} size={22} />
      <span>{t(`sideMenu.${shortcut.label}`)}</span>
    </>
  );
  if (shortcut.downloadPopup) {
    // Opening the popup replaces the side menu (one shell overlay at a time).
    return <AppDownloadLink className="shortcut">{content}</AppDownloadLink>;
  }
  if (shortcut.external) {
    return (
      <SmartLink className="shortcut" href={shortcut.href} onClick={onDone}>
        {content}
      </SmartLink>
    );
  }
  if (CASHIER_PATHS.has(shortcut.href)) {
    return (
      <CashierLink className="shortcut" to={shortcut.href} onNavigate={onDone}>
        {content}
      </CashierLink>
    );
  }
  const to = shortcut.needsLogin && !loggedIn ? LOGIN_PATH : shortcut.href;
  return (
    <Link className="shortcut" to={to} onClick={onDone}>
      {content}
    </Link>
  );
}

/**
 * The right-hand side menu of spec 2.5, as a focus-trapped sheet from the inline end. Nothing of
 * it is built while it is closed: the shell re-renders as session, balance and settings arrive.
 */
export function SideMenu(): ReactElement | null {
  const isOpen = useShellStore((state) => state.overlay === 'sideMenu');
  return isOpen ? <SideMenuSheet /> : null;
}

function SideMenuSheet(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useShellStore((state) => state.open);
  const close = useShellStore((state) => state.close);
  const session = useCommonStore((state) => state.session);
  const member = useCommonStore((state) => state.memberInfo);
  const currency = useCommonStore((state) => state.currency);
  const balance = useBalance().data;
  const customerService = useCommonStore((state) => state.customerService);
  const whitelabel = useCommonStore((state) => state.whitelabel);
  const downloadUrl = useDownloadUrl();
  const loggedIn = session !== null;
  const lobbyRow = lobbyShortcuts();
  const accountRow = accountShortcuts();
  const serviceRow = serviceShortcuts({ customerService, whitelabel, downloadUrl });
  const go = (path: string) => (): void => {
    close();
    void navigate(path);
  };

  return (
    <Dialog open title={t('sideMenu.label')} onClose={close} variant="sheet" hideTitle>
      <div className="side-menu">
        <div className="side-menu__top">
          <button type="button" className="icon-button" aria-label={t('sideMenu.close')} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        {loggedIn ? (
          <section className="side-menu__user card">
            <button type="button" className="side-menu__identity" onClick={go('/m/member/home')}>
              <span className="avatar" aria-hidden="true">
                <Icon name="user" />
              </span>
              <span>
                <bdi className="side-menu__name" dir="auto">
                  {member?.nickname || member?.account || session.userName}
                </bdi>
                {balance && (
                  <span className="side-menu__balance">
                    {t('header.balance')}: <bdi>{formatMoney(balance.sumBalance, currency)}</bdi>
                    {balance.trial && <span className="trial-tag">{t('header.trial')}</span>}
                  </span>
                )}
              </span>
            </button>
            <button type="button" className="button button--ghost" onClick={() => open('logout')}>
              <Icon name="logout" size={20} />
              {t('sideMenu.logOut')}
            </button>
          </section>
        ) : (
          <section className="side-menu__user card">
            <p className="side-menu__name">{t('sideMenu.guest')}</p>
            <p className="side-menu__hint">{t('sideMenu.guestHint')}</p>
            <div className="side-menu__auth">
              <button type="button" className="button button--primary" onClick={go(LOGIN_PATH)}>
                {t('sideMenu.logIn')}
              </button>
              <button type="button" className="button button--ghost" onClick={go('/m/register')}>
                {t('sideMenu.register')}
              </button>
            </div>
            <Link className="text-link" to="/m/forget" onClick={close}>
              {t('sideMenu.forgotPassword')}
            </Link>
          </section>
        )}
        {lobbyRow.length > 0 && (
          <nav className="shortcut-row" aria-label={t('sideMenu.lobbies')}>
            {lobbyRow.map((shortcut) => (
              <ShortcutLink key={shortcut.key} shortcut={shortcut} loggedIn={loggedIn} onDone={close} />
            ))}
          </nav>
        )}
        {accountRow.length > 0 && (
          <nav className="shortcut-row" aria-label={t('sideMenu.shortcuts')}>
            {accountRow.map((shortcut) => (
              <ShortcutLink key={shortcut.key} shortcut={shortcut} loggedIn={loggedIn} onDone={close} />
            ))}
          </nav>
        )}
        <nav className="shortcut-row" aria-label={t('sideMenu.services')}>
          <MessagesEntry className="shortcut" iconSize={22} onClick={close} />
          {serviceRow.map((shortcut) => (
            <ShortcutLink key={shortcut.key} shortcut={shortcut} loggedIn={loggedIn} onDone={close} />
          ))}
          {isFeatureAvailable('help') && (
            <ShortcutLink
              shortcut={{ key: 'help', label: 'help', icon: 'help', href: '/m/help' }}
              loggedIn={loggedIn}
              onDone={close}
            />
          )}
        </nav>
        <ThemeOptions />
        <LanguageOptions />
      </div>
    </Dialog>
  );
}
