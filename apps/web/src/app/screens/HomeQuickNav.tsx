import { WhitelabelFlag } from '@openlobby/contract/client';
import { memo, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnclaimedRewards } from '../../shared/api/rewards.ts';
import { formatBadge } from '../../shared/format/badge.ts';
import { useCommonStore } from '../../shared/store/commonStore.ts';
import { CashierLink } from '../../shared/ui/CashierLink.tsx';
import { Icon, type IconName } from '../../shared/ui/Icon.tsx';
import { SmartLink } from '../../shared/ui/SmartLink.tsx';
import { LOGIN_PATH } from '../routing/routeMeta.ts';

function Item({ icon, label, badge }: { icon: IconName; label: string; badge?: string | null }): ReactNode {
  return (
    <>
      <span className="quick-nav__icon" aria-hidden="true">
        <Icon name={icon} />
        {badge && <span className="quick-nav__badge">{badge}</span>}
      </span>
      <span>{label}</span>
    </>
  );
}

/**
 * Home's quick navigation (spec 2.4): hot games, customer service, cashback (manual-rebate flag
 * only), withdraw and reward centre; the last three need a login, so a guest's tap goes to login.
 * The reward centre shows the member's unclaimed rewards as a badge (spec 2.13's rule: hidden at 0
 * and for guests, "99+" above 99), and its accessible name says the count.
 */
// Memoised: home re-renders as its data and idle gates arrive, and the quick links need not.
export const HomeQuickNav = memo(function HomeQuickNav({
  servicePath,
}: {
  servicePath: string | undefined;
}): ReactElement {
  const { t } = useTranslation();
  const loggedIn = useCommonStore((state) => state.session !== null);
  const cashback = useCommonStore((state) => state.whitelabel[WhitelabelFlag.MANUALREBATE3] === true);
  const memberOnly = (path: string): string => (loggedIn ? path : LOGIN_PATH);
  const rewardsBadge = formatBadge(useUnclaimedRewards(), loggedIn);
  return (
    <nav className="quick-nav" aria-label={t('home.quickNav')}>
      <Link className="quick-nav__item" to="/m/gameList?type=hot">
        <Item icon="flame" label={t('home.hotGames')} />
      </Link>
      {servicePath && (
        <SmartLink className="quick-nav__item" href={servicePath}>
          <Item icon="headset" label={t('home.customerService')} />
        </SmartLink>
      )}
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
