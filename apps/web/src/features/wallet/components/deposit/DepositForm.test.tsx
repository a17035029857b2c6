import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from '../../../../shared/i18n/i18n.ts';
import { fakeServer } from '../../../../test/fakeServer.ts';
import { logInAs } from '../../../../test/session.ts';
import { renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import { DepositForm } from './DepositForm.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

const BANK_TRANSFER = {
  channelId: 'm1',
  kind: 'manual',
  mode: 'BANK',
  name: 'Bank transfer',
  logoUrl: null,
  minAmount: '100.00',
  maxAmount: '50000.00',
  presets: ['500.00'],
  feeRate: '0.00',
};
const DEPOSIT = {
  depositId: 'D7',
  channelId: 'm1',
  channelName: 'Bank transfer',
  kind: 'manual',
  status: 'pending',
  amount: '150.00',
  credited: '0.00',
  bonus: '0.00',
  fee: '0.00',
  payerName: 'Amir Khan',
  reference: null,
  remark: null,
  createdAt: '2026-11-22T05:00:00.000Z',
  decidedAt: null,
};

function depositServer() {
  return fakeServer({
    'GET /wps/relay/MCSFE_getDepositPaymentChannels': { value: { channels: [BANK_TRANSFER] } },
    'GET /wps/relay/MCS2_depositPromoList': { value: { promos: [] } },
    'GET /wps/relay/MCS2_depositBanksByVendor': { value: { accounts: [] } },
    'POST /wps/relay/MCS2_depositManualTransfer': { value: { deposit: DEPOSIT } },
  });
}

/** The text of the error the field's input names (aria-describedby), as a screen reader reads it. */
function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === 'field__error');
  return error?.textContent?.replace(/[\u2066-\u2069]/g, '') ?? null;
}

describe('DepositForm', () => {
  it(
    'says under each field what is missing, focuses it, then sends one transfer for a double tap',
    { timeout: 20_000 },
    async () => {
      logInAs();
      const server = depositServer();
      renderWithProviders(<DepositForm />, '/m/voucherCenter');
      const confirm = await screen.findByRole('button', { name: 'I have transferred the money' });
      const amount = screen.getByRole('textbox', { name: 'Amount' });
      const payer = screen.getByRole('textbox', { name: 'Payer name (as on your bank account)' });

      await userEvent.click(confirm);
      expect(amount).toHaveFocus();
      expect(errorOf(amount)).toBe('Please enter an amount');
      expect(errorOf(payer)).toBe('Please enter the payer name');

      await userEvent.type(amount, '99');
      // Once checked, the amount's message follows what is typed.
      expect(errorOf(amount)).toBe('The minimum amount is ¥100.00');
      await userEvent.clear(amount);
      await userEvent.type(amount, '150');
      expect(errorOf(amount)).toBeNull();
      await userEvent.click(confirm);
      expect(payer).toHaveFocus();

      await userEvent.type(payer, 'Amir Khan');
      await userEvent.dblClick(confirm);
      await waitFor(() =>
        expect(
          server.calls.filter((call) => call.path === '/wps/relay/MCS2_depositManualTransfer'),
        ).toHaveLength(1),
      );
      const sent = server.calls.find((call) => call.method === 'POST')?.body;
      expect(sent).toMatchObject({ channelId: 'm1', amount: '150.00', payerName: 'Amir Khan' });
    },
  );

  it('reads its errors in Urdu under the same fields', async () => {
    logInAs();
    depositServer();
    await switchLanguage('UR');
    try {
      renderWithProviders(<DepositForm />, '/m/voucherCenter');
      await userEvent.click(await screen.findByRole('button', { name: 'میں نے رقم بھیج دی ہے' }));
      const amount = screen.getByRole('textbox', { name: 'رقم' });
      expect(amount).toHaveFocus();
      expect(errorOf(amount)).toBe('براہِ کرم رقم درج کریں');
      expect(
        errorOf(screen.getByRole('textbox', { name: 'ادا کنندہ کا نام (جیسا بینک اکاؤنٹ میں ہے)' })),
      ).toBe('براہِ کرم ادا کنندہ کا نام درج کریں');
    } finally {
      await switchLanguage('EN');
    }
  });
});
