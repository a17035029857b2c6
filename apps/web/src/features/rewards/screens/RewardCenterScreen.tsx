import { MemberType } from '@openlobby/contract/client';
import { type ReactElement, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAvailableRewards } from '../../../shared/api/rewards.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { showFreeReject } from '../../../shared/session/cashierGate.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { ClaimHistory } from '../components/ClaimHistory.tsx';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { RewardCard } from '../components/RewardCard.tsx';
import '../components/rewards.css';
import { useRewardsT } from '../i18n/texts.ts';

function Claimable(): ReactElement {
  const { t } = useRewardsT();
  const rewards = useAvailableRewards();
  const list = rewards.data?.list;
  return (
    <section aria-labelledby="rewards-claimable">
      <h2 id="rewards-claimable" className="rewards__heading">
        {t('claimable.heading')}
      </h2>
      {list === undefined ? (
        <LoadFailed error={rewards.error} retry={() => void rewards.refetch()} />
      ) : list.length === 0 ? (
        <p className="rewards__empty">{t('claimable.empty')}</p>
      ) : (
        <ul className="rewards__list">
          {list.map((reward) => (
            <RewardCard key={reward.rewardId} reward={reward} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Reward centre (/m/rewardCenter): claimable rewards with their claim buttons, then the claim
 * history. Guests log in first (spec 6); trial members get the free_reject toast and go home.
 */
export default function RewardCenterScreen(): ReactElement {
  const language = useLanguage();
  const loggedIn = useCommonStore((state) => state.session !== null);
  const type = useCommonStore((state) => state.memberInfo?.type ?? state.session?.type ?? null);
  const trial = loggedIn && type === MemberType.TRIAL;
  useEffect(() => {
    if (trial) showFreeReject(language);
  }, [trial, language]);
  if (!loggedIn) return <Navigate to="/m/login" replace />;
  if (trial) return <Navigate to="/m/home" replace />;
  return (
    <div className="rewards">
      <Claimable />
      <ClaimHistory />
    </div>
  );
}
