import { MemberType, WhitelabelFlag } from '@openlobby/contract/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { switchLanguage, initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { logInAs } from '../../../test/session.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { shouldCheckContracts } from '../model/contractCheck.ts';
import ContractPrompts from './ContractPrompts.tsx';

const WALLET = {
  currency: 'PKR',
  currencySymbol: 'Rs',
  sumBalance: '0.00',
  mainBalance: '0.00',
  pendingWithdrawal: '0.00',
  trial: false,
  subWallets: [],
};

function serve(requests: { daily?: string | null; dividend?: string | null; hourly?: string | null }) {
  return fakeServer({
    'GET /wps/member/info/funds/consolidated': {
      value: {
        wallet: WALLET,
        dailysalreqtype: requests.daily ?? null,
        divtypecompperiodreq: requests.dividend ?? null,
        contracthoursalreq: requests.hourly ?? null,
      },
    },
  });
}

function showHome(held = false) {
  renderWithProviders(
    <Routes>
      <Route path="/m/home" element={<ContractPrompts held={held} />} />
      <Route path="/m/member/agent/getSalaryContract" element={<h1>Daily salary contract</h1>} />
      <Route path="/m/member/agent/getHourContract" element={<h1>Hourly salary contract</h1>} />
    </Routes>,
    '/m/home',
  );
}

beforeAll(() => initI18n('EN'));
afterEach(async () => {
  sessionStorage.clear();
  await switchLanguage('EN');
});

describe('the contract check at home (spec 4)', () => {
  it('asks about each pending request in turn: Cancel moves on, Go opens its contract screen', async () => {
    logInAs();
    serve({ daily: '12', hourly: '14' });
    showHome();
    const user = userEvent.setup();
    const daily = await screen.findByRole('dialog', { name: 'New daily salary contract' });
    await user.click(within(daily).getByRole('button', { name: 'Cancel' }));
    const hourly = await screen.findByRole('dialog', { name: 'New hourly salary contract' });
    await user.click(within(hourly).getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('heading', { name: 'Hourly salary contract' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing without a pending request', async () => {
    logInAs();
    const server = serve({ daily: '', dividend: null });
    showHome();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while another dialog is open over home', async () => {
    logInAs();
    const server = serve({ daily: '12' });
    showHome(true);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Urdu', async () => {
    await switchLanguage('UR');
    logInAs();
    serve({ dividend: '7' });
    showHome();
    expect(await screen.findByRole('dialog', { name: 'منافع کی تقسیم کا نیا معاہدہ' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'جائیں' })).toBeVisible();
  });

  it('runs only for logged-in members with AGENTPOLICY3 on, never for trial or internal accounts', () => {
    const on = { [WhitelabelFlag.AGENTPOLICY3]: true };
    const cases: [boolean, MemberType | null, Record<string, boolean>, boolean][] = [
      [true, MemberType.REAL, on, true],
      [true, MemberType.AGENT, on, true],
      [true, MemberType.AGENT_SENIOR, on, true],
      [true, MemberType.TRIAL, on, false],
      [true, MemberType.INTERNAL, on, false],
      [true, MemberType.INTERNAL_AGENT, on, false],
      [true, MemberType.INTERNAL_AGENT_SENIOR, on, false],
      [true, MemberType.REAL, {}, false],
      [true, null, on, false],
      [false, MemberType.REAL, on, false],
    ];
    for (const [loggedIn, memberType, whitelabel, expected] of cases)
      expect(shouldCheckContracts({ loggedIn, memberType, whitelabel }), `${loggedIn} ${memberType}`).toBe(
        expected,
      );
  });
});
