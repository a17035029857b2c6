/**
 * Two-person withdrawal approvals under races, over HTTP (inject), on SQLite and PostgreSQL
 * (TEST_DATABASE_URL): two second approvers at once pay once; two first approvers at once give the
 * withdrawal its two approvals, once; an approval racing a rejection is one or the other, never
 * both, and a first approval racing a rejection never leaves an approval waiting on a rejected
 * withdrawal. The ledger reconciles after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV } from '../../test/accounts-helpers.ts';
import { operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { balanceOf, expectReconciled } from '../../test/wallet-helpers.ts';
import { PAYMENTS_ENV, approve, asker, reject, stored } from './payments-helpers.ts';

let t: TestContext;
let a: string;
let b: string;
let c: string;
const ROUNDS = 6;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_ENV, ...PAYMENTS_ENV } });
  a = await operatorWith(t, 'race_a', ['payments']);
  b = await operatorWith(t, 'race_b', ['payments']);
  c = await operatorWith(t, 'race_c', ['admin']);
});
afterAll(async () => {
  await t.close();
});

async function actions(ids: readonly string[], action: string) {
  return t.database.db
    .selectFrom('audit_log')
    .select('target')
    .where(
      'target',
      'in',
      ids.map((id) => `withdrawal:${id}`),
    )
    .where('action', '=', action)
    .execute();
}

describe('two-person withdrawal approvals under races', () => {
  it('pays once when two second approvers approve at the same moment', async () => {
    const m = await asker(t, 1_000_000n);
    const ids: string[] = [];
    for (let i = 0; i < ROUNDS; i += 1) ids.push(await m.ask('1000.00'));
    for (const id of ids) expect((await approve(t, a, id)).status).toBe(200);
    const outcomes = await Promise.all(
      ids.map(async (id) => {
        const [one, two] = await Promise.all([approve(t, b, id), approve(t, c, id)]);
        return [one.status, two.status].sort();
      }),
    );
    expect(outcomes).toEqual(Array.from({ length: ROUNDS }, () => [200, 409]));
    expect(await balanceOf(t, m.player)).toMatchObject({
      sumBalance: `${10_000 - 1000 * ROUNDS}.00`,
      pendingWithdrawal: '0.00',
    });
    expect(await actions(ids, 'withdrawal.approve')).toHaveLength(ROUNDS);
    for (const id of ids)
      expect(await stored(t, id)).toMatchObject({ status: 'approved', approval: { state: 'approved' } });
    await expectReconciled(t);
  }, 60_000);

  it('gives two first approvals at once their two approvals, paying once', async () => {
    const m = await asker(t, 1_000_000n);
    const ids: string[] = [];
    for (let i = 0; i < ROUNDS; i += 1) ids.push(await m.ask('1000.00'));
    const outcomes = await Promise.all(
      ids.map(async (id) => {
        const [one, two] = await Promise.all([approve(t, a, id), approve(t, b, id)]);
        return [one.status, two.status];
      }),
    );
    expect(outcomes).toEqual(Array.from({ length: ROUNDS }, () => [200, 200]));
    for (const id of ids)
      expect(await stored(t, id)).toMatchObject({ status: 'approved', approval: { state: 'approved' } });
    expect(await actions(ids, 'withdrawal.approve.first')).toHaveLength(ROUNDS);
    expect(await actions(ids, 'withdrawal.approve')).toHaveLength(ROUNDS);
    expect(await balanceOf(t, m.player)).toMatchObject({ sumBalance: `${10_000 - 1000 * ROUNDS}.00` });
    await expectReconciled(t);
  }, 60_000);

  it('lets a second approval or a rejection win, never both', async () => {
    const m = await asker(t, 1_000_000n);
    const ids: string[] = [];
    for (let i = 0; i < ROUNDS; i += 1) ids.push(await m.ask('1000.00'));
    for (const id of ids) expect((await approve(t, a, id)).status).toBe(200);
    const outcomes = await Promise.all(
      ids.map(async (id) => {
        const [approved, rejected] = await Promise.all([approve(t, b, id), reject(t, c, id)]);
        return { id, approved: approved.status, rejected: rejected.status };
      }),
    );
    let paidOut = 0;
    for (const outcome of outcomes) {
      expect([outcome.approved, outcome.rejected].sort()).toEqual([200, 409]);
      const winner = outcome.approved === 200 ? 'approved' : 'rejected';
      if (winner === 'approved') paidOut += 1000;
      expect(await stored(t, outcome.id)).toMatchObject({ status: winner, approval: { state: winner } });
    }
    expect(await balanceOf(t, m.player)).toMatchObject({
      sumBalance: `${10_000 - paidOut}.00`,
      pendingWithdrawal: '0.00',
    });
    await expectReconciled(t);
  }, 60_000);

  it('never leaves a first approval waiting on a withdrawal rejected at the same moment', async () => {
    const m = await asker(t, 1_000_000n);
    const ids: string[] = [];
    for (let i = 0; i < ROUNDS; i += 1) ids.push(await m.ask('1000.00'));
    await Promise.all(ids.map((id) => Promise.all([approve(t, a, id), reject(t, b, id)])));
    for (const id of ids) {
      const row = await stored(t, id);
      expect(row.status).toBe('rejected');
      expect(row.approval?.state ?? 'none').not.toBe('pending');
    }
    expect(await balanceOf(t, m.player)).toMatchObject({ sumBalance: '10000.00', pendingWithdrawal: '0.00' });
    await expectReconciled(t);
  }, 60_000);
});
