import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, useToastStore } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { logInAs } from '../../../test/session.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import InviteFriendsScreen from './InviteFriendsScreen.tsx';

const details = (claimed: boolean) => ({
  enabled: true,
  code: 'ABCD2345',
  registerPath: '/m/register?affiliateCode=ABCD2345',
  today: claimed ? '30.00' : '0.00',
  yesterday: '5.00',
  total: claimed ? '35.00' : '5.00',
  invited: 4,
  qualified: 3,
  rules: { minFirstDeposit: '100.00', minValidBet: '0.00', friendReward: '0.00' },
  friendRewards: { count: 0, amount: '0.00' },
  milestones: [
    { friends: 3, amount: '30.00', state: claimed ? 'claimed' : 'claimable' },
    { friends: 10, amount: '120.00', state: 'locked' },
  ],
});

function serve() {
  let claimed = false;
  return fakeServer({
    'GET /wps/relay/MCSFE_getReferralDetails': () => ({ value: details(claimed) }),
    'GET /wps/relay/MCSFE_getReferralInvitees': {
      value: {
        content: [
          { name: 'al***9', joinedAt: '2026-11-20T10:00:00.000Z', qualified: true },
          { name: 'bo***x', joinedAt: '2026-11-21T10:00:00.000Z', qualified: false },
        ],
        pageNum: 1,
        totalPages: 1,
        total: 2,
      },
    },
    'GET /wps/relay/MCSFE_getReferralIncome': () => ({
      value: {
        content: claimed
          ? [{ paidAt: '2026-11-27T08:00:00.000Z', kind: 'MILESTONE', detail: '3', amount: '30.00' }]
          : [],
        pageNum: 1,
        totalPages: 1,
        total: claimed ? 1 : 0,
      },
    }),
    'POST /wps/relay/MCSFE_claimReferralReward': () => {
      claimed = true;
      return { value: { amount: '30.00', sumBalance: '130.00' } };
    },
    'GET /wps/v2/wallets/balance': {
      value: { sumBalance: '130.00', mainBalance: '130.00', pendingWithdrawal: '0.00', trial: false },
    },
  });
}

beforeAll(() => initI18n('EN'));
afterEach(() => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  hideToast();
  vi.unstubAllGlobals();
});

describe('invite friends', () => {
  it('shows the code, the full link with its QR code, the counts and the rule', async () => {
    logInAs();
    serve();
    renderWithProviders(<InviteFriendsScreen />, '/m/inviteFriends');
    const share = await screen.findByRole('region', { name: 'Invite friends' });
    expect(share).toHaveTextContent('ABCD2345');
    expect(share).toHaveTextContent(`${window.location.origin}/m/register?affiliateCode=ABCD2345`);
    expect(await within(share).findByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
    const stats = screen.getByRole('region', { name: 'Your referrals' });
    expect(within(stats).getByText('Friends invited').nextSibling).toHaveTextContent('4');
    expect(within(stats).getByText('Qualified friends').nextSibling).toHaveTextContent('3');
    const rules = screen.getByRole('region', { name: 'How it works' });
    expect(rules).toHaveTextContent(/first deposit is at least .*100\.00/);
    expect(rules).not.toHaveTextContent('valid bets reach');
  });

  it('copies the link with a Copied toast where the phone cannot share', async () => {
    logInAs();
    serve();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithProviders(<InviteFriendsScreen />, '/m/inviteFriends');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/m/register?affiliateCode=ABCD2345`);
    expect(useToastStore.getState().toast?.text).toBe('Copied');
  });

  it('opens the share sheet where the phone has one', async () => {
    logInAs();
    serve();
    const user = userEvent.setup();
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    renderWithProviders(<InviteFriendsScreen />, '/m/inviteFriends');
    await user.click(await screen.findByRole('button', { name: 'Share link' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/m/register?affiliateCode=ABCD2345` }),
    );
  });

  it('claims a reached milestone once, then shows it claimed and in the income records', async () => {
    logInAs();
    const { calls } = serve();
    const user = userEvent.setup();
    renderWithProviders(<InviteFriendsScreen />, '/m/inviteFriends');
    const milestones = await screen.findByRole('region', { name: 'Milestones' });
    expect(within(milestones).queryByRole('button', { name: /10 qualified friends/ })).toBeNull();
    await user.click(
      within(milestones).getByRole('button', { name: 'Claim the reward for 3 qualified friends' }),
    );
    expect(calls.find((c) => c.path === '/wps/relay/MCSFE_claimReferralReward')?.body).toEqual({
      kind: 'MILESTONE',
      friends: 3,
    });
    expect(await within(milestones).findByText('Claimed')).toBeVisible();
    expect(useToastStore.getState().toast?.text).toMatch(/30\.00.* added to your balance/);
    const income = screen.getByRole('region', { name: 'Income records' });
    expect(await within(income).findByText('Milestone: 3 qualified friends')).toBeVisible();
  });

  it('lists invited friends by masked name with whether they qualified, never their money', async () => {
    logInAs();
    serve();
    renderWithProviders(<InviteFriendsScreen />, '/m/inviteFriends');
    const list = await screen.findByRole('region', { name: 'Invited friends' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('al***9');
    expect(rows[0]).toHaveTextContent('Qualified');
    expect(rows[1]).toHaveTextContent('Not yet qualified');
  });
});
