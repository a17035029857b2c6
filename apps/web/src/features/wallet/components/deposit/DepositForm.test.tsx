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

const RELOAD = {
  promoId: 'RELOAD10',
  title: '10% reload bonus',
  bonusRate: '10',
  maxBonus: '500.00',
  minDeposit: '200.00',
  needsCode: false,
};
const CODED = { ...RELOAD, promoId: 'SPRING', title: 'Spring code bonus', needsCode: true };

function depositServer(routes: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /wps/relay/MCSFE_getDepositPaymentChannels': { value: { channels: [BANK_TRANSFER] } },
    'GET /wps/relay/MCS2_depositPromoList': { value: { promos: [] } },
    'GET /wps/relay/MCS2_depositBanksByVendor': { value: { accounts: [] } },
    'POST /wps/relay/MCS2_depositManualTransfer': { value: { deposit: DEPOSIT } },
    ...routes,
  });
}

const sentDeposit = (server: ReturnType<typeof fakeServer>) =>
  server.calls.find((call) => call.path === '/wps/relay/MCS2_depositManualTransfer')?.body;

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

describe('DepositForm with a promotion from /m/activity', () => {
  it('chooses the promotion the address names and says the deposit it needs', async () => {
    logInAs();
    const server = depositServer({
      'GET /wps/relay/MCS2_depositPromoList': { value: { promos: [CODED, RELOAD] } },
    });
    renderWithProviders(<DepositForm />, '/m/voucherCenter?promoId=RELOAD10');
    const promotion = await screen.findByRole('combobox', { name: 'Promotion' });
    expect(promotion).toHaveValue('RELOAD10');
    // No code asked for this one.
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '150');
    expect(screen.getByText(/Deposit at least/).textContent?.replace(/[\u2066-\u2069]/g, '')).toBe(
      'Deposit at least ¥200.00 to get this promotion.',
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '300');
    expect(screen.queryByText(/Deposit at least/)).toBeNull();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Payer name (as on your bank account)' }),
      'Amir Khan',
    );
    await userEvent.click(screen.getByRole('button', { name: 'I have transferred the money' }));
    await waitFor(() => expect(sentDeposit(server)).toMatchObject({ amount: '300.00', promoId: 'RELOAD10' }));
    expect(sentDeposit(server)).not.toHaveProperty('promoCode');
  });

  it('says why the promotion named cannot be had, in words, and deposits without it', async () => {
    logInAs();
    depositServer({
      'GET /wps/relay/MCS2_depositPromoList': { value: { promos: [RELOAD] } },
      'GET /wps/relay/MCSFE_getPromotionList': {
        value: {
          categories: ['DEPOSIT'],
          list: [
            {
              promoId: 'FIRST10',
              kind: 'DEPOSIT',
              category: 'DEPOSIT',
              title: 'First deposit 10%',
              rulesHtml: '',
              bannerUrl: null,
              startsAt: null,
              endsAt: null,
              needsCode: false,
              bonusRate: '10',
              fixedBonus: null,
              maxBonus: '500.00',
              minDeposit: '100.00',
              wagerMultiple: 10,
              wagerBasis: 'BONUS',
              state: 'UNAVAILABLE',
              reason: 'FIRST_DEPOSIT',
              reasonText: 'For a first deposit only',
            },
          ],
        },
      },
    });
    renderWithProviders(<DepositForm />, '/m/voucherCenter?promoId=FIRST10');
    expect(
      await screen.findByText(
        '“First deposit 10%” is not available for this deposit: For a first deposit only',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('combobox', { name: 'Promotion' })).toHaveValue('');
  });

  it('says a promotion that is gone has ended', async () => {
    logInAs();
    depositServer({
      'GET /wps/relay/MCSFE_getPromotionList': { value: { categories: [], list: [] } },
    });
    renderWithProviders(<DepositForm />, '/m/voucherCenter?promoId=OLD');
    expect(
      await screen.findByText(
        'The promotion you chose has ended or is no longer offered. You can still deposit without it.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('asks for the promo code of a promotion that needs one, and says when the server refuses it', async () => {
    logInAs();
    let answer: 'wrong' | 'right' = 'wrong';
    const server = depositServer({
      'GET /wps/relay/MCS2_depositPromoList': { value: { promos: [RELOAD, CODED] } },
      'POST /wps/relay/MCS2_depositManualTransfer': () =>
        answer === 'wrong'
          ? {
              failure: {
                code: 'PROMO_NOT_ELIGIBLE',
                message: 'You can no longer use this promotion',
                data: { field: 'promoId', reason: 'PROMO_CODE' },
              },
              status: 409,
            }
          : { value: { deposit: DEPOSIT } },
    });
    renderWithProviders(<DepositForm />, '/m/voucherCenter?promoId=SPRING');
    const code = await screen.findByRole('textbox', { name: 'Promo code' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '300');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Payer name (as on your bank account)' }),
      'Amir Khan',
    );
    const confirm = screen.getByRole('button', { name: 'I have transferred the money' });
    await userEvent.click(confirm);
    expect(code).toHaveFocus();
    expect(errorOf(code)).toBe('This promotion needs its promo code');

    await userEvent.type(code, 'winter');
    await userEvent.click(confirm);
    await waitFor(() => expect(errorOf(code)).toBe('This promo code is not right. Check it and try again.'));
    expect(sentDeposit(server)).toMatchObject({ promoId: 'SPRING', promoCode: 'winter' });

    answer = 'right';
    await userEvent.clear(code);
    await userEvent.type(code, ' spring25 ');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
        promoCode: 'spring25',
      }),
    );
    // Another promotion asks for no code: the field goes.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Promotion' }), 'RELOAD10');
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).toBeNull();
  });
});
