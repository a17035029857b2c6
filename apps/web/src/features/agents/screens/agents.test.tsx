import { MemberType } from '@openlobby/contract/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, useToastStore } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import { AgentCentreEntries } from '../components/AgentCentreEntries.tsx';
import AgentOverviewScreen from './AgentOverviewScreen.tsx';
import DownlinesScreen from './DownlinesScreen.tsx';
import TeamScreen from './TeamScreen.tsx';

const FIGURES = {
  registrations: 3,
  active: 2,
  firstDeposits: 1,
  depositCount: 1,
  deposit: '250.00',
  withdrawCount: 0,
  withdraw: '0.00',
  betCount: 4,
  bet: '150.00',
  validBet: '150.00',
  win: '100.00',
  profit: '-50.00',
};
const RANGE = { startDate: '2026-11-27', endDate: '2026-11-27', timeZone: 'Asia/Karachi' };
const ROW = {
  memberId: 7,
  username: 'ali_direct',
  type: 0,
  level: 1,
  uplineUsername: 'amir',
  registeredAt: '2026-11-20T10:00:00.000Z',
};
const RATES = ['SLOTS', 'FISHING', 'LIVE', 'POKER', 'SPORTS', 'LOTTERY'].map((product) => ({
  product,
  rateBps: 50,
}));
const MY_RATES = RATES.map((r) => ({ ...r, rateBps: r.product === 'SLOTS' ? 100 : 80 }));

beforeAll(() => initI18n('EN'));
afterEach(() => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  hideToast();
});

describe('agent centre', () => {
  it('shows the team KPIs for the chosen period', async () => {
    logInAs(MemberType.AGENT);
    const server = fakeServer({
      'GET /wps/relay/ODSFE2_TeamKPIA': ({ url }) => ({
        value: {
          ...RANGE,
          members: 12,
          directMembers: 4,
          figures: url.searchParams.get('period') === 'YESTERDAY' ? { ...FIGURES, bet: '9.00' } : FIGURES,
        },
      }),
    });
    renderWithProviders(<AgentOverviewScreen />, '/m/member/agent');
    await screen.findByText('Team members');
    const kpis = screen.getByLabelText('Team figures', { selector: 'dl' });
    expect(within(kpis).getByText('Team members').nextSibling).toHaveTextContent('12');
    expect(within(kpis).getByText('Bets').nextSibling).toHaveTextContent('150.00');
    expect(within(kpis).getByText('Team profit').nextSibling).toHaveTextContent('-');
    await userEvent.click(screen.getByRole('tab', { name: 'Yesterday' }));
    expect(
      await within(screen.getByLabelText('Team figures', { selector: 'dl' })).findByText(/9\.00/),
    ).toBeVisible();
    expect(server.calls.map((c) => c.query.get('period'))).toEqual(['TODAY', 'YESTERDAY']);
    expect(screen.getByRole('link', { name: 'Downlines' })).toHaveAttribute(
      'href',
      '/m/member/agent/downlines',
    );
  });

  it('tells a member who is not an agent that the centre is for agents, and asks nothing', () => {
    logInAs(MemberType.REAL);
    const server = fakeServer({});
    renderWithProviders(<AgentOverviewScreen />, '/m/member/agent');
    expect(screen.getByText('Only agents can use the agent centre.')).toBeVisible();
    expect(server.calls).toHaveLength(0);
  });

  it('shows the member centre agent group to agents only', () => {
    logInAs(MemberType.AGENT_SENIOR);
    const { unmount } = renderWithProviders(<AgentCentreEntries />);
    const group = screen.getByRole('navigation', { name: 'Agent centre' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/m/member/agent',
      '/m/member/agent/downlines',
      '/m/member/agent/team',
      '/m/member/agent/links',
      '/m/member/agent/transfer',
      '/m/member/agent/income',
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getHourContract',
      '/m/member/agent/getDevidendContract',
    ]);
    unmount();
    logInAs(MemberType.REAL);
    renderWithProviders(<AgentCentreEntries />);
    expect(screen.queryByRole('navigation', { name: 'Agent centre' })).toBeNull();
  });

  it('searches the downline, opens one and saves its rates, marking a rate above mine', async () => {
    logInAs(MemberType.AGENT);
    const server = fakeServer({
      'GET /wps/agent/downlines': () => ({ value: { content: [ROW], pageNum: 1, totalPages: 1, total: 1 } }),
      'GET /wps/agent/downline': () => ({
        value: {
          ...RANGE,
          ...ROW,
          teamSize: 2,
          own: FIGURES,
          team: FIGURES,
          rates: RATES,
          myRates: MY_RATES,
        },
      }),
      'POST /wps/agent/updateDownlineRebates': ({ body }) => ({
        value: { rates: (body as { rates: unknown[] }).rates },
      }),
    });
    renderWithProviders(<DownlinesScreen />, '/m/member/agent/downlines');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by username' }), 'ali');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open ali_direct' }));
    expect(
      server.calls
        .filter((c) => c.path === '/wps/agent/downlines')
        .at(-1)
        ?.query.get('username'),
    ).toBe('ali');

    const slots = await screen.findByRole('textbox', { name: 'Cashback for Slots (%)' });
    expect(screen.getByRole('slider', { name: 'Cashback for Slots' })).toHaveAttribute('max', '100');
    await userEvent.clear(slots);
    await userEvent.type(slots, '1.5');
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^A rate cannot be above your own \(\u20661%\u2069\)\.$/,
    );
    expect(screen.getByRole('button', { name: 'Save rates' })).toBeDisabled();
    await userEvent.clear(slots);
    await userEvent.type(slots, '0.8');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await screen.findByRole('button', { name: 'Save rates' });
    const sent = server.calls.find((c) => c.method === 'POST')?.body as {
      memberId: number;
      rates: { product: string; rateBps: number }[];
    };
    expect(sent.memberId).toBe(7);
    expect(sent.rates).toContainEqual({ product: 'SLOTS', rateBps: 80 });
    expect(useToastStore.getState().toast?.text).toBe('Cashback rates saved');
  });

  it('registers a downline and shows the server refusal', async () => {
    logInAs(MemberType.AGENT);
    let tries = 0;
    const server = fakeServer({
      'GET /wps/agent/downlines': () => ({ value: { content: [], pageNum: 1, totalPages: 1, total: 0 } }),
      'PUT /wps/agent/downline': () => {
        tries += 1;
        return tries === 1
          ? { failure: { code: 'USERNAME_EXISTS', message: 'x' }, status: 409 }
          : { value: { ...ROW, username: 'newbie01' } };
      },
    });
    renderWithProviders(<DownlinesScreen />, '/m/member/agent/downlines');
    await userEvent.click(await screen.findByRole('button', { name: 'Register a downline' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'newbie01');
    await userEvent.type(screen.getByLabelText('Password'), 'abc12345');
    await userEvent.click(screen.getByRole('radio', { name: 'Agent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('button', { name: 'Register a downline' });
    expect(useToastStore.getState().toast?.text).toBe('newbie01 is now your direct downline');
    expect(server.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      username: 'newbie01',
      password: 'abc12345',
      kind: 'AGENT',
    });
  });

  it('shows team betting per game type and profit and loss per day', async () => {
    logInAs(MemberType.AGENT);
    const line = { betCount: 2, bet: '110.00', validBet: '110.00', win: '30.00', profit: '-80.00' };
    fakeServer({
      'GET /wps/relay/ODSFE2_TeamBetSummary': () => ({
        value: { ...RANGE, content: [{ gameType: 'RNG', ...line }], total: line },
      }),
      'GET /wps/relay/ODSFE2_TeamPNL': () => ({
        value: {
          ...RANGE,
          days: [
            {
              date: '2026-11-27',
              deposit: '250.00',
              withdraw: '0.00',
              bet: '110.00',
              win: '30.00',
              profit: '-80.00',
            },
          ],
          total: { deposit: '250.00', withdraw: '0.00', bet: '110.00', win: '30.00', profit: '-80.00' },
        },
      }),
    });
    renderWithProviders(<TeamScreen />, '/m/member/agent/team');
    const betting = await screen.findByRole('table', { name: 'Team betting' });
    expect(within(betting).getByRole('row', { name: /Slots/ })).toHaveTextContent('110.00');
    await userEvent.click(screen.getByRole('tab', { name: 'Team profit and loss' }));
    const pnl = await screen.findByRole('table', { name: 'Team profit and loss' });
    expect(within(pnl).getByRole('row', { name: /27 Nov 2026/ })).toHaveTextContent('250.00');
  });
});
