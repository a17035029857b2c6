import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from '../../../../shared/i18n/i18n.ts';
import { fakeServer } from '../../../../test/fakeServer.ts';
import { logInAs } from '../../../../test/session.ts';
import { renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import WithdrawRecordScreen from '../../screens/WithdrawRecordScreen.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

const PAID = {
  withdrawId: 'W100',
  status: 'paid',
  amount: '20000.00',
  fee: '0.00',
  cardId: '1',
  bankName: 'HBL',
  maskedNumber: '**** 3456',
  remark: null,
  createdAt: '2026-11-22T05:00:00.000Z',
  decidedAt: '2026-11-22T06:00:00.000Z',
};
const page = { content: [PAID], pageNum: 1, totalPages: 1, total: 1 };

describe('withdrawal records', () => {
  it('say a paid withdrawal is paid, and filter by it, in English', async () => {
    logInAs();
    const server = fakeServer({ 'GET /wps/relay/MCS2_WithdrawTransactionReport': { value: page } });
    renderWithProviders(<WithdrawRecordScreen />, '/m/member/withdrawRecord');
    const list = await screen.findByRole('list', { name: 'Withdrawal records' });
    expect(list).toHaveTextContent('Paid');
    await userEvent.click(screen.getByRole('radio', { name: 'Paid' }));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('status')).toBe('paid'));
  });

  it('say it in Urdu', async () => {
    logInAs();
    fakeServer({ 'GET /wps/relay/MCS2_WithdrawTransactionReport': { value: page } });
    await switchLanguage('UR');
    try {
      renderWithProviders(<WithdrawRecordScreen />, '/m/member/withdrawRecord');
      expect(await screen.findByText('ادا ہو گئی', { selector: '.status' })).toBeInTheDocument();
    } finally {
      await switchLanguage('EN');
    }
  });
});
