import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../shared/i18n/i18n.ts';
import { readSessionInfo } from '../../../../shared/session/sessionInfo.ts';
import { useCommonStore } from '../../../../shared/store/commonStore.ts';
import { fakeServer } from '../../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import DepositRecordScreen from '../../screens/DepositRecordScreen.tsx';
import GameRecordScreen from '../../screens/GameRecordScreen.tsx';
import TransactionsScreen from '../../screens/TransactionsScreen.tsx';
import { daySpan } from '../../model/dateRange.ts';
import { plantMember } from '../../test/fixtures.ts';

beforeAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

const EMPTY_PAGE = { content: [], pageNum: 1, totalPages: 0, total: 0 };
const DEPOSIT = {
  depositId: 'D100',
  channelId: 'c1',
  channelName: 'Demo gateway',
  kind: 'gateway',
  status: 'approved',
  amount: '100.00',
  credited: '100.00',
  bonus: '0.00',
  fee: '0.00',
  payerName: null,
  reference: null,
  remark: null,
  createdAt: '2026-11-22T05:00:00.000Z',
  decidedAt: null,
};

function login(): void {
  plantMember(0);
  useCommonStore.setState({ session: readSessionInfo() });
}

describe('date chips', () => {
  it('cover whole local days, inclusive', () => {
    const now = new Date(2026, 0, 3, 0, 30);
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(daySpan('today', now)).toEqual({ startDate: '2026-01-03', endDate: '2026-01-03', timeZone });
    expect(daySpan('yesterday', now)).toEqual({ startDate: '2026-01-02', endDate: '2026-01-02', timeZone });
    expect(daySpan('week', now)).toEqual({ startDate: '2025-12-28', endDate: '2026-01-03', timeZone });
    expect(daySpan('month', now)).toEqual({ startDate: '2025-12-05', endDate: '2026-01-03', timeZone });
  });
});

describe('records filters', () => {
  it('deposit records: status and date chips become the query and stay in the address', async () => {
    login();
    const server = fakeServer({
      'GET /wps/relay/MCS2_depositTransactioNReport': ({ url }) => ({
        value:
          url.searchParams.get('status') === 'rejected'
            ? EMPTY_PAGE
            : { ...EMPTY_PAGE, content: [DEPOSIT], totalPages: 1, total: 1 },
      }),
    });
    renderWithProviders(<DepositRecordScreen />, '/m/member/depositRecord');
    const list = await screen.findByRole('list', { name: 'Deposit records' });
    expect(list).toHaveTextContent('Demo gateway');
    expect(list).toHaveTextContent('Approved');
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(await screen.findByText('No records in this period.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() => {
      const last = server.calls.at(-1);
      expect(last?.query.get('status')).toBe('rejected');
      expect(last?.query.get('startDate')).toBe(last?.query.get('endDate'));
      // The server counts the member's days in the device's zone.
      expect(last?.query.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    });
  });

  it('transaction history: the type filter lists the server names in the current language', async () => {
    login();
    const server = fakeServer({
      'GET /wps/relay/GLS2_TxCodeList': {
        value: { codes: [{ code: 'DEPOSIT', EN: 'Deposit', UR: 'جمع' }] },
      },
      'GET /wps/relay/ODS2_MemberTransaction': { value: EMPTY_PAGE },
    });
    renderWithProviders(<TransactionsScreen />, '/m/member/transactions');
    const type = screen.getByRole('combobox', { name: 'Type' });
    await screen.findByRole('option', { name: 'Deposit' });
    await userEvent.selectOptions(type, 'DEPOSIT');
    await waitFor(() => expect(server.calls.at(-1)?.query.get('txCode')).toBe('DEPOSIT'));
  });

  it('betting record: tabs, an empty state until games land, and the totals bar', async () => {
    login();
    const server = fakeServer({
      'GET /wps/relay/ODSFE2_BetSummary': {
        value: {
          rows: [],
          vendors: [],
          total: { betCount: 0, bet: '0.00', validBet: '0.00', win: '0.00', profit: '0.00' },
        },
      },
    });
    renderWithProviders(<GameRecordScreen />, '/m/gameRecord');
    expect(await screen.findByText(/No bets in this period/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Lottery' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent('Valid bet');
    await userEvent.click(screen.getByRole('radio', { name: 'Slots' }));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('gameType')).toBe('RNG'));
  });
});
