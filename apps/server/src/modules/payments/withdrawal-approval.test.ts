/**
 * Withdrawals above WITHDRAW_APPROVAL_ABOVE need two different operators: the first approval leaves
 * the money held and the withdrawal awaiting a second; the same operator cannot give both; a second
 * operator's approval pays it; a rejection by either ends it and gives the money back. Approved
 * withdrawals are marked paid once, with a reference, and the member's records say paid. Every
 * step is in the audit log. Runs on SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
import { type OpsWithdrawalItem, errorMessage } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { balanceOf, expectReconciled, newPlayer } from '../../test/wallet-helpers.ts';
import { PAYMENTS_ENV, approve, asker, itemOf, markPaid, reject, stored } from './payments-helpers.ts';

let t: TestContext;
let first: string;
let second: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_ENV, ...PAYMENTS_ENV } });
  first = await operatorWith(t, 'pay_first', ['payments']);
  second = await operatorWith(t, 'pay_second', ['payments']);
  support = await operatorWith(t, 'pay_support', ['support']);
});
afterAll(async () => {
  await t.close();
});

const queue = async (token: string, status: string) =>
  valueOf<{ content: OpsWithdrawalItem[]; total: number }>(
    await asOps(t, token, 'GET', '/ops/withdrawals', { status }),
  ).content.map((w) => w.withdrawId);

describe('withdrawals needing two approvals', () => {
  it('approves one up to the configured amount in one step, then marks it paid once', async () => {
    const m = await asker(t, 100_000n);
    const id = await m.ask('500.00');
    const approved = itemOf(await approve(t, first, id));
    expect(approved).toMatchObject({
      stage: 'approved',
      needsTwoApprovals: false,
      firstApproval: null,
      decidedBy: 'operator:pay_first',
      username: m.player.username,
    });
    expect(await balanceOf(t, m.player)).toMatchObject({ sumBalance: '500.00', pendingWithdrawal: '0.00' });

    expect(itemOf(await markPaid(t, second, id, '  HBL-TX-778812 '))).toMatchObject({
      stage: 'paid',
      status: 'paid',
      paidBy: 'operator:pay_second',
      payoutReference: 'HBL-TX-778812',
    });
    expect(await markPaid(t, first, id)).toMatchObject({ status: 409, code: 'ALREADY_DECIDED' });
    expect(await queue(first, 'paid')).toContain(id);
    // The member's own records say paid, and the ledger still adds up with the paid one in it.
    const records = valueOf<{ content: { withdrawId: string; status: string }[] }>(
      await call(
        t,
        'GET',
        '/wps/relay/MCS2_WithdrawTransactionReport',
        { status: 'paid' },
        {
          token: m.player.token,
        },
      ),
    );
    expect(records.content).toEqual([expect.objectContaining({ withdrawId: id, status: 'paid' })]);
    await expectReconciled(t);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'detail'])
      .where('target', '=', `withdrawal:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((e) => [e.action, e.actor])).toEqual([
      ['withdrawal.approve', 'operator:pay_first'],
      ['withdrawal.paid', 'operator:pay_second'],
    ]);
    expect(JSON.parse(audit[1]?.detail ?? '{}')).toMatchObject({ reference: 'HBL-TX-778812' });
  });

  it('holds a larger one for a second, different operator, who pays it', async () => {
    const m = await asker(t, 100_000n);
    const id = await m.ask('500.01');
    const awaiting = itemOf(await approve(t, first, id));
    expect(awaiting).toMatchObject({
      stage: 'awaiting_second',
      status: 'pending',
      needsTwoApprovals: true,
      firstApproval: { by: 'pay_first' },
      decidedBy: null,
    });
    expect(await balanceOf(t, m.player)).toMatchObject({ pendingWithdrawal: '500.01' });
    expect(await queue(second, 'awaiting_second')).toContain(id);
    expect(await queue(second, 'pending')).not.toContain(id);
    // The member still sees it pending.
    const mine = valueOf<{ content: { withdrawId: string; status: string }[] }>(
      await call(t, 'GET', '/wps/relay/MCS2_WithdrawTransactionReport', {}, { token: m.player.token }),
    );
    expect(mine.content.find((w) => w.withdrawId === id)?.status).toBe('pending');

    expect(await approve(t, first, id)).toMatchObject({
      status: 403,
      code: 'WITHDRAWAL_SECOND_APPROVER_REQUIRED',
      message: errorMessage('WITHDRAWAL_SECOND_APPROVER_REQUIRED', 'EN'),
    });
    expect(await approve(t, first, id, 'UR')).toMatchObject({
      message: errorMessage('WITHDRAWAL_SECOND_APPROVER_REQUIRED', 'UR'),
    });
    expect(await approve(t, support, id)).toMatchObject({ status: 403, code: 'OPERATOR_FORBIDDEN' });
    expect(await markPaid(t, second, id)).toMatchObject({ status: 409, code: 'WITHDRAWAL_NOT_APPROVED' });
    expect(await balanceOf(t, m.player)).toMatchObject({ pendingWithdrawal: '500.01' });

    expect(itemOf(await approve(t, second, id))).toMatchObject({
      stage: 'approved',
      firstApproval: { by: 'pay_first' },
      decidedBy: 'operator:pay_second',
    });
    expect(await balanceOf(t, m.player)).toMatchObject({ sumBalance: '499.99', pendingWithdrawal: '0.00' });
    expect(await stored(t, id)).toMatchObject({
      status: 'approved',
      approval: { state: 'approved', requested_by_name: 'pay_first', decided_by_name: 'pay_second' },
    });
    expect(await approve(t, first, id)).toMatchObject({ status: 409, code: 'ALREADY_DECIDED' });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'address', 'detail'])
      .where('target', '=', `withdrawal:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((e) => [e.action, e.actor])).toEqual([
      ['withdrawal.approve.first', 'operator:pay_first'],
      ['withdrawal.approve', 'operator:pay_second'],
    ]);
    expect(JSON.parse(audit[1]?.detail ?? '{}')).toMatchObject({ firstApprovedBy: 'operator:pay_first' });
    await expectReconciled(t);
  });

  it('ends it when either the first approver or another operator rejects', async () => {
    const m = await asker(t, 200_000n);
    const byFirst = await m.ask('800.00');
    const byOther = await m.ask('900.00');
    await approve(t, first, byFirst);
    await approve(t, first, byOther);
    expect(await reject(t, second, byOther, ' ')).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(itemOf(await reject(t, first, byFirst))).toMatchObject({
      stage: 'rejected',
      remark: 'name does not match',
      firstApproval: { by: 'pay_first' },
    });
    expect(itemOf(await reject(t, second, byOther))).toMatchObject({ stage: 'rejected' });
    expect(await approve(t, second, byFirst)).toMatchObject({ status: 409, code: 'ALREADY_DECIDED' });
    expect((await stored(t, byFirst)).approval).toMatchObject({
      state: 'rejected',
      decided_by_name: 'pay_first',
    });
    expect((await stored(t, byOther)).approval).toMatchObject({
      state: 'rejected',
      decided_by_name: 'pay_second',
    });
    expect(await balanceOf(t, m.player)).toMatchObject({ sumBalance: '2000.00', pendingWithdrawal: '0.00' });
    await expectReconciled(t);
  });
});

describe('the deposit queue', () => {
  it('lists pending manual transfers with the member and confirms or rejects them with a reason', async () => {
    const m = { player: await newPlayer(t) };
    const deposit = async (amount: string) =>
      valueOf<{ deposit: { depositId: string } }>(
        await call(
          t,
          'POST',
          '/wps/relay/MCS2_depositManualTransfer',
          { channelId: 'BANK_TRANSFER', amount },
          { token: m.player.token },
        ),
      ).deposit.depositId;
    const good = await deposit('750');
    const bad = await deposit('600');
    const pending = valueOf<{ content: { depositId: string; username: string }[] }>(
      await asOps(t, first, 'GET', '/ops/deposits'),
    ).content;
    expect(pending).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ depositId: good, username: m.player.username }),
        expect.objectContaining({ depositId: bad, username: m.player.username }),
      ]),
    );
    expect(await asOps(t, first, 'POST', `/ops/deposits/${good}/approve`, {})).toMatchObject({
      value: { status: 'approved' },
    });
    expect(await asOps(t, first, 'POST', `/ops/deposits/${bad}/reject`, { remark: '' })).toMatchObject({
      status: 400,
    });
    expect(
      await asOps(t, first, 'POST', `/ops/deposits/${bad}/reject`, { remark: 'no such transfer' }),
    ).toMatchObject({ value: { status: 'rejected' } });
    expect(await balanceOf(t, m.player)).toMatchObject({ sumBalance: '750.00' });
  });
});
