import {
  type OpsChannelAccountsValue,
  type OpsDepositChannelsValue,
  errorMessage,
} from '@openlobby/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Sent, ok, refusal, renderScreen, useLanguage } from '../members/testing.tsx';
import { ChannelsTab } from './ChannelsTab.tsx';

beforeEach(async () => {
  await useLanguage('EN');
});

/** A small in-memory merchant: its channels and accounts, answering the console's calls. */
function merchant() {
  const channels: OpsDepositChannelsValue = { currency: 'PKR', channels: [] };
  const accounts = new Map<string, OpsChannelAccountsValue>();
  let next = 1;
  const answer = (request: Sent) => {
    const path = request.url.pathname;
    const body = request.body as Record<string, string>;
    if (path === '/ops/payments/channels' && request.method === 'GET') return ok(channels);
    if (path === '/ops/payments/channels' && request.method === 'POST') {
      const channelId = body.channelId ?? 'MEEZAN_BANK';
      if (accounts.has(channelId)) return refusal(409, 'DEPOSIT_CHANNEL_TAKEN');
      channels.channels.push({
        channelId,
        name: body.name ?? '',
        kind: body.kind ?? 'manual',
        mode: 'BANK',
        minAmount: body.minAmount ?? '',
        maxAmount: body.maxAmount ?? '',
        enabled: true,
        sortOrder: 0,
        accountCount: 0,
      });
      const value = { channelId, kind: 'manual' as const, accounts: [] };
      accounts.set(channelId, value);
      return ok(value);
    }
    const match = /^\/ops\/payments\/channels\/([^/]+)\/accounts(?:\/(\d+))?$/.exec(path);
    const channelId = match?.[1] ?? '';
    const current = accounts.get(channelId);
    if (current === undefined) return refusal(404, 'DEPOSIT_CHANNEL_NOT_FOUND');
    if (request.method === 'POST') {
      current.accounts.push({
        accountId: String(next++),
        bankName: body.bankName ?? '',
        accountName: body.accountName ?? '',
        accountNumber: body.accountNumber ?? '',
        network: null,
      });
    }
    if (request.method === 'DELETE')
      current.accounts = current.accounts.filter((a) => a.accountId !== match?.[2]);
    const row = channels.channels.find((c) => c.channelId === channelId);
    if (row !== undefined)
      channels.channels[channels.channels.indexOf(row)] = { ...row, accountCount: current.accounts.length };
    return ok(current);
  };
  return { answer };
}

function open(manage: boolean, answer: ReturnType<typeof merchant>['answer']) {
  return renderScreen({
    path: '/payments',
    at: '/payments',
    element: <ChannelsTab manage={manage} />,
    permissions: manage ? ['payments.read', 'settings.manage'] : ['payments.read'],
    answer,
  });
}

describe('creating deposit channels', () => {
  it('creates a bank transfer channel, then adds and (after asking) removes its account', async () => {
    const user = userEvent.setup();
    const { sent } = open(true, merchant().answer);
    await user.click(await screen.findByRole('button', { name: 'New channel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New deposit channel' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name members see' }), 'Meezan Bank');
    await user.type(dialog.getByRole('textbox', { name: 'Smallest deposit' }), '500');
    await user.type(dialog.getByRole('textbox', { name: 'Largest deposit' }), '100');
    await user.click(dialog.getByRole('button', { name: 'Create channel' }));
    expect(
      await dialog.findByText('The smallest deposit must not be more than the largest.'),
    ).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
    await user.clear(dialog.getByRole('textbox', { name: 'Largest deposit' }));
    await user.type(dialog.getByRole('textbox', { name: 'Largest deposit' }), '50000');
    await user.type(dialog.getByRole('textbox', { name: 'Fee (%)' }), '.5');
    await user.click(dialog.getByRole('button', { name: 'Create channel' }));

    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      kind: 'manual',
      name: 'Meezan Bank',
      minAmount: '500',
      maxAmount: '50000',
      feeRate: '0.5',
      sortOrder: 0,
      enabled: true,
    });
    // It goes straight on to the accounts, and the table says members do not see it yet.
    const accounts = within(await screen.findByRole('dialog', { name: 'Receiving accounts of Meezan Bank' }));
    expect(await accounts.findByText('No receiving account yet.')).toBeInTheDocument();
    expect(screen.getByText('Not offered: no account')).toBeInTheDocument();
    await user.type(accounts.getByRole('textbox', { name: 'Bank' }), 'Meezan Bank');
    await user.type(accounts.getByRole('textbox', { name: 'Account name' }), 'Lobby Ltd');
    await user.type(accounts.getByRole('textbox', { name: 'Account number or IBAN' }), 'PK36 0001');
    await user.click(accounts.getByRole('button', { name: 'Add account' }));
    expect(await accounts.findByText('Account added.')).toBeInTheDocument();
    expect(accounts.getByText('PK36 0001')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Receiving accounts of Meezan Bank' }),
    ).toHaveTextContent('Accounts (1)');

    await user.click(accounts.getByRole('button', { name: 'Remove account PK36 0001' }));
    expect(sent.filter((s) => s.method === 'DELETE')).toHaveLength(0);
    const confirm = within(accounts.getByRole('alertdialog'));
    expect(confirm.getByText('Remove account PK36 0001? Members will no longer see it.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Yes, remove' }));
    expect(await accounts.findByText('Account removed.')).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.url.pathname)).toEqual([
      '/ops/payments/channels/MEEZAN_BANK/accounts/1',
    ]);
  });

  it('shows the server’s refusal in Urdu, and a reader gets no buttons to change anything', async () => {
    await useLanguage('UR');
    const user = userEvent.setup();
    const taken = merchant();
    const first = open(true, (request) =>
      request.method === 'POST' ? refusal(400, 'PAYMENT_GATEWAY_NOT_CONFIGURED') : taken.answer(request),
    );
    await user.click(await screen.findByRole('button', { name: 'نیا چینل' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'جمع کا نیا چینل' }));
    await user.type(dialog.getByRole('textbox', { name: 'نام جو ممبر دیکھیں گے' }), 'Easy');
    await user.type(dialog.getByRole('textbox', { name: 'کم از کم جمع' }), '100');
    await user.type(dialog.getByRole('textbox', { name: 'زیادہ سے زیادہ جمع' }), '1000');
    await user.click(dialog.getByRole('button', { name: 'چینل بنائیں' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      errorMessage('PAYMENT_GATEWAY_NOT_CONFIGURED', 'UR'),
    );
    first.unmount();

    await useLanguage('EN');
    const reader = merchant();
    reader.answer({
      method: 'POST',
      url: new URL('http://console.test/ops/payments/channels'),
      body: { name: 'Bank', kind: 'manual', minAmount: '1', maxAmount: '2' },
    });
    open(false, reader.answer);
    await user.click(await screen.findByRole('button', { name: 'Receiving accounts of Bank' }));
    const accounts = within(await screen.findByRole('dialog', { name: 'Receiving accounts of Bank' }));
    expect(await accounts.findByText('No receiving account yet.')).toBeInTheDocument();
    expect(accounts.queryByRole('button', { name: 'Add account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New channel' })).toBeNull();
  });
});
