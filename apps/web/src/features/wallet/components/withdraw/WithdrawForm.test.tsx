import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../shared/i18n/i18n.ts';
import { fakeServer } from '../../../../test/fakeServer.ts';
import { logInAs } from '../../../../test/session.ts';
import { renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import WithdrawScreen from '../../screens/WithdrawScreen.tsx';
import { CARD, SETTINGS, WALLET } from '../../test/fixtures.ts';
import { withdrawSchema } from '../../forms/walletSchemas.ts';
import { withdrawReadiness } from '../../model/withdrawRules.ts';

beforeAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

describe('withdraw rules', () => {
  it('asks for a payment password, then a card, and closes when none are left today', () => {
    expect(withdrawReadiness({ ...SETTINGS, hasPaymentPassword: false }, [])).toBe('needPassword');
    expect(withdrawReadiness(SETTINGS, [])).toBe('needCard');
    expect(withdrawReadiness({ ...SETTINGS, remainingToday: 0 }, [CARD])).toBe('noneLeft');
    expect(withdrawReadiness(SETTINGS, [CARD])).toBe('ready');
  });

  it('checks amount against min, max and the available balance, and a 6-digit password', () => {
    const limits = { min: SETTINGS.minAmount, max: SETTINGS.maxAmount, scale: 2 };
    const schema = withdrawSchema(limits, SETTINGS.available);
    const problems = (form: { amount: string; paymentPassword: string }) =>
      Object.fromEntries(
        (schema.safeParse(form).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
      );
    const form = { amount: '150', paymentPassword: '123456' };
    expect(problems(form)).toEqual({});
    expect(problems({ ...form, amount: '99' })).toEqual({ amount: 'amount.errors.belowMin' });
    expect(problems({ ...form, amount: '1000.01' })).toEqual({ amount: 'amount.errors.aboveBalance' });
    expect(problems({ ...form, paymentPassword: '' })).toEqual({
      paymentPassword: 'withdraw.passwordRequired',
    });
    expect(problems({ ...form, paymentPassword: '12345' })).toEqual({
      paymentPassword: 'paymentPassword.format',
    });
  });
});

describe('WithdrawScreen', () => {
  it('guides to the payment password first', async () => {
    logInAs();
    fakeServer({
      'GET /wps/v2/wallets/balance': { value: WALLET },
      'GET /wps/relay/MCSFE_getWithdrawSettings': { value: { ...SETTINGS, hasPaymentPassword: false } },
      'GET /wps/relay/MCS2_bankCards': { value: { cards: [], maxPerType: 2, payeeName: null } },
    });
    renderWithProviders(<WithdrawScreen />);
    const link = await screen.findByRole('link', { name: 'Set payment password' });
    expect(link).toHaveAttribute('href', '/m/member/paymentPassword?next=/m/withdraw');
  });

  it('with no payout account yet, offers a bank card or an e-wallet', async () => {
    logInAs();
    fakeServer({
      'GET /wps/v2/wallets/balance': { value: WALLET },
      'GET /wps/relay/MCSFE_getWithdrawSettings': { value: SETTINGS },
      'GET /wps/relay/MCS2_bankCards': { value: { cards: [], maxPerType: 2, payeeName: null } },
    });
    renderWithProviders(<WithdrawScreen />);
    expect(
      await screen.findByRole('heading', { name: 'Add a bank card or e-wallet first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a bank card' })).toHaveAttribute(
      'href',
      '/m/member/bankCards?type=bank&next=/m/withdraw',
    );
    expect(screen.getByRole('link', { name: 'Add an e-wallet' })).toHaveAttribute(
      'href',
      '/m/member/bankCards?type=ewallet&next=/m/withdraw',
    );
  });

  it('refuses a bad form, then sends the request encrypted and reports a failure', async () => {
    logInAs();
    const server = fakeServer({
      'GET /wps/v2/wallets/balance': { value: WALLET },
      'GET /wps/relay/MCSFE_getWithdrawSettings': { value: SETTINGS },
      'GET /wps/relay/MCS2_bankCards': { value: { cards: [CARD], maxPerType: 2, payeeName: 'Amir Khan' } },
      'GET /wps/system/encryptionKey': { failure: { code: 'INTERNAL' }, status: 500 },
    });
    renderWithProviders(<WithdrawScreen />);
    expect(await screen.findByText('3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Habib Bank/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      screen
        .getAllByRole('alert')
        .map((alert) => alert.textContent)
        .join(' '),
    ).toMatch(/more than your available balance/);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByLabelText('Payment password')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Payment password'), '12ab3456');
    expect(screen.getByLabelText('Payment password')).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    // The withdraw call travels encrypted: it first needs the server key (refused here).
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === '/wps/system/encryptionKey')).toBe(true),
    );
    expect(server.calls.some((call) => call.path === '/wps/transaction/withdraw')).toBe(false);
    expect(await screen.findByText('unknown error')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
  });

  it('with an unfinished bonus, shows it apart and withdraws only once the member gives it up', async () => {
    logInAs();
    const server = fakeServer({
      'GET /wps/v2/wallets/balance': { value: WALLET },
      'GET /wps/relay/MCSFE_getWithdrawSettings': {
        value: { ...SETTINGS, bonusActive: true, bonusBalance: '25.00' },
      },
      'GET /wps/relay/MCS2_bankCards': { value: { cards: [CARD], maxPerType: 2, payeeName: 'Amir Khan' } },
      'GET /wps/system/encryptionKey': { failure: { code: 'INTERNAL' }, status: 500 },
    });
    renderWithProviders(<WithdrawScreen />);
    expect(await screen.findByText('Bonus (not withdrawable)')).toBeInTheDocument();
    expect(screen.getByText(/asking for a withdrawal now gives the bonus up/)).toHaveTextContent('25.00');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '150');
    await userEvent.type(screen.getByLabelText('Payment password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Tick the box to give up your unfinished bonus/)).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/wps/system/encryptionKey')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I give up my unfinished bonus' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === '/wps/system/encryptionKey')).toBe(true),
    );
  });

  it('payout tabs: one per type, each with its bound accounts and an add entry up to the cap', async () => {
    logInAs();
    const jazz = {
      ...CARD,
      cardId: 'card-9',
      bankCode: 'JAZZCASH',
      bankName: 'JazzCash',
      payoutType: 'ewallet' as const,
      maskedNumber: '03** ***4567',
    };
    fakeServer({
      'GET /wps/v2/wallets/balance': { value: WALLET },
      'GET /wps/relay/MCSFE_getWithdrawSettings': { value: SETTINGS },
      'GET /wps/relay/MCS2_bankCards': {
        value: { cards: [CARD, { ...CARD, cardId: 'card-2' }, jazz], maxPerType: 2, payeeName: 'Amir Khan' },
      },
      'GET /wps/relay/MCS2_withdrawBanks': {
        value: {
          banks: [
            { bankCode: 'HBL', bankName: 'Habib Bank', payoutType: 'bank', logoUrl: '/logos/hbl.svg' },
            { bankCode: 'JAZZCASH', bankName: 'JazzCash', payoutType: 'ewallet', logoUrl: null },
          ],
        },
      },
    });
    const { container } = renderWithProviders(<WithdrawScreen />);
    const tabs = await screen.findByRole('tablist', { name: 'Payout type' });
    const bankTab = within(tabs).getByRole('tab', { name: 'Bank' });
    expect(bankTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Bank' });
    expect(within(panel).getAllByRole('radio')).toHaveLength(2);
    expect(within(panel).getAllByRole('radio')[0]).toBeChecked();
    expect(panel).toHaveTextContent('Amir Khan');
    // Two of two bank cards: no add entry, the cap instead.
    expect(within(panel).queryByRole('link', { name: 'Add a bank card' })).toBeNull();
    expect(within(panel).getByText('You have reached the limit of 2 bank cards.')).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('img.bank-logo')).toHaveAttribute('src', '/logos/hbl.svg'),
    );

    // Arrow keys move to the e-wallet tab, which selects its account.
    bankTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const walletTab = within(tabs).getByRole('tab', { name: 'E-wallet' });
    expect(walletTab).toHaveAttribute('aria-selected', 'true');
    expect(walletTab).toHaveFocus();
    const walletPanel = screen.getByRole('tabpanel', { name: 'E-wallet' });
    expect(within(walletPanel).getByRole('radio', { name: /JazzCash 03\*\* \*\*\*4567/ })).toBeChecked();
    expect(within(walletPanel).getByText('1 of 2 bound')).toBeInTheDocument();
    expect(within(walletPanel).getByRole('link', { name: 'Add an e-wallet' })).toHaveAttribute(
      'href',
      '/m/member/bankCards?type=ewallet&next=/m/withdraw',
    );
  });
});
