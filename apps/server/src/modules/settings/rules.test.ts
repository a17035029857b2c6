/**
 * The rules an operator edits in the console take effect in the lobby: a lowered withdrawal
 * maximum refuses a larger withdrawal with the spec's message, a lower second-approval amount
 * sends a withdrawal to two approvers, a denied range or blocked country shuts the lobby for those
 * addresses (never the operator's own), a registration field switched on and required is required
 * by register, and a deposit channel switched off or narrowed is gone from or changed in the
 * lobby's list. Each change is audited with before and after; malformed input is a translated
 * 400, never a 5xx; only settings.manage changes anything. SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
import {
  type OpsDepositChannelsValue,
  type OpsRegistrationValue,
  type OpsSettingsValue,
  errorMessage,
} from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, register as registerMember, valueOf } from '../../test/accounts-helpers.ts';
import { OPS_IP, asOps, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { lastAudit as lastAuditOf } from '../../test/audit-helpers.ts';
import { PIN, bindCard, fund, newPlayer, withdrawTo } from '../../test/wallet-helpers.ts';

let t: TestContext;
let admin: string;
let auditor: string;
let payments: string;

const LIMITS = {
  withdrawMin: '100',
  withdrawMax: '50000',
  withdrawDailyCount: 5,
  withdrawProcessingMinutes: 30,
  adjustApprovalAbove: '1000',
  withdrawApprovalAbove: '10000',
};
const OPEN_REGION = { blockedCountries: [], allowCidrs: [], denyCidrs: [] };

beforeAll(async () => {
  t = await createTestApp({
    env: { ...ACCOUNTS_ENV, WITHDRAW_MAX: '50000.00', REGION_DENY_CIDRS: '192.0.2.0/24' },
    // Addresses of 39.32.0.0/24 are in Pakistan, every other one nowhere.
    lookupCountry: (ip) => (ip.startsWith('39.32.0.') ? 'PK' : null),
  });
  admin = await operatorWith(t, 'rules_admin', ['admin']);
  auditor = await operatorWith(t, 'rules_auditor', ['auditor']);
  payments = await operatorWith(t, 'rules_payments', ['payments']);
});
afterAll(async () => {
  await t.close();
});

const lastAudit = (action: string) => lastAuditOf(t, action);

const settings = async () => valueOf<OpsSettingsValue>(await asOps(t, auditor, 'GET', '/ops/settings'));

describe('limits', () => {
  it('starts at the environment values, and a lowered maximum refuses a larger withdrawal', async () => {
    expect(await settings()).toMatchObject({
      limits: { withdrawMax: '50000.00', withdrawApprovalAbove: '10000.00' },
      limitsSaved: false,
    });
    const saved = await asOps(t, admin, 'PUT', '/ops/settings/limits', { ...LIMITS, withdrawMax: '500.5' });
    expect(saved).toMatchObject({
      status: 200,
      value: { limits: { withdrawMax: '500.50' }, limitsSaved: true },
    });
    const entry = await lastAudit('limits.set');
    expect(entry).toMatchObject({ actor: 'operator:rules_admin', address: OPS_IP });
    expect(entry.before).toMatchObject({ withdrawMax: '50000.00' });
    expect(entry.after).toMatchObject({ withdrawMax: '500.50' });

    const player = await newPlayer(t);
    await fund(t, player, 1_000_000n);
    const card = valueOf<{ card: { cardId: string } }>(await bindCard(t, player)).card;
    const withdraw = withdrawTo(t, player, card.cardId, { headers: { language: 'UR' } });
    const refused = await withdraw('600');
    expect(refused).toMatchObject({ status: 400, code: 'AMOUNT_ABOVE_MAX' });
    expect(refused.message).toBe(errorMessage('AMOUNT_ABOVE_MAX', 'UR'));
    const lobby = valueOf<{ maxAmount: string }>(
      await call(t, 'GET', '/wps/relay/MCSFE_getWithdrawSettings', undefined, { token: player.token }),
    );
    expect(lobby.maxAmount).toBe('500.50');
    expect(await withdraw('400')).toMatchObject({ status: 200 });
  });

  it('sends a withdrawal above a lowered second-approval amount to two approvers', async () => {
    await asOps(t, admin, 'PUT', '/ops/settings/limits', { ...LIMITS, withdrawApprovalAbove: '150' });
    const player = await newPlayer(t);
    await fund(t, player, 100_000n);
    const card = valueOf<{ card: { cardId: string } }>(await bindCard(t, player)).card;
    const done = valueOf<{ withdrawal: { withdrawId: string } }>(
      await call(
        t,
        'POST',
        '/wps/transaction/withdraw',
        { cardId: card.cardId, amount: '200', paymentPassword: PIN },
        { token: player.token },
      ),
    );
    const id = done.withdrawal.withdrawId;
    const first = await asOps(t, payments, 'POST', `/ops/withdrawals/${id}/approve`, {});
    expect(first).toMatchObject({ status: 200, value: { status: 'awaiting_second' } });
  });

  it('refuses a minimum above the maximum and malformed limits, translated, never a 5xx', async () => {
    const before = await settings();
    const upside = await asOps(
      t,
      admin,
      'PUT',
      '/ops/settings/limits',
      { ...LIMITS, withdrawMin: '900', withdrawMax: '800' },
      'UR',
    );
    expect(upside).toMatchObject({ status: 400, message: errorMessage('LIMIT_MIN_ABOVE_MAX', 'UR') });
    const cases: unknown[] = [
      {},
      { ...LIMITS, withdrawMin: 100 },
      { ...LIMITS, withdrawMax: '-5' },
      { ...LIMITS, withdrawMax: '1e9' },
      { ...LIMITS, withdrawDailyCount: 0 },
      { ...LIMITS, withdrawDailyCount: 2.5 },
      { ...LIMITS, adjustApprovalAbove: null },
      { ...LIMITS, withdrawMin: '0' },
      { ...LIMITS, withdrawMin: '1.001' },
    ];
    for (const payload of cases) {
      const answer = await asOps(t, admin, 'PUT', '/ops/settings/limits', payload, 'UR');
      expect([payload, answer.status]).toEqual([payload, 400]);
      expect(answer.message).toBe(errorMessage('VALIDATION_FAILED', 'UR'));
    }
    expect((await settings()).limits).toEqual(before.limits);
    for (const token of [auditor, payments])
      expect(await asOps(t, token, 'PUT', '/ops/settings/limits', LIMITS)).toMatchObject({ status: 403 });
  });
});

describe('region rules', () => {
  const lobbyFrom = (ip: string) => call(t, 'GET', '/wps/relay/GCSGAME_gameList', {}, { ip });

  it('starts at the environment rules, then blocks a saved range and country at once', async () => {
    expect(await settings()).toMatchObject({
      region: { denyCidrs: ['192.0.2.0/24'] },
      regionSaved: false,
      yourAddress: OPS_IP,
    });
    expect(await lobbyFrom('192.0.2.9')).toMatchObject({ code: 'REGION_RESTRICTED' });
    expect((await lobbyFrom('198.18.0.9')).status).toBe(200);
    expect((await lobbyFrom('39.32.0.5')).status).toBe(200);

    const saved = await asOps(t, admin, 'PUT', '/ops/settings/region', {
      blockedCountries: ['pk'],
      allowCidrs: ['39.32.0.7/32'],
      denyCidrs: ['198.18.1.2/15'],
    });
    expect(saved).toMatchObject({
      status: 200,
      value: {
        regionSaved: true,
        region: { blockedCountries: ['PK'], allowCidrs: ['39.32.0.7/32'], denyCidrs: ['198.18.0.0/15'] },
      },
    });
    expect(await lobbyFrom('198.18.0.9')).toMatchObject({ code: 'REGION_RESTRICTED' });
    expect(await lobbyFrom('39.32.0.5')).toMatchObject({ code: 'REGION_RESTRICTED' });
    expect((await lobbyFrom('39.32.0.7')).status).toBe(200);
    // The environment's range is no longer the merchant's rule.
    expect((await lobbyFrom('192.0.2.9')).status).toBe(200);
    const entry = await lastAudit('region.set');
    expect(entry.before).toEqual({ blockedCountries: [], allowCidrs: [], denyCidrs: ['192.0.2.0/24'] });
    expect(entry.after).toMatchObject({ blockedCountries: ['PK'] });

    expect(await asOps(t, admin, 'PUT', '/ops/settings/region', OPEN_REGION)).toMatchObject({ status: 200 });
    expect((await lobbyFrom('198.18.0.9')).status).toBe(200);
  });

  it('refuses rules that block the operator, bad codes and ranges, translated', async () => {
    const own = await asOps(
      t,
      admin,
      'PUT',
      '/ops/settings/region',
      { ...OPEN_REGION, denyCidrs: ['198.51.100.0/24'] },
      'UR',
    );
    expect(own).toMatchObject({ status: 400, message: errorMessage('REGION_BLOCKS_OPERATOR', 'UR') });
    for (const payload of [
      { ...OPEN_REGION, blockedCountries: ['XX'] },
      { ...OPEN_REGION, blockedCountries: ['EU'] },
      { ...OPEN_REGION, denyCidrs: ['10.0.0.0/33'] },
      { ...OPEN_REGION, allowCidrs: ['not a range'] },
      { ...OPEN_REGION, denyCidrs: ['10.0.0.1'] },
    ]) {
      const answer = await asOps(t, admin, 'PUT', '/ops/settings/region', payload, 'UR');
      expect([payload, answer.status, answer.message]).toEqual([
        payload,
        400,
        errorMessage('REGION_RULE_INVALID', 'UR'),
      ]);
    }
    for (const payload of [
      {},
      { ...OPEN_REGION, blockedCountries: ['PAK'] },
      { ...OPEN_REGION, denyCidrs: 'x' },
    ]) {
      const answer = await asOps(t, admin, 'PUT', '/ops/settings/region', payload, 'UR');
      expect([payload, answer.status, answer.message]).toEqual([
        payload,
        400,
        errorMessage('VALIDATION_FAILED', 'UR'),
      ]);
    }
    expect(await asOps(t, auditor, 'PUT', '/ops/settings/region', OPEN_REGION)).toMatchObject({
      status: 403,
    });
  });
});

describe('registration rules', () => {
  const register = (extra: Record<string, string> = {}) =>
    registerMember(t, {
      username: `reg${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`,
      ...extra,
    });
  const lobbyField = async (name: string) =>
    valueOf<{ fields: { name: string; enabled: boolean; required: boolean }[] }>(
      await call(t, 'GET', '/wps/system/setting/register', undefined),
    ).fields.find((field) => field.name === name);

  it('makes e-mail required for the lobby form and for register, audited', async () => {
    const before = valueOf<OpsRegistrationValue>(
      await asOps(t, auditor, 'GET', '/ops/settings/registration'),
    );
    expect(before.fields.find((field) => field.name === 'email')).toEqual({
      name: 'email',
      enabled: true,
      required: false,
    });
    const saved = await asOps(t, admin, 'PUT', '/ops/settings/registration', {
      fields: [{ name: 'email', enabled: true, required: true }],
    });
    expect(saved.status).toBe(200);
    expect(await lobbyField('email')).toMatchObject({ enabled: true, required: true });
    expect(await register()).toMatchObject({ code: 'FIELD_REQUIRED' });
    expect(await register({ email: `r${Date.now()}@example.com` })).toMatchObject({ status: 200 });
    const entry = await lastAudit('register_rules.set');
    expect(entry.before).toEqual([{ name: 'email', enabled: true, required: false }]);
    expect(entry.after).toEqual([{ name: 'email', enabled: true, required: true }]);

    await asOps(t, admin, 'PUT', '/ops/settings/registration', {
      fields: [{ name: 'email', enabled: false, required: false }],
    });
    expect(await lobbyField('email')).toMatchObject({ enabled: false });
    expect(await register()).toMatchObject({ status: 200 });
  });

  it('refuses a form no one could register with, and malformed changes', async () => {
    for (const fields of [
      [{ name: 'password', enabled: false, required: false }],
      [
        { name: 'username', enabled: false, required: false },
        { name: 'mobileNum', enabled: false, required: false },
      ],
    ]) {
      const answer = await asOps(t, admin, 'PUT', '/ops/settings/registration', { fields }, 'UR');
      expect(answer).toMatchObject({ status: 400, message: errorMessage('REGISTER_RULES_IMPOSSIBLE', 'UR') });
    }
    expect(await lobbyField('password')).toMatchObject({ enabled: true });
    for (const payload of [
      {},
      { fields: [] },
      { fields: [{ name: 'shoeSize', enabled: true, required: true }] },
      { fields: [{ name: 'email', enabled: false, required: true }] },
      {
        fields: [
          { name: 'email', enabled: true, required: true },
          { name: 'email', enabled: true, required: false },
        ],
      },
    ]) {
      const answer = await asOps(t, admin, 'PUT', '/ops/settings/registration', payload, 'UR');
      expect([payload, answer.status, answer.message]).toEqual([
        payload,
        400,
        errorMessage('VALIDATION_FAILED', 'UR'),
      ]);
    }
    expect(
      await asOps(t, auditor, 'PUT', '/ops/settings/registration', {
        fields: [{ name: 'email', enabled: true, required: false }],
      }),
    ).toMatchObject({ status: 403 });
  });
});

describe('deposit channels', () => {
  const channels = async (token = payments) =>
    valueOf<OpsDepositChannelsValue>(await asOps(t, token, 'GET', '/ops/payments/channels'));

  it('switches a channel off and narrows another, and the lobby follows', async () => {
    const player = await newPlayer(t);
    const lobby = async () =>
      valueOf<{ channels: { channelId: string; minAmount: string; maxAmount: string }[] }>(
        await call(t, 'GET', '/wps/relay/MCSFE_getDepositPaymentChannels', undefined, {
          token: player.token,
        }),
      ).channels;
    const listed = await channels();
    expect(listed.channels.length).toBeGreaterThan(1);
    const [off, narrowed] = listed.channels;
    if (off === undefined || narrowed === undefined) throw new Error('the demo has two channels');
    expect((await lobby()).map((c) => c.channelId)).toContain(off.channelId);

    const answer = await asOps(t, admin, 'PUT', `/ops/payments/channels/${off.channelId}`, {
      enabled: false,
      minAmount: off.minAmount,
      maxAmount: off.maxAmount,
      sortOrder: off.sortOrder,
    });
    expect(answer.status).toBe(200);
    expect((await lobby()).map((c) => c.channelId)).not.toContain(off.channelId);
    expect((await channels()).channels.find((c) => c.channelId === off.channelId)?.enabled).toBe(false);
    const entry = await lastAudit('deposit_channel.set');
    expect(entry).toMatchObject({ target: `deposit_channel:${off.channelId}`, address: OPS_IP });
    expect(entry.before).toMatchObject({ enabled: true });
    expect(entry.after).toMatchObject({ enabled: false });

    await asOps(t, admin, 'PUT', `/ops/payments/channels/${narrowed.channelId}`, {
      enabled: true,
      minAmount: '123.45',
      maxAmount: '678',
      sortOrder: 0,
    });
    expect((await lobby()).find((c) => c.channelId === narrowed.channelId)).toMatchObject({
      minAmount: '123.45',
      maxAmount: '678.00',
    });
  });

  it('refuses unknown channels, min above max and malformed input; payments may only look', async () => {
    const [first] = (await channels()).channels;
    if (first === undefined) throw new Error('no channel');
    const body = { enabled: true, minAmount: '10', maxAmount: '100', sortOrder: 1 };
    expect(await asOps(t, admin, 'PUT', '/ops/payments/channels/NOPE', body, 'UR')).toMatchObject({
      status: 404,
      message: errorMessage('DEPOSIT_CHANNEL_NOT_FOUND', 'UR'),
    });
    expect(
      await asOps(
        t,
        admin,
        'PUT',
        `/ops/payments/channels/${first.channelId}`,
        { ...body, minAmount: '200' },
        'UR',
      ),
    ).toMatchObject({ status: 400, message: errorMessage('LIMIT_MIN_ABOVE_MAX', 'UR') });
    for (const payload of [
      {},
      { ...body, enabled: 'yes' },
      { ...body, maxAmount: 'lots' },
      { ...body, sortOrder: -1 },
    ]) {
      const answer = await asOps(t, admin, 'PUT', `/ops/payments/channels/${first.channelId}`, payload, 'UR');
      expect([payload, answer.status, answer.message]).toEqual([
        payload,
        400,
        errorMessage('VALIDATION_FAILED', 'UR'),
      ]);
    }
    expect(await asOps(t, payments, 'PUT', `/ops/payments/channels/${first.channelId}`, body)).toMatchObject({
      status: 403,
    });
    expect((await channels(auditor)).channels.length).toBeGreaterThan(0);
  });
});
