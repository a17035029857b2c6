/**
 * An operator creates a deposit channel and its receiving account in the console, and the lobby
 * offers it: a member sees it in the deposit screen's list with the account to pay into and submits
 * a manual deposit through it. A bank transfer or crypto channel without an account is not offered;
 * a gateway channel needs the server's gateway; ids are unique; every change is audited with before
 * and after; malformed input is a translated 400. SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
import {
  type OpsChannelAccountsValue,
  type OpsDepositChannelsValue,
  errorMessage,
  opsChannelCreateRequest,
} from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { OPS_IP, asOps, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { lastAudit as lastAuditOf } from '../../test/audit-helpers.ts';
import { newPlayer } from '../../test/wallet-helpers.ts';
import { createChannelAdminRepository } from './channels.repository.ts';
import { createChannelAdmin } from './channels.service.ts';

let t: TestContext;
let admin: string;
let payments: string;

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  admin = await operatorWith(t, 'channels_admin', ['admin']);
  payments = await operatorWith(t, 'channels_payments', ['payments']);
});
afterAll(async () => {
  await t.close();
});

const lastAudit = (action: string) => lastAuditOf(t, action);

interface LobbyChannel {
  channelId: string;
  name: string;
  minAmount: string;
  maxAmount: string;
  feeRate: string;
}

async function lobbyChannels(token: string) {
  return valueOf<{ channels: LobbyChannel[] }>(
    await call(t, 'GET', '/wps/relay/MCSFE_getDepositPaymentChannels', undefined, { token }),
  ).channels;
}

const BANK = {
  kind: 'manual',
  name: 'Meezan Bank transfer',
  minAmount: '200',
  maxAmount: '90000.5',
  feeRate: '1.5',
  sortOrder: 7,
};
const ACCOUNT = { bankName: 'Meezan Bank', accountName: 'Lobby Ltd', accountNumber: 'PK36 MEZN 0001 2345' };

describe('creating a bank transfer channel', () => {
  it('is offered once it has an account, and a member deposits through it', async () => {
    const player = await newPlayer(t);
    const created = await asOps(t, admin, 'POST', '/ops/payments/channels', BANK);
    expect(created.status).toBe(200);
    const { channelId } = valueOf<OpsChannelAccountsValue>(created);
    expect(channelId).toBe('MEEZAN_BANK_TRANSFER');
    const creation = await lastAudit('deposit_channel.create');
    expect(creation).toMatchObject({ target: `deposit_channel:${channelId}`, address: OPS_IP });
    expect(creation.before).toBeNull();
    expect(creation.after).toMatchObject({ name: BANK.name, minAmount: '200.00', maxAmount: '90000.50' });

    // No account yet: listed in the console, not offered to members, no deposit through it.
    const listed = valueOf<OpsDepositChannelsValue>(
      await asOps(t, payments, 'GET', '/ops/payments/channels'),
    );
    expect(listed.channels.find((c) => c.channelId === channelId)).toMatchObject({
      enabled: true,
      accountCount: 0,
    });
    expect((await lobbyChannels(player.token)).map((c) => c.channelId)).not.toContain(channelId);
    const early = await call(
      t,
      'POST',
      '/wps/relay/MCS2_depositManualTransfer',
      { channelId, amount: '500', payerName: 'Ali Khan' },
      { token: player.token },
    );
    expect(early.code).toBe('CHANNEL_NOT_FOUND');

    const added = await asOps(t, admin, 'POST', `/ops/payments/channels/${channelId}/accounts`, ACCOUNT);
    expect(valueOf<OpsChannelAccountsValue>(added).accounts).toEqual([
      expect.objectContaining({ ...ACCOUNT, network: null }),
    ]);
    expect((await lastAudit('deposit_account.add')).after).toMatchObject(ACCOUNT);
    const counted = valueOf<OpsDepositChannelsValue>(
      await asOps(t, payments, 'GET', '/ops/payments/channels'),
    );
    expect(counted.channels.find((c) => c.channelId === channelId)?.accountCount).toBe(1);

    expect((await lobbyChannels(player.token)).find((c) => c.channelId === channelId)).toMatchObject({
      name: BANK.name,
      minAmount: '200.00',
      maxAmount: '90000.50',
      feeRate: '1.50',
    });
    const banks = valueOf<{ accounts: { accountNumber: string }[] }>(
      await call(t, 'GET', '/wps/relay/MCS2_depositBanksByVendor', { channelId }, { token: player.token }),
    );
    expect(banks.accounts.map((a) => a.accountNumber)).toEqual([ACCOUNT.accountNumber]);
    const deposit = await call(
      t,
      'POST',
      '/wps/relay/MCS2_depositManualTransfer',
      { channelId, amount: '500', payerName: 'Ali Khan', reference: 'FT123' },
      { token: player.token },
    );
    expect(valueOf<{ deposit: { status: string; channelName: string } }>(deposit).deposit).toMatchObject({
      status: 'pending',
      channelName: BANK.name,
    });
    const pending = await asOps(t, payments, 'GET', '/ops/deposits');
    expect(JSON.stringify(pending.value)).toContain(BANK.name);
  });

  it('changes and removes accounts, audited; the last one gone takes the channel off the lobby', async () => {
    const player = await newPlayer(t);
    const created = await asOps(t, admin, 'POST', '/ops/payments/channels', {
      ...BANK,
      channelId: 'EASY_BANK',
      name: 'Easy bank',
    });
    expect(valueOf<OpsChannelAccountsValue>(created).channelId).toBe('EASY_BANK');
    const path = '/ops/payments/channels/EASY_BANK/accounts';
    const [account] = valueOf<OpsChannelAccountsValue>(await asOps(t, admin, 'POST', path, ACCOUNT)).accounts;
    if (account === undefined) throw new Error('no account');
    const changed = await asOps(t, admin, 'PUT', `${path}/${account.accountId}`, {
      ...ACCOUNT,
      accountNumber: '9999',
    });
    expect(valueOf<OpsChannelAccountsValue>(changed).accounts[0]?.accountNumber).toBe('9999');
    const set = await lastAudit('deposit_account.set');
    expect(set.before).toMatchObject({ accountNumber: ACCOUNT.accountNumber });
    expect(set.after).toMatchObject({ accountNumber: '9999' });
    expect((await lobbyChannels(player.token)).map((c) => c.channelId)).toContain('EASY_BANK');

    const removed = await asOps(t, admin, 'DELETE', `${path}/${account.accountId}`);
    expect(valueOf<OpsChannelAccountsValue>(removed).accounts).toEqual([]);
    expect((await lastAudit('deposit_account.remove')).before).toMatchObject({ accountNumber: '9999' });
    expect((await lobbyChannels(player.token)).map((c) => c.channelId)).not.toContain('EASY_BANK');
    expect(await asOps(t, admin, 'DELETE', `${path}/${account.accountId}`, undefined, 'UR')).toMatchObject({
      status: 404,
      message: errorMessage('CHANNEL_ACCOUNT_NOT_FOUND', 'UR'),
    });
  });
});

describe('refusals', () => {
  it('refuses a taken id, a crypto address without network, accounts on a gateway channel', async () => {
    const first = await asOps(t, admin, 'POST', '/ops/payments/channels', { ...BANK, channelId: 'TWICE' });
    expect(first.status).toBe(200);
    expect(
      await asOps(t, admin, 'POST', '/ops/payments/channels', { ...BANK, channelId: 'TWICE' }, 'UR'),
    ).toMatchObject({ status: 409, message: errorMessage('DEPOSIT_CHANNEL_TAKEN', 'UR') });
    // The same name twice without an id: the second gets a fresh id.
    const again = valueOf<OpsChannelAccountsValue>(
      await asOps(t, admin, 'POST', '/ops/payments/channels', { ...BANK, name: 'Same name' }),
    );
    const third = valueOf<OpsChannelAccountsValue>(
      await asOps(t, admin, 'POST', '/ops/payments/channels', { ...BANK, name: 'Same name' }),
    );
    expect([again.channelId, third.channelId]).toEqual(['SAME_NAME', 'SAME_NAME_2']);

    await asOps(t, admin, 'POST', '/ops/payments/channels', { ...BANK, kind: 'crypto', channelId: 'USDT_X' });
    expect(
      await asOps(t, admin, 'POST', '/ops/payments/channels/USDT_X/accounts', ACCOUNT, 'UR'),
    ).toMatchObject({ status: 400, message: errorMessage('CHANNEL_ACCOUNT_NETWORK_REQUIRED', 'UR') });
    expect(
      (
        await asOps(t, admin, 'POST', '/ops/payments/channels/USDT_X/accounts', {
          ...ACCOUNT,
          network: 'TRC20',
        })
      ).status,
    ).toBe(200);

    // The demo server has its gateway: a gateway channel is created, and takes no accounts.
    const gateway = await asOps(t, admin, 'POST', '/ops/payments/channels', {
      ...BANK,
      kind: 'gateway',
      channelId: 'PAY_X',
    });
    expect(gateway.status).toBe(200);
    expect(
      await asOps(t, admin, 'POST', '/ops/payments/channels/PAY_X/accounts', ACCOUNT, 'UR'),
    ).toMatchObject({ status: 400, message: errorMessage('CHANNEL_TAKES_NO_ACCOUNTS', 'UR') });
    expect(
      await asOps(t, admin, 'POST', '/ops/payments/channels/NOPE/accounts', ACCOUNT, 'UR'),
    ).toMatchObject({ status: 404, message: errorMessage('DEPOSIT_CHANNEL_NOT_FOUND', 'UR') });
    expect(
      await asOps(t, admin, 'POST', '/ops/payments/channels', { ...BANK, minAmount: '100000' }, 'UR'),
    ).toMatchObject({ status: 400, message: errorMessage('LIMIT_MIN_ABOVE_MAX', 'UR') });
  });

  it('answers malformed input with a translated 400, and only settings.manage changes anything', async () => {
    for (const payload of [
      {},
      { ...BANK, kind: 'cash' },
      { ...BANK, name: '' },
      { ...BANK, minAmount: 'lots' },
      { ...BANK, minAmount: '0' },
      { ...BANK, feeRate: '101' },
      { ...BANK, channelId: 'lower-case' },
      { ...BANK, logoUrl: 'javascript:alert(1)' },
      { ...BANK, sortOrder: -1 },
    ]) {
      const answer = await asOps(t, admin, 'POST', '/ops/payments/channels', payload, 'UR');
      expect([payload, answer.status, answer.message]).toEqual([
        payload,
        400,
        errorMessage('VALIDATION_FAILED', 'UR'),
      ]);
    }
    for (const [method, url, payload] of [
      ['POST', '/ops/payments/channels/TWICE/accounts', { ...ACCOUNT, bankName: '' }],
      ['PUT', '/ops/payments/channels/TWICE/accounts/abc', ACCOUNT],
      ['DELETE', '/ops/payments/channels/TWICE/accounts/1e3', undefined],
    ] as const) {
      const answer = await asOps(t, admin, method, url, payload, 'UR');
      expect([url, answer.status, answer.message]).toEqual([
        url,
        400,
        errorMessage('VALIDATION_FAILED', 'UR'),
      ]);
    }
    expect(await asOps(t, payments, 'POST', '/ops/payments/channels', BANK)).toMatchObject({ status: 403 });
    expect((await asOps(t, payments, 'GET', '/ops/payments/channels/TWICE/accounts')).status).toBe(200);
  });
});

describe('a server without a payment gateway', () => {
  // The demo server always has its gateway; a production one without PAYMENT_GATEWAY has none.
  it('refuses gateway and QR channels with a clear message, and takes a bank transfer one', async () => {
    const merchant = await t.database.db
      .selectFrom('merchant')
      .select(['id', 'currency_scale'])
      .executeTakeFirstOrThrow();
    const channels = createChannelAdmin({
      repository: createChannelAdminRepository(t.database.db),
      gateway: { kind: 'none' },
      lobby: { contentChanged: () => undefined },
      now: () => new Date(),
    });
    const on = { id: merchant.id, currencyScale: merchant.currency_scale };
    const by = { name: 'operator:channels_admin' };
    const input = opsChannelCreateRequest.parse({ ...BANK, name: 'No gateway' });
    for (const kind of ['gateway', 'qr'] as const) {
      await expect(channels.create(on, { ...input, kind }, by)).rejects.toMatchObject({
        code: 'PAYMENT_GATEWAY_NOT_CONFIGURED',
        statusCode: 400,
      });
    }
    expect(await channels.create(on, input, by)).toBe('NO_GATEWAY');
    expect(errorMessage('PAYMENT_GATEWAY_NOT_CONFIGURED', 'UR')).toMatch(/PAYMENT_GATEWAY/);
  });
});
