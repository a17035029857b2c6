import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { logInAs } from '../../../test/session.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { WALLET } from '../test/fixtures.ts';
import { BalanceCard } from './BalanceCard.tsx';

beforeAll(() => initI18n('EN'));

describe('BalanceCard', () => {
  it('shows the main and game wallets when the operator connected transfer-wallet vendors', async () => {
    logInAs();
    fakeServer({
      'GET /wps/v2/wallets/balance': {
        value: {
          ...WALLET,
          sumBalance: '1000.00',
          mainBalance: '750.00',
          subWallets: [{ vendorCode: 'JDB', balance: '250.00' }],
        },
      },
    });
    renderWithProviders(<BalanceCard label="Available balance" />, '/m/withdraw');
    const list = await screen.findByLabelText('Main and game wallets');
    // The total includes money at the game vendor: not all of it is available to withdraw.
    expect(screen.getByRole('region', { name: 'Balance' })).toBeInTheDocument();
    expect(within(list).getByText('Main wallet')).toBeInTheDocument();
    expect(list).toHaveTextContent('750.00');
    expect(within(list).getByText('JDB')).toBeInTheDocument();
    expect(list).toHaveTextContent('250.00');
  });

  it('shows only the balance when every vendor is seamless (the default)', async () => {
    logInAs();
    fakeServer({ 'GET /wps/v2/wallets/balance': { value: WALLET } });
    renderWithProviders(<BalanceCard />, '/m/withdraw');
    expect(await screen.findByText(/1,000\.00/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Main and game wallets')).toBeNull();
  });
});
