import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, useToastStore } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { logInAs } from '../../../test/session.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import CashbackScreen from './CashbackScreen.tsx';

const RATES = [
  { product: 'SLOTS', rateBps: 100 },
  { product: 'FISHING', rateBps: 50 },
  { product: 'LIVE', rateBps: 50 },
  { product: 'POKER', rateBps: 50 },
  { product: 'SPORTS', rateBps: 200 },
  { product: 'LOTTERY', rateBps: 50 },
];
const BIG = {
  period: '2026-11-26',
  products: [
    { product: 'SLOTS', validBet: '1000.00', rateBps: 100, amount: '10.00' },
    { product: 'SPORTS', validBet: '300.00', rateBps: 200, amount: '6.00' },
  ],
  total: '16.00',
  claimable: true,
};
const SMALL = {
  period: '2026-11-25',
  products: [{ product: 'SLOTS', validBet: '50.00', rateBps: 100, amount: '0.50' }],
  total: '0.50',
  claimable: false,
};

function serve() {
  let claimed = false;
  const history = () => ({
    value: {
      content: claimed
        ? [
            {
              period: BIG.period,
              claimedAt: '2026-11-27T06:00:00.000Z',
              amount: '16.00',
              products: BIG.products,
            },
          ]
        : [],
      total: claimed ? '16.00' : '0.00',
    },
  });
  return fakeServer({
    'GET /wps/relay/MCS2_getClaimableRebate': () => ({
      value: {
        enabled: true,
        minimum: '1.00',
        timeZone: 'Asia/Karachi',
        rates: RATES,
        periods: claimed ? [SMALL] : [BIG, SMALL],
        total: claimed ? '0.50' : '16.50',
      },
    }),
    'POST /wps/relay/MCS2_claimRebate': () => {
      claimed = true;
      return { value: { period: BIG.period, amount: '16.00', sumBalance: '116.00' } };
    },
    'GET /wps/relay/MCS2_rebateHistory': history,
    'GET /wps/v2/wallets/balance': { value: { sumBalance: '116.00', mainBalance: '116.00' } },
  });
}

beforeAll(() => initI18n('EN'));
afterEach(() => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  hideToast();
});

describe('Cashback', () => {
  it('shows each period per product, claims one, refuses a claim below the minimum with the reason, and lists it in the history', async () => {
    logInAs();
    const server = serve();
    renderWithProviders(<CashbackScreen />, '/m/member/manualRebate');
    const rates = await screen.findByRole('region', { name: 'Your rates' });
    expect(rates).toHaveTextContent('Slots1%');
    expect(rates).toHaveTextContent('Sports2%');

    const big = screen.getByRole('table', { name: 'Bets settled on 26 Nov 2026' });
    const slots = within(big).getByRole('row', { name: /Slots/ });
    expect(slots).toHaveTextContent('1,000.00');
    expect(slots).toHaveTextContent('1%');
    expect(slots).toHaveTextContent('10.00');
    expect(within(big).getByRole('row', { name: /Total/ })).toHaveTextContent('16.00');

    const small = screen.getByRole('button', { name: 'Claim cashback of 25 Nov 2026' });
    expect(small).toBeDisabled();
    expect(small).toHaveAccessibleDescription(/The minimum claim is .*1\.00/);

    await userEvent.click(screen.getByRole('button', { name: 'Claim cashback of 26 Nov 2026' }));
    expect(await screen.findByText(/Claimable in total: .*0\.50/)).toBeInTheDocument();
    expect(useToastStore.getState().toast?.text).toMatch(/16\.00.* cashback added to your balance/);
    expect(screen.queryByRole('button', { name: 'Claim cashback of 26 Nov 2026' })).toBeNull();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { period: '2026-11-26' },
    ]);

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
    const claimed = await screen.findByRole('table', { name: 'Bets settled on 26 Nov 2026' });
    expect(claimed).toHaveTextContent('16.00');
    expect(screen.getByText(/Total claimed: .*16\.00/)).toBeInTheDocument();
  });
});
