/**
 * Balance adjustments above ADJUST_APPROVAL_ABOVE wait for a second operator: the requester cannot
 * approve its own, a role without balance.adjust cannot decide, a rejection moves nothing, and two
 * operators approving at once pay once. Every step is in the member's audit history. Runs on SQLite
 * and PostgreSQL (TEST_DATABASE_URL).
 */
import { errorMessage } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, valueOf } from '../../test/accounts-helpers.ts';
import { OPS_IP, asOps, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, balanceOf, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';

let t: TestContext;
let cashier: string;
let second: string;
let admin: string;
let support: string;
let requestCount = 0;

interface Approval {
  id: number;
  state: string;
  memberId: number;
  amount: string;
  reason: string;
  requestedBy: string;
  decidedBy: string | null;
  transferId: string | null;
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_ENV, ADJUST_APPROVAL_ABOVE: '500.00' } });
  cashier = await operatorWith(t, 'adj_cashier', ['payments']);
  second = await operatorWith(t, 'adj_second', ['payments']);
  admin = await operatorWith(t, 'adj_admin', ['admin']);
  support = await operatorWith(t, 'adj_support', ['support']);
});
afterAll(async () => {
  await t.close();
});

function adjust(token: string, p: Player, amount: string, requestId = `adj-${(requestCount += 1)}-req`) {
  return asOps(t, token, 'POST', `/ops/members/${p.id}/adjust`, { amount, reason: 'goodwill', requestId });
}
const approve = (token: string, id: number, language = 'EN') =>
  asOps(t, token, 'POST', `/ops/approvals/balance-adjustments/${id}/approve`, {}, language);
const reject = (token: string, id: number, remark: string) =>
  asOps(t, token, 'POST', `/ops/approvals/balance-adjustments/${id}/reject`, { remark });

async function pending(token: string, p: Player, amount: string, requestId?: string): Promise<Approval> {
  const answer = await adjust(token, p, amount, requestId);
  expect(answer).toMatchObject({ status: 202, value: { status: 'pending' } });
  return valueOf<{ approval: Approval }>(answer).approval;
}

describe('adjustments needing a second operator', () => {
  it('makes an adjustment up to the configured amount at once', async () => {
    const p = await newPlayer(t);
    expect(await adjust(cashier, p, '+500.00')).toMatchObject({
      status: 200,
      value: { status: 'done', sumBalance: '500.00', replayed: false },
    });
  });

  it('holds a larger one until a different operator approves it, then pays it once', async () => {
    const p = await newPlayer(t);
    const approval = await pending(cashier, p, '+500.01', 'adj-big-0001');
    expect(approval).toMatchObject({
      state: 'pending',
      memberId: p.id,
      amount: '+500.01',
      reason: 'goodwill',
      requestedBy: 'adj_cashier',
    });
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '0.00' });
    // The same request again is the same approval, not a second one.
    expect((await pending(cashier, p, '+500.01', 'adj-big-0001')).id).toBe(approval.id);
    const queue = valueOf<{ content: Approval[]; total: number }>(
      await asOps(t, second, 'GET', '/ops/approvals/balance-adjustments'),
    );
    expect(queue.content.map((a) => a.id)).toContain(approval.id);

    expect(await approve(cashier, approval.id)).toMatchObject({
      status: 403,
      code: 'APPROVAL_OWN_REQUEST',
      message: errorMessage('APPROVAL_OWN_REQUEST', 'EN'),
    });
    expect(await approve(cashier, approval.id, 'UR')).toMatchObject({
      message: errorMessage('APPROVAL_OWN_REQUEST', 'UR'),
    });
    expect(await approve(support, approval.id)).toMatchObject({ status: 403, code: 'OPERATOR_FORBIDDEN' });
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '0.00' });

    const approved = await approve(second, approval.id);
    expect(approved).toMatchObject({
      status: 200,
      value: {
        approval: { state: 'approved', decidedBy: 'adj_second', transferId: expect.any(String) as string },
        sumBalance: '500.01',
      },
    });
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '500.01' });
    expect(await approve(admin, approval.id)).toMatchObject({ status: 409, code: 'ALREADY_DECIDED' });
    // A retry of the original request after approval neither pays again nor opens a new approval.
    expect((await pending(cashier, p, '+500.01', 'adj-big-0001')).state).toBe('approved');
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '500.01' });

    const history = valueOf<{
      content: { action: string; actor: string; address: string; before: unknown; after: unknown }[];
    }>(await asOps(t, admin, 'GET', `/ops/members/${p.id}/audit`)).content;
    expect(history.map((e) => [e.action, e.actor])).toEqual([
      ['balance.adjust', 'operator:adj_second'],
      ['approval.approve', 'operator:adj_second'],
      ['approval.request', 'operator:adj_cashier'],
    ]);
    expect(history[0]).toMatchObject({
      before: { balance: '0.00' },
      after: { balance: '500.01' },
      address: OPS_IP,
    });
    expect(history[1]).toMatchObject({ before: { state: 'pending' }, after: { state: 'approved' } });
    await expectReconciled(t);
  });

  it('moves nothing when rejected; the requester may withdraw its own; a reused request id is refused', async () => {
    const p = await newPlayer(t);
    await fund(t, p, 200_000n);
    const debit = await pending(cashier, p, '-1500', 'adj-rej-0001');
    expect(await reject(second, debit.id, '')).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await reject(second, debit.id, 'not agreed')).toMatchObject({
      value: { approval: { state: 'rejected', decidedBy: 'adj_second' } },
    });
    expect(await approve(admin, debit.id)).toMatchObject({ status: 409, code: 'ALREADY_DECIDED' });
    const own = await pending(cashier, p, '+600');
    expect(await reject(cashier, own.id, 'typed the wrong amount')).toMatchObject({
      value: { approval: { state: 'rejected' } },
    });
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '2000.00' });
    expect(await adjust(cashier, p, '-1400', 'adj-rej-0001')).toMatchObject({
      status: 409,
      code: 'TRANSFER_ID_REUSED',
    });
  });

  it('leaves a debit pending when the member no longer has the money', async () => {
    const p = await newPlayer(t);
    await fund(t, p, 80_000n);
    const debit = await pending(cashier, p, '-700');
    await asOps(t, admin, 'POST', `/ops/members/${p.id}/adjust`, {
      amount: '-200',
      reason: 'chargeback',
      requestId: 'adj-drain-0001',
    });
    expect(await approve(second, debit.id)).toMatchObject({ status: 400, code: 'INSUFFICIENT_BALANCE' });
    const after = valueOf<{ content: Approval[] }>(
      await asOps(t, second, 'GET', '/ops/approvals/balance-adjustments', { state: 'pending' }),
    ).content.find((a) => a.id === debit.id);
    expect(after?.state).toBe('pending');
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '600.00' });
  });

  it('pays once when two operators approve the same adjustment at the same moment', async () => {
    const p = await newPlayer(t);
    const rounds = 6;
    const approvals = [];
    for (let i = 0; i < rounds; i += 1) approvals.push(await pending(cashier, p, '+750'));
    const outcomes = await Promise.all(
      approvals.map(async (a) => {
        const [one, two] = await Promise.all([approve(second, a.id), approve(admin, a.id)]);
        return [one.status, two.status].sort();
      }),
    );
    expect(outcomes).toEqual(Array.from({ length: rounds }, () => [200, 409]));
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: `${750 * rounds}.00` });
    const decided = await t.database.db
      .selectFrom('pending_approval')
      .select(['state'])
      .where(
        'id',
        'in',
        approvals.map((a) => a.id),
      )
      .execute();
    expect(decided.every((row) => row.state === 'approved')).toBe(true);
    const paid = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('target', '=', `member:${p.id}`)
      .where('action', '=', 'balance.adjust')
      .execute();
    expect(paid).toHaveLength(rounds);
    await expectReconciled(t);
  });

  it('answers malformed decisions and requests with 4xx, never 5xx', async () => {
    const p = await newPlayer(t);
    const calls = [
      approve(second, 999_999),
      asOps(t, second, 'POST', '/ops/approvals/balance-adjustments/abc/approve', {}),
      asOps(t, second, 'POST', '/ops/approvals/balance-adjustments/-3/reject', { remark: 'x' }),
      asOps(t, second, 'POST', '/ops/approvals/balance-adjustments/1/approve', { remark: 5 }),
      asOps(t, second, 'GET', '/ops/approvals/balance-adjustments', { state: 'lost' }),
      asOps(t, second, 'GET', '/ops/approvals/balance-adjustments', { pageSize: '101' }),
      adjust(second, p, 'lots'),
      adjust(second, p, '+1e9'),
      adjust(second, p, '+99999999999999999999999999999'),
      adjust(second, p, '--5'),
      asOps(t, second, 'POST', `/ops/members/${p.id}/adjust`, {
        amount: '+5',
        reason: ' ',
        requestId: 'adj-blank-01',
      }),
      asOps(t, second, 'POST', '/ops/members/999999/adjust', {
        amount: '+5',
        reason: 'x',
        requestId: 'adj-none-01',
      }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await approve(second, 999_999, 'UR')).message).toBe(errorMessage('APPROVAL_NOT_FOUND', 'UR'));
  });
});
