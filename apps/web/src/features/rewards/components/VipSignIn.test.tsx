import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, useToastStore } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { logInAs } from '../../../test/session.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import RewardCenterScreen from '../screens/RewardCenterScreen.tsx';

const PROGRESS = {
  current: { level: 1, name: 'Silver', perks: '0.3% cashback', cashbackBps: 30, upgradeBonus: '10.00' },
  next: { level: 2, name: 'Gold', perks: '', cashbackBps: 50, upgradeBonus: '58.00' },
  progress: [
    { kind: 'VALID_BET', periodDays: null, current: '250.00', required: '1000.00' },
    { kind: 'DEPOSIT', periodDays: 30, current: '500.00', required: '500.00' },
  ],
  paid: [{ level: 1, amount: '10.00' }],
};
const AMOUNTS = ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '18.00'];
const calendar = (signedThrough: number, signedToday: boolean) => ({
  enabled: true,
  today: '2026-11-27',
  signedToday,
  todayStreakDay: 2,
  days: AMOUNTS.map((amount, i) => ({ day: i + 1, amount, signed: i + 1 <= signedThrough })),
});

function serve(options: { closed?: boolean } = {}) {
  let signed = false;
  return fakeServer({
    'GET /wps/relay/MCSFE_getAvailablePromotions': { value: { list: [], unclaimed: 0 } },
    'GET /wps/relay/MCSFE_getClaimedPromotions': { value: { list: [], pageNum: 1, totalPages: 1, total: 0 } },
    'GET /wps/relay/MCSFE_getPlayerRankProgress': { value: PROGRESS },
    'GET /wps/relay/MCSFE_getSignInCalendar': () => ({
      value: options.closed ? { ...calendar(1, false), enabled: false } : calendar(signed ? 2 : 1, signed),
    }),
    'POST /wps/relay/MCSFE_signIn': () => {
      signed = true;
      return { value: { day: '2026-11-27', streakDay: 2, amount: '2.00', sumBalance: '12.00' } };
    },
  });
}

beforeAll(() => initI18n('EN'));
afterEach(() => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  hideToast();
});

describe('VIP card', () => {
  it('shows the level, the progress to the next level per threshold, the perks and a paid upgrade', async () => {
    logInAs();
    serve();
    renderWithProviders(<RewardCenterScreen />, '/m/rewardCenter');
    const card = await screen.findByRole('region', { name: 'VIP level' });
    expect(await within(card).findByText('VIP 1')).toBeInTheDocument();
    expect(card).toHaveTextContent('Silver');
    expect(card).toHaveTextContent('Next: Gold (VIP 2)');
    const bets = within(card).getByRole('progressbar', { name: 'Valid bets · all time' });
    expect(bets).toHaveAttribute('aria-valuenow', '25');
    const deposits = within(card).getByRole('progressbar', { name: 'Deposits · last 30 days' });
    expect(deposits).toHaveAttribute('aria-valuenow', '100');
    expect(card).toHaveTextContent('Perks: 0.3% cashback');
    expect(useToastStore.getState().toast?.text).toMatch(
      /VIP 1 reached: .*10\.00\u2069 added to your balance/,
    );
  });

  it('moves the header VIP tag to the level the server computed', async () => {
    logInAs();
    useCommonStore.setState({
      memberInfo: {
        customerId: 1,
        nickname: '',
        account: 'ali',
        type: 0,
        clubLabelName: null,
        currencySymbol: '¥',
        exclusion: null,
      },
    });
    serve();
    renderWithProviders(<RewardCenterScreen />, '/m/rewardCenter');
    await screen.findByText('VIP 1');
    expect(useCommonStore.getState().memberInfo?.clubLabelName).toBe('1');
  });
});

describe('daily sign-in', () => {
  it("signs in today: paid at once, today's day marked signed, the button says it is done", async () => {
    logInAs();
    const server = serve();
    renderWithProviders(<RewardCenterScreen />, '/m/rewardCenter');
    const card = await screen.findByRole('region', { name: 'Daily sign-in' });
    const days = within(card).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent('Signed');
    expect(days[1]).toHaveTextContent('Today');
    expect(days[1]).toHaveAttribute('aria-current', 'date');
    expect(days[1]).not.toHaveTextContent('Signed');
    await userEvent.click(within(card).getByRole('button', { name: 'Sign in' }));
    expect(await within(card).findByRole('button', { name: 'Signed in today' })).toBeDisabled();
    expect(within(card).getAllByRole('listitem')[1]).toHaveTextContent('Signed');
    expect(useToastStore.getState().toast?.text).toMatch(/Day 2: .*2\.00\u2069 added to your balance/);
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it('is not shown while the operator has it closed', async () => {
    logInAs();
    serve({ closed: true });
    renderWithProviders(<RewardCenterScreen />, '/m/rewardCenter');
    await screen.findByRole('region', { name: 'VIP level' });
    await screen.findByText('You have not claimed any rewards yet.');
    expect(screen.queryByRole('region', { name: 'Daily sign-in' })).toBeNull();
  });
});
