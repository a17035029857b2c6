/**
 * English texts of the reward centre, namespace `rewards`: loaded with its chunk, not with home.
 * `ur.ts` must have exactly the same keys (type checker and a unit test).
 */
import { bonusEn } from './bonusEn.ts';
import { vipSignInEn } from './vipSignInEn.ts';
import { cashbackEn } from './cashbackEn.ts';

export const rewardsEn = {
  ...vipSignInEn,
  ...bonusEn,
  ...cashbackEn,
  claimable: {
    heading: 'Rewards to claim',
    empty: 'No rewards to claim right now. New rewards appear here as soon as they are issued to you.',
    claim: 'Claim',
    claimNamed: 'Claim {{title}}',
    claiming: 'Claiming…',
    claimed: '{{amount}} added to your balance',
    expires: 'Expires {{time}}',
    noExpiry: 'No expiry',
    turnover: 'Turnover: {{note}}',
  },
  history: {
    heading: 'Claim history',
    empty: 'You have not claimed any rewards yet.',
    claimedAt: 'Claimed {{time}}',
  },
};
