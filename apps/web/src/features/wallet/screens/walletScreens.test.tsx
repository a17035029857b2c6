import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { logInAs } from '../../../test/session.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CARD } from '../test/fixtures.ts';
import BankCardsScreen from './BankCardsScreen.tsx';
import PaymentPasswordScreen from './PaymentPasswordScreen.tsx';
import ProfitLossScreen from './ProfitLossScreen.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

describe('BankCardsScreen', () => {
  it('lists masked cards, deletes only after confirmation, and says when the cap is reached', async () => {
    logInAs();
    let cards = [CARD, { ...CARD, cardId: 'card-2', maskedNumber: '**** **** 9876' }];
    const server = fakeServer({
      'GET /wps/relay/MCS2_bankCards': () => ({ value: { cards, maxPerType: 2, payeeName: 'Amir Khan' } }),
      'DELETE /wps/member/bankCard': ({ url }) => {
        cards = cards.filter((card) => card.cardId !== url.searchParams.get('cardId'));
        return { value: { deleted: true } };
      },
      'GET /wps/relay/MCS2_withdrawBanks': { value: { banks: [] } },
    });
    renderWithProviders(<BankCardsScreen />, '/m/member/bankCards?type=bank');
    expect(
      await screen.findByText('You have reached the limit of 2 bank cards. Delete one to add another.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bank 2/2 · E-wallet 0/2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Habib Bank **** **** 9876' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this card?' });
    expect(confirm).toHaveAccessibleDescription(/9876.* will be removed from your account\./);
    // Cancel takes the focus, so a stray Enter deletes nothing; Escape says no and hands focus back.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Delete this card?' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Habib Bank **** **** 9876' })).toHaveFocus(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Habib Bank **** **** 9876' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this card?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Habib Bank **** **** 9876' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this card?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByText('**** **** 9876')).toBeNull());
    // Under the cap again: coming for a bank card (?type=bank), the form is open at once.
    expect(await screen.findByRole('form', { name: 'Add a bank card' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Bank' })).toBeInTheDocument();
  });
});

describe('BankCardsScreen e-wallets', () => {
  it('binds an e-wallet by its mobile number, next to full bank cards', async () => {
    logInAs();
    const server = fakeServer({
      'GET /wps/relay/MCS2_bankCards': {
        value: { cards: [CARD, { ...CARD, cardId: 'card-2' }], maxPerType: 2, payeeName: 'Amir Khan' },
      },
      'GET /wps/relay/MCS2_withdrawBanks': {
        value: {
          banks: [
            { bankCode: 'HBL', bankName: 'Habib Bank', payoutType: 'bank', logoUrl: null },
            { bankCode: 'JAZZCASH', bankName: 'JazzCash', payoutType: 'ewallet', logoUrl: null },
            { bankCode: 'EASYPAISA', bankName: 'Easypaisa', payoutType: 'ewallet', logoUrl: null },
          ],
        },
      },
      'POST /wps/member/bankCard': { value: { card: CARD } },
    });
    renderWithProviders(<BankCardsScreen />, '/m/member/bankCards');
    // Bank cards are at their cap, e-wallets are not: the add entry is for an e-wallet.
    await userEvent.click(await screen.findByRole('button', { name: 'Add an e-wallet' }));
    const provider = screen.getByRole('combobox', { name: 'E-wallet' });
    expect(
      within(provider)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a bank', 'JazzCash', 'Easypaisa']);
    await userEvent.selectOptions(provider, 'JAZZCASH');
    const number = screen.getByRole('textbox', { name: 'Mobile number (e-wallet account)' });
    await userEvent.type(number, '6222021234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Bind card' }));
    expect(
      screen.getByText('Enter the mobile number of your e-wallet account, e.g. 03001234567'),
    ).toBeInTheDocument();
    await userEvent.clear(number);
    await userEvent.type(number, '+92 300 1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Bind card' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      bankCode: 'JAZZCASH',
      cardNumber: '+92 300 1234567',
    });
  });
});

describe('PaymentPasswordScreen', () => {
  it('changes with the current password, and resets by SMS code', async () => {
    logInAs();
    const server = fakeServer({
      'GET /wps/member/hasWithdrawalPassword': { value: { hasPassword: true } },
      'PUT /wps/member/paymentPassword': { value: { done: true } },
      'POST /wps/member/paymentPassword/sms': {
        value: { mobileNum: '+92******4567', expirationTime: 0, expiredMinutes: 5, resendAt: 0 },
      },
      'POST /wps/member/paymentPassword/reset': { value: { done: true } },
    });
    renderWithProviders(<PaymentPasswordScreen />, '/m/member/paymentPassword');
    expect(await screen.findByRole('heading', { name: 'Change payment password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current payment password'), '123456');
    await userEvent.type(screen.getByLabelText('New payment password'), '123456');
    await userEvent.type(screen.getByLabelText('Confirm payment password'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The new password must differ from the current one')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Forgot the payment password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset by SMS' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText(/Code sent to/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'SMS code' }), '000000');
    await userEvent.type(screen.getByLabelText('New payment password'), '246810');
    await userEvent.type(screen.getByLabelText('Confirm payment password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.path === '/wps/member/paymentPassword/reset')?.body).toEqual({
        newPassword: '246810',
        confirmPassword: '246810',
        verificationCode: '000000',
      }),
    );
  });
});

describe('ProfitLossScreen', () => {
  it('a failed load offers Try again, which loads the days again and shows each as its calendar day', async () => {
    logInAs();
    const row = {
      deposit: '0',
      withdraw: '0',
      bet: '10',
      win: '4',
      rebate: '0',
      promotion: '0',
      profit: '-6',
    };
    let calls = 0;
    fakeServer({
      'GET /wps/relay/ODSFE2_MemPNL': () =>
        calls++ === 0
          ? { failure: { code: 'NOT_FOUND' }, status: 404 }
          : { value: { days: [{ ...row, date: '2026-03-04' }], total: row } },
    });
    renderWithProviders(<ProfitLossScreen />, '/m/member/profitLoss');
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('This could not be loaded.');
    expect(failed).toHaveTextContent('The requested address does not exist.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const days = await screen.findByRole('list', { name: 'Day' });
    expect(within(days).getByRole('heading', { name: '4 Mar 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Total' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});
