import { MemberType } from '@openlobby/contract/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { hideToast } from '../../../shared/ui/toastStore.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { logInAs } from '../../../test/session.ts';
import AgentIncomeScreen from './AgentIncomeScreen.tsx';
import AgentLinksScreen from './AgentLinksScreen.tsx';
import AgentTransferScreen from './AgentTransferScreen.tsx';

const myRates = [
  { product: 'SLOTS', rateBps: 120 },
  { product: 'LIVE', rateBps: 80 },
];

function serveLinks() {
  const links: Record<string, unknown>[] = [];
  const server = fakeServer({
    'GET /wps/relay/MCS2_wpsViewAffUrls': () => ({
      value: {
        myCode: 'MYCODE22',
        myUrl: '/m/register?affiliateCode=MYCODE22',
        content: [...links],
        myRates,
        max: 20,
      },
    }),
    'POST /wps/relay/MCS2_wpsCreateAffUrl': ({ body }) => {
      const input = body as { kind: string; rates: unknown[]; note: string };
      const link = {
        id: links.length + 1,
        code: 'LINKAA22',
        url: '/m/register?affiliateCode=LINKAA22',
        kind: input.kind,
        rates: input.rates,
        note: input.note,
        registrations: 0,
        createdAt: '2026-11-27T05:00:00.000Z',
      };
      links.unshift(link);
      return { value: { link } };
    },
    'POST /wps/relay/MCS2_wpsDeleteAffUrl': () => {
      links.splice(0, 1);
      return { value: { deleted: true } };
    },
  });
  return server;
}

beforeAll(() => initI18n('EN'));
afterEach(() => {
  sessionStorage.clear();
  useCommonStore.setState({ session: null, memberInfo: null });
  hideToast();
  vi.unstubAllGlobals();
});

describe('affiliate links', () => {
  it('shows my link, creates an agent link with rates capped at mine, and deletes it after a confirmation', async () => {
    logInAs(MemberType.AGENT);
    const server = serveLinks();
    const user = userEvent.setup();
    renderWithProviders(<AgentLinksScreen />, '/m/member/agent/links');
    const mine = await screen.findByRole('region', { name: 'My invitation link' });
    expect(mine).toHaveTextContent('MYCODE22');
    expect(mine).toHaveTextContent(`${window.location.origin}/m/register?affiliateCode=MYCODE22`);

    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    const slots = screen.getByRole('textbox', { name: 'Slots rate in percent' });
    await user.type(slots, '1.5');
    expect(screen.getByText(/Above your own rate \(\W*1\.2%\W*\)/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create link' })).toBeDisabled();
    await user.clear(slots);
    await user.type(slots, '1');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Club');
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    const card = await screen.findByRole('listitem', { name: 'LINKAA22' });
    expect(card).toHaveTextContent('Agent');
    expect(card).toHaveTextContent('Club');
    expect(card).toHaveTextContent(/Slots \W*1%/);
    const created = server.calls.find((c) => c.path === '/wps/relay/MCS2_wpsCreateAffUrl');
    expect(created?.body).toEqual({
      kind: 'AGENT',
      note: 'Club',
      rates: [{ product: 'SLOTS', rateBps: 100 }],
    });

    await user.click(within(card).getByRole('button', { name: 'Delete the link LINKAA22' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No affiliate links yet.')).toBeVisible();
  });
});

describe('transfer to downlines', () => {
  it('sends an amount to the chosen downlines with the payment password after a confirmation', async () => {
    logInAs(MemberType.AGENT);
    const server = fakeServer({
      'GET /wps/agent/transferDownline': {
        value: {
          content: [
            { downlineId: 7, username: 'sara', registeredAt: '2026-11-20T10:00:00.000Z' },
            { downlineId: 8, username: 'omar', registeredAt: '2026-11-21T10:00:00.000Z' },
          ],
          total: 2,
        },
      },
      'POST /wps/agent/transferMultipleDownline': ({ body }) =>
        (body as { paymentPassword: string }).paymentPassword === '123456'
          ? {
              value: {
                transferId: 'x',
                lines: [
                  { downlineId: 7, username: 'sara', amount: '25.00' },
                  { downlineId: 8, username: 'omar', amount: '25.00' },
                ],
                total: '50.00',
                balance: '50.00',
                replayed: false,
              },
            }
          : { failure: { code: 'PAYMENT_PASSWORD_WRONG' }, status: 400 },
      'GET /wps/v2/wallets/balance': {
        value: { sumBalance: '100.00', mainBalance: '100.00', pendingWithdrawal: '0.00', trial: false },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AgentTransferScreen />, '/m/member/agent/transfer');
    await user.click(await screen.findByRole('checkbox', { name: 'sara' }));
    await user.click(screen.getByRole('checkbox', { name: 'omar' }));
    await user.type(screen.getByRole('textbox', { name: /Amount for each/ }), '25');
    await user.type(screen.getByLabelText(/Payment password/), '000000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('sara, omar');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/payment password/i);

    await user.type(screen.getByLabelText(/Payment password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByRole('heading', { name: 'Transfer complete' })).toBeVisible();
    const sent = server.calls.filter((c) => c.path === '/wps/agent/transferMultipleDownline');
    expect(sent[1]?.body).toMatchObject({
      transfers: [
        { downlineId: 7, amount: '25' },
        { downlineId: 8, amount: '25' },
      ],
      paymentPassword: '123456',
    });
    // A refused transfer is final: the retry is a new transfer id.
    expect((sent[0]?.body as { transferId: string }).transferId).not.toBe(
      (sent[1]?.body as { transferId: string }).transferId,
    );
  });
});

describe('my income', () => {
  it('shows this and last month by kind and my transactions, filtered by the dates I choose', async () => {
    logInAs(MemberType.AGENT);
    const period = (from: string, to: string, amount: string) => ({
      from,
      to,
      kinds: [{ kind: 'SALARY', amount }],
      total: amount,
    });
    const server = fakeServer({
      'GET /wps/relay/ODS2_AgentPrevAndCurrIncome': {
        value: {
          timeZone: 'UTC',
          current: period('2026-11-01', '2026-11-27', '18.00'),
          previous: period('2026-10-01', '2026-10-31', '0.00'),
        },
      },
      'GET /wps/agent/transactions': ({ url }) => ({
        value: {
          content:
            url.searchParams.get('startDate') === '2026-01-01'
              ? []
              : [
                  {
                    transactionId: 't1',
                    txCode: 'AGENT_TRANSFER',
                    amount: '-25.50',
                    balanceAfter: '474.50',
                    reference: 'x',
                    gameName: null,
                    remark: 'amir → sara',
                    createdAt: '2026-11-27T06:00:00.000Z',
                  },
                ],
          pageNum: 1,
          totalPages: 1,
          total: 1,
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AgentIncomeScreen />, '/m/member/agent/income');
    const current = (await screen.findByRole('heading', { name: 'This month' })).parentElement;
    expect(current).toHaveTextContent('Salary');
    expect(current).toHaveTextContent('18.00');
    const row = await screen.findByRole('listitem');
    expect(row).toHaveTextContent('Transfer');
    expect(row).toHaveTextContent('amir → sara');
    expect(row).toHaveTextContent(/-\D*25\.50/);

    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByLabelText('To'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No transactions in these dates.')).toBeVisible();
    const last = server.calls.filter((c) => c.path === '/wps/agent/transactions').at(-1);
    expect(last?.query.get('endDate')).toBe('2026-01-31');
  });
});
