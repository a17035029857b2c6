/** The operator API: separate authentication, deposit and withdrawal decisions, adjustments, audit log. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { PIN, balanceOf, bindCard, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';
import { createOperatorAuth } from './auth.ts';
import { createOperatorRepository } from './repository.ts';

let t: TestContext;
let ops: string;
const OPERATOR_PASSWORD = 'operator-password-for-tests';

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  await createOperatorAuth(createOperatorRepository(t.database.db), 60, () => new Date()).create(
    'ops_tester',
    OPERATOR_PASSWORD,
  );
  ops = valueOf<{ token: string }>(
    await call(t, 'POST', '/ops/session', { username: 'ops_tester', password: OPERATOR_PASSWORD }),
  ).token;
});
afterAll(async () => {
  await t.close();
});

describe('operator API', () => {
  it('refuses members, wrong passwords and missing sessions', async () => {
    const member = await newPlayer(t);
    expect(await call(t, 'GET', '/ops/withdrawals', undefined, { token: member.token })).toMatchObject({
      status: 401,
      code: 'OPERATOR_NOT_LOGGED_IN',
    });
    expect(await call(t, 'GET', '/ops/deposits')).toMatchObject({
      status: 401,
      code: 'OPERATOR_NOT_LOGGED_IN',
    });
    expect(
      await call(t, 'POST', '/ops/session', { username: 'ops_tester', password: 'wrong-password-123' }),
    ).toMatchObject({
      status: 401,
      code: 'OPERATOR_LOGIN_FAILED',
    });
    const stored = await t.database.db.selectFrom('operator_session').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === ops)).toBe(false);
  });

  it('approves one withdrawal and rejects another; audit-logs both', async () => {
    const p = await newPlayer(t);
    await fund(t, p, 100_000n);
    const card = valueOf<{ card: { cardId: string } }>(await bindCard(t, p)).card;
    const ask = async (amount: string) =>
      valueOf<{ withdrawal: { withdrawId: string } }>(
        await call(
          t,
          'POST',
          '/wps/transaction/withdraw',
          { cardId: card.cardId, amount, paymentPassword: PIN },
          { token: p.token },
        ),
      ).withdrawal.withdrawId;
    const a = await ask('100');
    const b = await ask('250');
    const pending = valueOf<{ content: { withdrawId: string; memberId: number }[] }>(
      await call(t, 'GET', '/ops/withdrawals', {}, { token: ops }),
    );
    expect(pending.content.map((w) => w.withdrawId)).toEqual(expect.arrayContaining([a, b]));
    expect(await call(t, 'POST', `/ops/withdrawals/${a}/approve`, {}, { token: ops })).toMatchObject({
      value: { status: 'approved' },
    });
    expect(await call(t, 'POST', `/ops/withdrawals/${b}/reject`, {}, { token: ops })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(
      await call(t, 'POST', `/ops/withdrawals/${b}/reject`, { remark: 'wrong account' }, { token: ops }),
    ).toMatchObject({
      value: { status: 'rejected' },
    });
    expect(await call(t, 'POST', `/ops/withdrawals/${b}/approve`, {}, { token: ops })).toMatchObject({
      status: 409,
      code: 'ALREADY_DECIDED',
    });
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '900.00', pendingWithdrawal: '0.00' });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'withdrawal.%')
      .execute();
    expect(audit.map((row) => [row.actor, row.action])).toEqual([
      ['operator:ops_tester', 'withdrawal.approve'],
      ['operator:ops_tester', 'withdrawal.reject'],
    ]);
    expect(audit[1]?.target).toBe(`withdrawal:${b}`);
    expect(typeof audit[1]?.operator_id).toBe('number');
    expect(JSON.parse(audit[1]?.before_state ?? '{}')).toMatchObject({ status: 'pending' });
    expect(JSON.parse(audit[1]?.after_state ?? '{}')).toMatchObject({ status: 'rejected' });
  });

  it('approves a manual deposit once', async () => {
    const p = await newPlayer(t);
    const deposit = valueOf<{ deposit: { depositId: string } }>(
      await call(
        t,
        'POST',
        '/wps/relay/MCS2_depositManualTransfer',
        { channelId: 'BANK_TRANSFER', amount: '750' },
        { token: p.token },
      ),
    ).deposit;
    expect(
      await call(t, 'POST', `/ops/deposits/${deposit.depositId}/approve`, {}, { token: ops }),
    ).toMatchObject({ value: { status: 'approved' } });
    expect(
      await call(t, 'POST', `/ops/deposits/${deposit.depositId}/approve`, {}, { token: ops }),
    ).toMatchObject({ code: 'ALREADY_DECIDED' });
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '750.00' });
  });

  it('adjusts a balance with a reason, once per request id, never below zero', async () => {
    const p = await newPlayer(t);
    const adjust = (amount: string, requestId: string, reason = 'goodwill') =>
      call(t, 'POST', `/ops/members/${p.id}/adjust`, { amount, reason, requestId }, { token: ops });
    expect(await adjust('+25.50', 'adjust-0001')).toMatchObject({
      value: { sumBalance: '25.50', replayed: false },
    });
    expect(await adjust('+25.50', 'adjust-0001')).toMatchObject({
      value: { sumBalance: '25.50', replayed: true },
    });
    expect(await adjust('-30', 'adjust-0002')).toMatchObject({ status: 400, code: 'INSUFFICIENT_BALANCE' });
    expect(await adjust('-0.001', 'adjust-0003')).toMatchObject({ status: 400, code: 'AMOUNT_TOO_PRECISE' });
    expect(await adjust('-5.50', 'adjust-0004')).toMatchObject({ value: { sumBalance: '20.00' } });
    const reconcile = await call(t, 'GET', '/ops/ledger/reconcile', undefined, { token: ops });
    expect(reconcile).toMatchObject({ value: { ok: true, problems: [] } });
    await expectReconciled(t);
  });
});
