import type { ReactElement } from 'react';
import { useAvailableRewards } from '../../../shared/api/rewards.ts';
import { trialRefusingGate } from '../../../shared/session/cashierGate.ts';
import { GatedScreen } from '../../../shared/session/GatedScreen.tsx';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { BonusCard } from '../components/BonusCard.tsx';
import { ClaimHistory } from '../components/ClaimHistory.tsx';
import { RewardCard } from '../components/RewardCard.tsx';
import { SignInCard } from '../components/SignInCard.tsx';
import { VipCard } from '../components/VipCard.tsx';
import '../components/rewards.css';
import { useRewardsT } from '../i18n/texts.ts';

function Claimable(): ReactElement {
  const { t } = useRewardsT();
  const rewards = useAvailableRewards();
  return (
    <section aria-labelledby="rewards-claimable">
      <h2 id="rewards-claimable" className="rewards__heading">
        {t('claimable.heading')}
      </h2>
      <LoadState
        query={rewards}
        isEmpty={(data) => data.list.length === 0}
        empty={{ title: t('claimable.empty') }}
      >
        {({ list }) => (
          <ul className="rewards__list">
            {list.map((reward) => (
              <RewardCard key={reward.rewardId} reward={reward} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}

/**
 * Reward centre (/m/rewardCenter): claimable rewards with their claim buttons, then the claim
 * history. Guests log in first (spec 6); trial members get the free_reject toast and go home.
 */
export default function RewardCenterScreen(): ReactElement {
  const { loggedIn, type } = useSessionViewer();
  return (
    <GatedScreen gate={trialRefusingGate(loggedIn, type)}>
      <div className="rewards">
        <VipCard />
        <SignInCard />
        <BonusCard />
        <Claimable />
        <ClaimHistory />
      </div>
    </GatedScreen>
  );
}
