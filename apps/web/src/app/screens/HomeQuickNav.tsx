import { WhitelabelFlag } from '@openlobby/contract/client';
import { memo, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnclaimedRewards } from '../../shared/api/rewards.ts';
import { formatBadge } from '../../shared/format/badge.ts';
import { useCommonStore } from '../../shared/store/commonStore.ts';
import { CashierLink } from '../../shared/ui/CashierLink.tsx';
import { Icon, type IconName } from '../../shared/ui/Icon.tsx';
import { UnreadBadge } from '../../shared/ui/UnreadBadge.tsx';
import { MessagesEntry } from '../../features/messaging/components/MessagesEntry.tsx';
import { LOGIN_PATH } from '../routing/routeMeta.ts';
import { useShellStore } from '../shell/shellStore.ts';

function Item({ icon, label, badge }: { icon: IconName; label: string; badge?: string | null }): ReactNode {
  return (
    <>
      <span className="quick-nav__icon" aria-hidden="true">
        <Icon name={icon} />
        <UnreadBadge count={badge ?? null} />
      </span>
      <span>{label}</span>
    </>
  );
}

/**
 * Home's quick navigation (spec 2.4): hot games, the game lobby and the lottery lobby (so they are
 * found without a banner), customer service (the sheet of ways to reach a person, live chat
 * first), messages with the unread count, cashback (manual-rebate flag only), withdraw and reward
 * centre; the last three need a login, so a guest's tap goes to login. Badges follow spec 2.13's
 * rule (hidden at 0 and for guests, "99+" above 99), and an entry's accessible name says its count.
 */
// Memoised: home re-renders as its data and idle gates arrive, and the quick links need not.
export const HomeQuickNav = memo(function HomeQuickNav(): ReactElement {
  const { t } = useTranslation();
  const open = useShellStore((state) => state.open);
  const loggedIn = useCommonStore((state) => state.session !== null);
  const cashback = useCommonStore((state) => state.whitelabel[WhitelabelFlag.MANUALREBATE3] === true);
  const memberOnly = (path: string): string => (loggedIn ? path : LOGIN_PATH);
  const rewardsBadge = formatBadge(useUnclaimedRewards(), loggedIn);
  return (
    <nav className="quick-nav" aria-label={t('home.quickNav')}>
      <Link className="quick-nav__item" to="/m/gameList?type=hot">
        <Item icon="flame" label={t('home.hotGames')} />
      </Link>
      <Link className="quick-nav__item" to="/m/game">
        <Item icon="dice" label={t('home.gameLobby')} />
      </Link>
      <Link className="quick-nav__item" to="/m/lottery">
        <Item icon="star" label={t('home.lotteryLobby')} />
      </Link>
      <button type="button" className="quick-nav__item" onClick={() => open('customerService')}>
        <Item icon="headset" label={t('home.customerService')} />
      </button>
      <MessagesEntry className="quick-nav__item" iconClassName="quick-nav__icon" />
      {cashback && (
        <Link className="quick-nav__item" to={memberOnly('/m/member/manualRebate')}>
          <Item icon="coins" label={t('home.cashback')} />
        </Link>
      )}
      <CashierLink className="quick-nav__item" to="/m/withdraw">
        <Item icon="wallet" label={t('home.withdraw')} />
      </CashierLink>
      <Link
        className="quick-nav__item"
        to={memberOnly('/m/rewardCenter')}
        aria-label={rewardsBadge ? t('home.rewardCentreUnclaimed', { count: rewardsBadge }) : undefined}
      >
        <Item icon="trophy" label={t('home.rewardCentre')} badge={rewardsBadge} />
      </Link>
      <Link className="quick-nav__item" to="/m/help">
        <Item icon="help" label={t('home.help')} />
      </Link>
    </nav>
  );
});
