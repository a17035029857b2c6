import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { readSessionInfo } from '../../../shared/session/sessionInfo.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CARD, plantMember } from '../test/fixtures.ts';
import BankCardsScreen from './BankCardsScreen.tsx';
import PaymentPasswordScreen from './PaymentPasswordScreen.tsx';

beforeAll(() => initI18n('EN'));
afterEach(() => vi.unstubAllGlobals());

function login(): void {
  plantMember(0);
  useCommonStore.setState({ session: readSessionInfo() });
}

describe('BankCardsScreen', () => {
  it('lists masked cards, deletes only after confirmation, and says when the cap is reached', async () => {
    login();
    let cards = [CARD, { ...CARD, cardId: 'card-2', maskedNumber: '**** **** 9876' }];
    const server = fakeServer({
      'GET /wps/relay/MCS2_bankCards': () => ({ value: { cards, maxPerType: 2, payeeName: 'Amir Khan' } }),
      'DELETE /wps/member/bankCard': ({ url }) => {
        cards = cards.filter((card) => card.cardId !== url.searchParams.get('cardId'));
        return { value: { deleted: true } };
      },
      'GET /wps/relay/MCS2_withdrawBanks': { value: { banks: [] } },
    });
    renderWithProviders(<BankCardsScreen />, '/m/member/bankCards');
    expect(
      await screen.findByText('You have reached the limit of 2 bank cards. Delete one to add another.'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 of 2 cards')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Habib Bank **** **** 9876' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this card?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Habib Bank **** **** 9876' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this card?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByText('**** **** 9876')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Add a bank card' })).toBeInTheDocument();
  });
});

describe('PaymentPasswordScreen', () => {
  it('changes with the current password, and resets by SMS code', async () => {
    login();
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
