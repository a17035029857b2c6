import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from '../../../../shared/i18n/i18n.ts';
import { fakeServer } from '../../../../test/fakeServer.ts';
import { logInAs } from '../../../../test/session.ts';
import { renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import DepositRecordScreen from '../../screens/DepositRecordScreen.tsx';
import GameRecordScreen from '../../screens/GameRecordScreen.tsx';
import TransactionsScreen from '../../screens/TransactionsScreen.tsx';
import { daySpan } from '../../model/dateRange.ts';

beforeAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

const EMPTY_PAGE = { content: [], pageNum: 1, totalPages: 0, total: 0 };
/** A betting record with no bets in the period. */
const NO_BETS = {
  rows: [],
  vendors: [],
  total: { betCount: 0, bet: '0.00', validBet: '0.00', win: '0.00', profit: '0.00' },
};
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

describe('date chips', () => {
  it('are calendar ranges: this week from Monday, this month from the 1st, both up to today', () => {
    // Saturday 3 January 2026, shortly after midnight in Karachi.
    const now = new Date('2026-01-02T19:30:00Z');
    const timeZone = 'Asia/Karachi';
    const span = (startDate: string, endDate: string) => ({ startDate, endDate, timeZone });
    expect(daySpan('today', now, timeZone)).toEqual(span('2026-01-03', '2026-01-03'));
    expect(daySpan('yesterday', now, timeZone)).toEqual(span('2026-01-02', '2026-01-02'));
    expect(daySpan('week', now, timeZone)).toEqual(span('2025-12-29', '2026-01-03'));
    expect(daySpan('month', now, timeZone)).toEqual(span('2026-01-01', '2026-01-03'));
  });

  it("count the days of the member's zone, not UTC's", () => {
    // The same instant is still Friday 2 January in New York.
    const now = new Date('2026-01-02T19:30:00Z');
    expect(daySpan('today', now, 'America/New_York')).toMatchObject({ startDate: '2026-01-02' });
    expect(daySpan('month', now, 'America/New_York')).toMatchObject({ startDate: '2026-01-01' });
    expect(daySpan('week', now, 'America/New_York')).toMatchObject({ startDate: '2025-12-29' });
  });

  it('start the week on Monday: a Sunday belongs to the week begun six days before, a Monday to its own', () => {
    const sunday = new Date('2026-03-08T12:00:00Z');
    expect(daySpan('week', sunday, 'UTC')).toMatchObject({ startDate: '2026-03-02', endDate: '2026-03-08' });
    const monday = new Date('2026-03-09T12:00:00Z');
    expect(daySpan('week', monday, 'UTC')).toMatchObject({ startDate: '2026-03-09', endDate: '2026-03-09' });
    // 1 March 2026 is a Sunday: yesterday crosses into February, this month does not.
    const first = new Date('2026-03-01T12:00:00Z');
    expect(daySpan('yesterday', first, 'UTC')).toMatchObject({ startDate: '2026-02-28' });
    expect(daySpan('month', first, 'UTC')).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-01' });
  });

  it('the betting record offers Today / Yesterday / This week / This month, in Urdu too', async () => {
    logInAs();
    const server = fakeServer({ 'GET /wps/relay/ODSFE2_BetSummary': { value: NO_BETS } });
    const { unmount } = renderWithProviders(<GameRecordScreen />, '/m/gameRecord');
    const chips = await screen.findByRole('group', { name: 'Date range' });
    expect(
      within(chips)
        .getAllByRole('radio')
        .map((chip) => chip.closest('label')?.textContent),
    ).toEqual(['Today', 'Yesterday', 'This week', 'This month']);
    await userEvent.click(screen.getByRole('radio', { name: 'This month' }));
    await waitFor(() => {
      const last = server.calls.at(-1);
      expect(last?.query.get('startDate')).toBe(daySpan('month').startDate);
      expect(last?.query.get('startDate')?.endsWith('-01')).toBe(true);
      expect(last?.query.get('endDate')).toBe(daySpan('today').endDate);
    });
    unmount();
    await switchLanguage('UR');
    try {
      renderWithProviders(<GameRecordScreen />, '/m/gameRecord');
      for (const name of ['آج', 'گزشتہ کل', 'اس ہفتے', 'اس مہینے'])
        expect(await screen.findByRole('radio', { name })).toBeInTheDocument();
    } finally {
      await switchLanguage('EN');
    }
  });
});

describe('betting record names', () => {
  it("isolates an English game and vendor name in the Urdu record, so neither is read in Urdu's order", async () => {
    logInAs();
    const row = {
      gameType: 'RNG',
      vendorCode: 'PG',
      gameId: 'g1',
      gameName: 'Fortune Tiger 2',
      betCount: 3,
      bet: '30.00',
      validBet: '30.00',
      win: '12.00',
      profit: '-18.00',
    };
    fakeServer({
      'GET /wps/relay/ODSFE2_BetSummary': { value: { ...NO_BETS, rows: [row], vendors: ['PG'] } },
    });
    await switchLanguage('UR');
    try {
      renderWithProviders(<GameRecordScreen />, '/m/gameRecord?gameType=RNG');
      const name = await screen.findByText('Fortune Tiger 2');
      // A bdi (or any dir="auto" isolate) is what keeps "2" after the name in a right-to-left line.
      expect(name.closest('bdi')).not.toBeNull();
      expect(screen.getAllByText('PG').some((node) => node.closest('li') && node.tagName === 'BDI')).toBe(
        true,
      );
    } finally {
      await switchLanguage('EN');
    }
  });
});

describe('records filters', () => {
  it('deposit records: status and date chips become the query and stay in the address', async () => {
    logInAs();
    const server = fakeServer({
      'GET /wps/relay/MCS2_depositTransactioNReport': ({ url }) => ({
        value:
          url.searchParams.get('status') === 'rejected'
            ? EMPTY_PAGE
            : {
                ...EMPTY_PAGE,
                content: [DEPOSIT, { ...DEPOSIT, depositId: 'D101', promoRefusal: 'ONCE_PER_DEVICE' }],
                totalPages: 1,
                total: 2,
              },
      }),
    });
    renderWithProviders(<DepositRecordScreen />, '/m/member/depositRecord');
    const list = await screen.findByRole('list', { name: 'Deposit records' });
    expect(list).toHaveTextContent('Demo gateway');
    expect(list).toHaveTextContent('Approved');
    // A deposit credited without the promotion it asked for says why.
    expect(within(list).getAllByText(/^Promotion bonus not paid/)).toHaveLength(1);
    expect(list).toHaveTextContent(/Promotion bonus not paid: .*device/);
    expect(screen.getByRole('radio', { name: 'This week' })).toBeChecked();
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
    logInAs();
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
    logInAs();
    const server = fakeServer({ 'GET /wps/relay/ODSFE2_BetSummary': { value: NO_BETS } });
    renderWithProviders(<GameRecordScreen />, '/m/gameRecord');
    expect(await screen.findByText(/No bets in this period/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Lottery' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent('Valid bet');
    await userEvent.click(screen.getByRole('radio', { name: 'Slots' }));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('gameType')).toBe('RNG'));
  });

  it('betting record: a tapped chip shows checked at once, before the address (a deferred router update) catches up', async () => {
    logInAs();
    const server = fakeServer({ 'GET /wps/relay/ODSFE2_BetSummary': { value: NO_BETS } });
    renderWithProviders(<GameRecordScreen />, '/m/gameRecord');
    const slots = await screen.findByRole('radio', { name: 'Slots' });
    await screen.findByText(/No bets in this period/);
    // A real tap, outside act(): the router moves the address in a transition React may hold back
    // on a busy phone; what the player sees right after the tap is what this reads.
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      slots.click();
      expect(slots).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Lottery' })).not.toBeChecked();
      // And it stays so once the address and the query have caught up.
      await waitFor(() => expect(server.calls.at(-1)?.query.get('gameType')).toBe('RNG'));
      expect(slots).toBeChecked();
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('betting record: another game type drops the vendor chosen for the one before', async () => {
    logInAs();
    const server = fakeServer({
      'GET /wps/relay/ODSFE2_BetSummary': { value: { ...NO_BETS, vendors: ['PG'] } },
    });
    renderWithProviders(<GameRecordScreen />, '/m/gameRecord?vendor=PG');
    await waitFor(() => expect(server.calls.at(-1)?.query.get('vendorCode')).toBe('PG'));
    expect(await screen.findByRole('combobox', { name: 'Vendor' })).toHaveValue('PG');
    await userEvent.click(screen.getByRole('radio', { name: 'Slots' }));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('gameType')).toBe('RNG'));
    expect(server.calls.at(-1)?.query.get('vendorCode')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveValue('');
  });
});
