import { errorCatalogue, MemberType } from '@openlobby/contract/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, useToastStore } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { openByAddress } from '../../../test/openByAddress.tsx';
import { logInAs } from '../../../test/session.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import RewardCenterScreen from './RewardCenterScreen.tsx';

const REWARD = {
  rewardId: 7,
  title: 'Weekend bonus',
  amount: '25.00',
  expiresAt: '2030-01-01T00:00:00.000Z',
  turnoverNote: 'Wager 1x',
  issuedAt: '2026-11-20T10:00:00.000Z',
};

const VIP_ZERO = {
  current: { level: 0, name: 'Member', perks: '', cashbackBps: 0, upgradeBonus: '0.00' },
  next: null,
  progress: [],
  paid: [],
};

beforeAll(() => initI18n('EN'));
afterEach(() => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  hideToast();
});

describe('reward centre', () => {
  it('claims a reward: the list and the history reload', async () => {
    logInAs();
    let claimed = false;
    const server = fakeServer({
      'GET /wps/relay/MCSFE_getAvailablePromotions': () => ({
        value: claimed ? { list: [], unclaimed: 0 } : { list: [REWARD], unclaimed: 1 },
      }),
      'GET /wps/relay/MCSFE_getClaimedPromotions': () => ({
        value: {
          list: claimed ? [{ ...REWARD, claimedAt: '2026-11-23T08:00:00.000Z' }] : [],
          pageNum: 1,
          totalPages: 1,
          total: claimed ? 1 : 0,
        },
      }),
      'POST /wps/relay/MCSFE_claimIssuedPromotion': () => {
        claimed = true;
        return {
          value: { rewardId: 7, amount: '25.00', claimedAt: '2026-11-23T08:00:00.000Z', sumBalance: '25.00' },
        };
      },
    });
    renderWithProviders(<RewardCenterScreen />, '/m/rewardCenter');
    const claimable = await screen.findByRole('region', { name: 'Rewards to claim' });
    const card = await within(claimable).findByRole('listitem');
    expect(card).toHaveTextContent('Weekend bonus');
    expect(card).toHaveTextContent('25.00');
    expect(card).toHaveTextContent('Expires');
    expect(card).toHaveTextContent('Turnover: Wager 1x');
    expect(await screen.findByText('You have not claimed any rewards yet.')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Claim Weekend bonus' }));
    expect(await within(claimable).findByText(/No rewards to claim right now/)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Claim history' });
    expect(await within(history).findByText('Weekend bonus')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ rewardId: 7 });
  });
});

describe('reward centre load failure', () => {
  it('a section that failed to load offers its own Try again, which loads it again', async () => {
    logInAs();
    let calls = 0;
    fakeServer({
      'GET /wps/relay/MCSFE_getAvailablePromotions': () =>
        calls++ === 0
          ? { failure: { code: 'NOT_FOUND' }, status: 404 }
          : { value: { list: [REWARD], unclaimed: 1 } },
      'GET /wps/relay/MCSFE_getClaimedPromotions': {
        value: { list: [], pageNum: 1, totalPages: 1, total: 0 },
      },
      'GET /wps/relay/MCSFE_getPlayerRankProgress': { value: VIP_ZERO },
      'GET /wps/relay/MCSFE_getMemberBonuses': { value: { active: null, history: [] } },
    });
    renderWithProviders(<RewardCenterScreen />, '/m/rewardCenter');
    const claimable = await screen.findByRole('region', { name: 'Rewards to claim' });
    expect(await within(claimable).findByRole('alert')).toHaveTextContent('This could not be loaded.');
    // The history loaded: only the failed section asks to try again.
    expect(await screen.findByText('You have not claimed any rewards yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    await userEvent.click(within(claimable).getByRole('button', { name: 'Try again' }));
    expect(await within(claimable).findByRole('button', { name: 'Claim Weekend bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('reward centre opened by its address', () => {
  const EMPTY = { list: [], pageNum: 1, totalPages: 1, total: 0 };
  function open(): ReturnType<typeof fakeServer> {
    const server = fakeServer({
      'GET /wps/relay/MCSFE_getAvailablePromotions': { value: { list: [], unclaimed: 0 } },
      'GET /wps/relay/MCSFE_getClaimedPromotions': { value: EMPTY },
    });
    openByAddress('/m/rewardCenter', <RewardCenterScreen />);
    return server;
  }

  it('sends a guest to login without asking the server', async () => {
    const server = open();
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('sends a trial member home with the free_reject toast, without asking the server', async () => {
    logInAs(MemberType.TRIAL);
    const server = open();
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(useToastStore.getState().toast?.text).toBe(errorCatalogue.FREE_REJECT.EN);
    expect(server.calls).toEqual([]);
  });

  it('opens for an internal account, which may hold rewards though it may not deposit', async () => {
    logInAs(MemberType.INTERNAL);
    open();
    expect(await screen.findByText('You have not claimed any rewards yet.')).toBeInTheDocument();
    expect(useToastStore.getState().toast).toBeNull();
  });
});
