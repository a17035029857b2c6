import { type ReactElement, useState } from 'react';
import { trialRefusingGate } from '../../../shared/session/cashierGate.ts';
import { GatedScreen } from '../../../shared/session/GatedScreen.tsx';
import { useSessionViewer } from '../../../shared/session/viewer.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { useReferralDetails } from '../api/referral.ts';
import { IncomeList, InviteeList } from '../components/Lists.tsx';
import { Rewards, Rules, Stats } from '../components/Rewards.tsx';
import { ShareCard } from '../components/ShareCard.tsx';
import '../components/invites.css';
import { useInvitesT } from '../i18n/texts.ts';

function Details(): ReactElement {
  const { t } = useInvitesT();
  const details = useReferralDetails();
  const [inviteePage, setInviteePage] = useState(1);
  const [incomePage, setIncomePage] = useState(1);
  return (
    <LoadState query={details}>
      {(data) => (
        <>
          <ShareCard code={data.code} registerPath={data.registerPath} />
          {!data.enabled && (
            <p className="invites__closed card" role="status">
              {t('closed')}
            </p>
          )}
          <Stats data={data} />
          <Rewards data={data} />
          <InviteeList page={inviteePage} onPage={setInviteePage} />
          <IncomeList page={incomePage} onPage={setIncomePage} />
          <Rules data={data} />
        </>
      )}
    </LoadState>
  );
}

/**
 * Invite friends (/m/inviteFriends): the member's link, code and QR with share, income and counts,
 * friend and milestone rewards with Claim, invited friends and income records, and the rule. Guests
 * log in first; trial members get the free_reject toast and go home.
 */
export default function InviteFriendsScreen(): ReactElement {
  const { loggedIn, type } = useSessionViewer();
  return (
    <GatedScreen gate={trialRefusingGate(loggedIn, type)}>
      <div className="invites">
        <Details />
      </div>
    </GatedScreen>
  );
}
