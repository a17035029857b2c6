/** The reward centre: operators issue, members list, count, claim once, and see the claim in history. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { MESSAGING_ENV, operatorToken } from '../../test/messaging-helpers.ts';
import { type Available, available, claim, issueReward, issued } from '../../test/rewards-helpers.ts';
import { trialPlayer } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { balanceOf, expectReconciled, newPlayer } from '../../test/wallet-helpers.ts';

let t: TestContext;
let ops: string;

beforeAll(async () => {
  t = await createTestApp({ env: MESSAGING_ENV });
  ops = await operatorToken(t, 'ops_rewards');
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;

describe('issued rewards', () => {
  it('lists an issued reward with its count in both languages, and an unexpired expiry', async () => {
    const p = await newPlayer(t);
    expect(valueOf<Available>(await available(t, p))).toEqual({ list: [], unclaimed: 0 });
    const expiresAt = new Date(Date.now() + 24 * HOUR).toISOString();
    const first = await issued(t, ops, { memberId: p.id, amount: '25.5', expiresAt });
    const second = await issued(t, ops, { memberId: p.id, amount: '10', title: 'Weekend gift' });

    const en = valueOf<Available>(await available(t, p));
    expect(en.unclaimed).toBe(2);
    expect(en.list.map((r) => [r.rewardId, r.title, r.amount, r.expiresAt])).toEqual([
      [second, 'Weekend gift', '10.00', null],
      [first, 'Welcome bonus', '25.50', expiresAt],
    ]);
    const ur = valueOf<Available>(await available(t, p, 'UR'));
    expect(ur.list[0]?.title).toBe('Weekend gift (اردو)');

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('action', '=', 'reward.issue')
      .execute();
    expect(audit).toContainEqual({ actor: 'operator:ops_rewards', action: 'reward.issue' });
  });

  it('credits a claim once through the ledger and shows it in the transaction history', async () => {
    const p = await newPlayer(t);
    const id = await issued(t, ops, { memberId: p.id, amount: '25.00' });
    const before = await balanceOf(t, p);
    const first = await claim(t, p, id);
    expect(valueOf<{ amount: string; sumBalance: string }>(first)).toMatchObject({
      amount: '25.00',
      sumBalance: '25.00',
    });
    expect(await claim(t, p, id)).toMatchObject({ success: false, code: 'REWARD_ALREADY_CLAIMED' });
    expect(before.sumBalance).toBe('0.00');
    expect((await balanceOf(t, p)).sumBalance).toBe('25.00');
    expect(valueOf<Available>(await available(t, p)).unclaimed).toBe(0);

    const history = valueOf<{ list: { rewardId: number; claimedAt: string }[]; total: number }>(
      await call(t, 'GET', '/wps/relay/MCSFE_getClaimedPromotions', undefined, { token: p.token }),
    );
    expect(history.total).toBe(1);
    expect(history.list[0]?.rewardId).toBe(id);

    const txs = valueOf<{ content: { txCode: string; amount: string; remark: string | null }[] }>(
      await call(t, 'GET', '/wps/relay/ODS2_MemberTransaction', { txCode: 'PROMOTION' }, { token: p.token }),
    );
    expect(txs.content).toEqual([expect.objectContaining({ txCode: 'PROMOTION', amount: '+25.00' })]);
    await expectReconciled(t);
  });

  it('credits 20 concurrent claims of one reward exactly once', async () => {
    const p = await newPlayer(t);
    const id = await issued(t, ops, { memberId: p.id, amount: '7.00' });
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(t, p, id)));
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(new Set(results.filter((r) => !r.success).map((r) => r.code))).toEqual(
      new Set(['REWARD_ALREADY_CLAIMED']),
    );
    expect((await balanceOf(t, p)).sumBalance).toBe('7.00');
    await expectReconciled(t);
  });

  it('refuses an expired reward, another member’s reward and an unknown one', async () => {
    const p = await newPlayer(t);
    const other = await newPlayer(t);
    const expired = await issued(t, ops, {
      memberId: p.id,
      expiresAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(valueOf<Available>(await available(t, p)).unclaimed).toBe(0);
    expect(await claim(t, p, expired)).toMatchObject({ success: false, code: 'REWARD_EXPIRED' });

    const theirs = await issued(t, ops, { memberId: other.id });
    expect(await claim(t, p, theirs)).toMatchObject({ success: false, code: 'REWARD_NOT_FOUND' });
    expect(await claim(t, p, 999_999)).toMatchObject({ success: false, code: 'REWARD_NOT_FOUND' });
    expect((await balanceOf(t, p)).sumBalance).toBe('0.00');
    expect(valueOf<Available>(await available(t, other)).unclaimed).toBe(1);
  });

  it('refuses trial members and guests', async () => {
    const trial = await trialPlayer(t);
    expect(await available(t, trial)).toMatchObject({ success: false, code: 'FREE_REJECT' });
    expect(await claim(t, trial, 1)).toMatchObject({ success: false, code: 'FREE_REJECT' });
    expect(await issueReward(t, ops, { memberId: trial.id })).toMatchObject({
      success: false,
      code: 'REWARD_MEMBER_NOT_FOUND',
    });
    const guest = await call(t, 'GET', '/wps/relay/MCSFE_getAvailablePromotions');
    expect(guest.success).toBe(false);
  });

  it('needs an operator session to issue, and a valid amount', async () => {
    const p = await newPlayer(t);
    expect(await issueReward(t, p.token, { memberId: p.id })).toMatchObject({
      success: false,
      code: 'OPERATOR_NOT_LOGGED_IN',
    });
    expect(await issueReward(t, 'nope', { memberId: p.id })).toMatchObject({ success: false });
    expect(await issueReward(t, ops, { memberId: p.id, amount: '-5' })).toMatchObject({
      success: false,
      code: 'AMOUNT_NOT_POSITIVE',
    });
    expect(await issueReward(t, ops, { memberId: 999_999 })).toMatchObject({
      success: false,
      code: 'REWARD_MEMBER_NOT_FOUND',
    });
    expect(valueOf<Available>(await available(t, p)).unclaimed).toBe(0);
  });
});

describe('hostile operator input', () => {
  it('answers malformed issue bodies with 4xx and issues nothing', async () => {
    const p = await newPlayer(t);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const result = await call(t, 'POST', '/ops/rewards', { payload: body }, { token: ops });
        expect(result.status).toBeGreaterThanOrEqual(400);
        expect(result.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    const good = { memberId: p.id, amount: '5', title: { EN: 'Gift' } };
    for (const bad of [
      { ...good, amount: '1e5' },
      { ...good, amount: '0.001' },
      { ...good, amount: '99999999999999999999' },
      { ...good, amount: 5 },
      { ...good, memberId: '7' },
      { ...good, title: { EN: '' } },
      { ...good, title: { EN: 'a\u0000b' } },
      { ...good, title: { UR: 'صرف اردو' } },
      { ...good, expiresAt: 'tomorrow' },
      { ...good, turnoverNote: 'x'.repeat(300) },
    ]) {
      const result = await call(t, 'POST', '/ops/rewards', bad, { token: ops });
      expect(result.status, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(result.status, JSON.stringify(bad)).toBeLessThan(500);
    }
    expect(valueOf<Available>(await available(t, p)).unclaimed).toBe(0);
  });
});
