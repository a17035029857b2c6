import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import AccountHistoryScreen from './AccountHistoryScreen.tsx';

const month = (m: string, figures: Partial<Record<string, string>> = {}) => ({
  month: m,
  deposits: '0.00',
  withdrawals: '0.00',
  stakes: '0.00',
  wins: '0.00',
  net: '0.00',
  ...figures,
});

beforeAll(() => initI18n('EN'));
afterEach(() => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
});

describe('Account history', () => {
  it('shows the lifetime net deposit and each month’s deposits, withdrawals, stakes, wins and net', async () => {
    logInAs();
    fakeServer({
      'GET /wps/member/protection/history': {
        value: {
          currency: 'CNY',
          months: [
            month('2026-11', {
              deposits: '600.00',
              withdrawals: '200.00',
              stakes: '40.00',
              wins: '15.00',
              net: '-25.00',
            }),
            month('2026-10'),
            ...['09', '08', '07', '06', '05', '04', '03', '02', '01'].map((m) => month(`2026-${m}`)),
            month('2025-12'),
          ],
          lifetimeNetDeposit: '660.00',
          lifetimeDeposits: '860.00',
          lifetimeWithdrawals: '200.00',
        },
      },
    });
    renderWithProviders(<AccountHistoryScreen />);
    const lifetime = await screen.findByRole('region', { name: 'Lifetime net deposit' });
    expect(within(lifetime).getByText(/660\.00/)).toBeInTheDocument();
    expect(within(lifetime).getByText(/860\.00.*200\.00/)).toBeInTheDocument();
    const months = screen.getAllByRole('listitem');
    expect(months).toHaveLength(12);
    const november = within(months[0] as HTMLElement);
    expect(november.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(november.getByText('Deposits').nextSibling).toHaveTextContent('600.00');
    expect(november.getByText('Withdrawals').nextSibling).toHaveTextContent('200.00');
    expect(november.getByText('Net').nextSibling).toHaveTextContent(/-.*25\.00/);
    expect(
      within(months[1] as HTMLElement).getByText('No deposits, withdrawals or bets.'),
    ).toBeInTheDocument();
    expect(
      within(months[11] as HTMLElement).getByRole('heading', { name: 'December 2025' }),
    ).toBeInTheDocument();
  });
});
