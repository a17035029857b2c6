import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast, useToastStore } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import ContractScreen from './ContractScreen.tsx';

const party = (memberId: number, username: string) => ({ memberId, username });
function contract(overrides: Record<string, unknown> = {}) {
  return {
    contractId: 5,
    kind: 'DAILY_SALARY',
    period: 'DAILY',
    status: 'PENDING',
    suspended: false,
    suspendReason: null,
    role: 'DOWNLINE',
    upline: party(1, 'boss_agent'),
    downline: party(2, 'amir'),
    offeredAt: '2026-11-26T10:00:00.000Z',
    decidedAt: null,
    startPeriod: null,
    lastPeriod: null,
    endRequestedBy: null,
    endedAt: null,
    timeZone: 'Asia/Karachi',
    tiers: [
      { minVolume: '0', rateBps: 50 },
      { minVolume: '10000', rateBps: 120 },
    ],
    ...overrides,
  };
}
const info = (overrides: Record<string, unknown> = {}) => ({
  asDownline: contract(),
  asUpline: [],
  canOffer: false,
  maxBps: null,
  timeZone: 'Asia/Karachi',
  ...overrides,
});

beforeAll(() => initI18n('EN'));
afterEach(async () => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  hideToast();
  await switchLanguage('EN', { persist: false });
});

describe('a contract screen', () => {
  it('shows the offer with its tiers and accepts it after a confirmation', async () => {
    logInAs();
    let accepted = false;
    const server = fakeServer({
      'GET /wps/relay/MCS2_getContractDailySalInfo': () => ({
        value: info({
          asDownline: contract(accepted ? { status: 'ACTIVE', startPeriod: '2026-11-28' } : {}),
        }),
      }),
      'POST /wps/relay/MCS2_processDailySalContract': () => {
        accepted = true;
        return { value: contract({ status: 'ACTIVE' }) };
      },
      'GET /wps/relay/ODSFE2_CurrentDailySalary': {
        value: {
          contract: null,
          periodKey: '2026-11-28',
          from: '2026-11-27T19:00:00.000Z',
          to: '2026-11-28T19:00:00.000Z',
          base: '0.00',
          threshold: null,
          bps: 0,
          amount: '0.00',
          timeZone: 'Asia/Karachi',
        },
      },
    });
    renderWithProviders(<ContractScreen kind="DAILY_SALARY" />, '/m/member/agent/getSalaryContract');
    const card = await screen.findByRole('article', { name: 'Daily salary' });
    expect(card).toHaveTextContent('Waiting for an answer');
    expect(card).toHaveTextContent('boss_agent');
    const tiers = within(card).getByRole('table', { name: 'Tiers' });
    expect(
      within(tiers)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Team valid bets fromRate', expect.stringContaining('0.5%'), expect.stringContaining('1.2%')]);

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this contract?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Pays from period \u206628 Nov 2026\u2069')).toBeVisible();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      contractId: 5,
      action: 'ACCEPT',
    });
    expect(await screen.findByRole('heading', { name: /This period so far/ })).toBeVisible();
  });

  it('offers a contract to a direct downline, never above my own best rate', async () => {
    logInAs();
    const server = fakeServer({
      'GET /wps/relay/MCS2_getContractDailySalInfo': {
        value: info({ asDownline: null, canOffer: true, maxBps: 100 }),
      },
      'GET /wps/agent/downlines': {
        value: {
          content: [
            {
              memberId: 9,
              username: 'friend9',
              type: 0,
              level: 1,
              uplineUsername: 'amir',
              registeredAt: '2026-11-20T10:00:00.000Z',
            },
          ],
          pageNum: 1,
          totalPages: 1,
          total: 1,
        },
      },
      'POST /wps/relay/MCS2_applyContractDailySal': { value: contract({ role: 'UPLINE' }) },
    });
    renderWithProviders(<ContractScreen kind="DAILY_SALARY" />, '/m/member/agent/getSalaryContract');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'My downlines' }));
    const form = within(await screen.findByRole('form', { name: 'Offer a contract to a direct downline' }));
    await user.click(form.getByRole('button', { name: 'Send offer' }));
    expect(await form.findByText('Choose a downline first')).toBeVisible();

    await user.click(await form.findByRole('radio', { name: 'friend9' }));
    await user.type(form.getByRole('textbox', { name: /Rate/ }), '1.5');
    await user.click(form.getByRole('button', { name: 'Send offer' }));
    expect(await form.findByText('Enter a rate above 0 and at most 1%')).toBeVisible();

    await user.clear(form.getByRole('textbox', { name: /Rate/ }));
    await user.type(form.getByRole('textbox', { name: /Rate/ }), '0.8');
    await user.click(form.getByRole('button', { name: 'Send offer' }));
    await vi.waitFor(() => expect(useToastStore.getState().toast?.text).toBe('Offer sent to friend9'));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      downlineId: 9,
      tiers: [{ minVolume: '0', rateBps: 80 }],
    });
  });

  it('lists payouts from both sides in Urdu, the upline side as money out', async () => {
    await switchLanguage('UR', { persist: false });
    logInAs();
    fakeServer({
      'GET /wps/relay/MCS2_getContractDividendInfo': { value: info({ asDownline: null }) },
      'GET /wps/relay/ODSFE2_PayoutDividend': {
        value: {
          content: [
            {
              contractId: 5,
              kind: 'DIVIDEND',
              periodKey: '2026-W47',
              from: '2026-11-16T19:00:00.000Z',
              to: '2026-11-23T19:00:00.000Z',
              role: 'DOWNLINE',
              counterparty: 'boss_agent',
              base: '2000.00',
              threshold: '1000.00',
              bps: 1000,
              amount: '200.00',
              status: 'UNPAID_FUNDS',
              settledAt: '2026-11-23T19:01:00.000Z',
              paidAt: null,
            },
          ],
          pageNum: 1,
          totalPages: 1,
          total: 1,
          timeZone: 'Asia/Karachi',
        },
      },
    });
    renderWithProviders(<ContractScreen kind="DIVIDEND" />, '/m/member/agent/getDevidendContract');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'ادائیگیاں' }));
    const list = await screen.findByRole('list', { name: 'ادائیگیاں' });
    expect(list).toHaveTextContent('اپ لائن کی رقم کا انتظار');
    expect(list).toHaveTextContent('boss_agent');
    expect(list).toHaveTextContent('10%');
  });
});
