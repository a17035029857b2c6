/**
 * Transfers from an agent to its direct downlines over HTTP, on SQLite and (with
 * TEST_DATABASE_URL) PostgreSQL: both balances change and both histories show AGENT_TRANSFER;
 * racing transfers that together exceed the balance let exactly one through; the same transfer id
 * twice (in sequence or racing) moves money once; a multiple transfer is all or nothing; the
 * payment password is checked with its lockout; members outside the agent's direct downlines,
 * non-agents, trial accounts and bonus-only money are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { trialPlayer } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { PIN, type Player, balanceOf, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';
import { HouseAccount, houseAccount, memberBonusWallet } from '../wallet/accounts.ts';
import { downlineOf, newAgent } from './links-test-helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_ENV, PAYMENT_PASSWORD_LOCK_AFTER: '3' } });
});
afterAll(async () => {
  await t.close();
});

let ids = 0;
const newId = () => {
  ids += 1;
  return `tr-${ids}-${Date.now()}`;
};
const send = (
  from: Player,
  downlineId: number,
  amount: string,
  transferId = newId(),
  paymentPassword = PIN,
) =>
  call(
    t,
    'POST',
    '/wps/agent/transferDownline',
    { downlineId, amount, paymentPassword, transferId },
    { token: from.token },
  );
const mainOf = async (p: Player) => (await balanceOf(t, p)).sumBalance;

interface Tx {
  txCode: string;
  amount: string;
}
const historyOf = async (p: Player) =>
  valueOf<{ content: Tx[] }>(
    await call(t, 'GET', '/wps/relay/ODS2_MemberTransaction', {}, { token: p.token }),
  ).content;

describe('transfers to downlines', () => {
  it('moves cash from the agent to a direct downline, shown in both histories and the agent transactions', async () => {
    const agent = await newAgent(t);
    const down = await downlineOf(t, agent.code);
    await fund(t, agent, 10_000n);
    const result = valueOf<{
      total: string;
      balance: string;
      replayed: boolean;
      lines: { username: string }[];
    }>(await send(agent, down.id, '30.50'));
    expect(result).toMatchObject({ total: '30.50', balance: '69.50', replayed: false });
    expect(result.lines[0]?.username).toBe(down.username);
    expect(await mainOf(agent)).toBe('69.50');
    expect(await mainOf(down)).toBe('30.50');
    const agentTx = valueOf<{ content: Tx[] }>(
      await call(t, 'GET', '/wps/agent/transactions', {}, { token: agent.token }),
    ).content;
    expect(agentTx).toEqual([expect.objectContaining({ txCode: 'AGENT_TRANSFER', amount: '-30.50' })]);
    expect(await historyOf(down)).toContainEqual(
      expect.objectContaining({ txCode: 'AGENT_TRANSFER', amount: '+30.50' }),
    );
    await expectReconciled(t);
  });

  it('lets exactly one of two racing transfers through when together they exceed the balance', async () => {
    const agent = await newAgent(t);
    const a = await downlineOf(t, agent.code);
    const b = await downlineOf(t, agent.code);
    await fund(t, agent, 10_000n);
    const results = await Promise.all([send(agent, a.id, '60.00'), send(agent, b.id, '60.00')]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => r.code === 'INSUFFICIENT_BALANCE')).toHaveLength(1);
    expect(await mainOf(agent)).toBe('40.00');
    expect([await mainOf(a), await mainOf(b)].sort()).toEqual(['0.00', '60.00']);
    await expectReconciled(t);
  }, 30_000);

  it('moves money once for one transfer id, in sequence or racing', async () => {
    const agent = await newAgent(t);
    const down = await downlineOf(t, agent.code);
    await fund(t, agent, 10_000n);
    const id = newId();
    const racing = await Promise.all([send(agent, down.id, '70.00', id), send(agent, down.id, '70.00', id)]);
    expect(racing.every((r) => r.success)).toBe(true);
    const again = valueOf<{ replayed: boolean }>(await send(agent, down.id, '70.00', id));
    expect(again.replayed).toBe(true);
    expect(await mainOf(agent)).toBe('30.00');
    expect(await mainOf(down)).toBe('70.00');
    expect((await send(agent, down.id, '10.00', id)).code).toBe('TRANSFER_ID_REUSED');
    await expectReconciled(t);
  }, 30_000);

  it('pays several downlines all or nothing', async () => {
    const agent = await newAgent(t);
    const a = await downlineOf(t, agent.code);
    const b = await downlineOf(t, agent.code);
    await fund(t, agent, 10_000n);
    const multi = (amountB: string) =>
      call(
        t,
        'POST',
        '/wps/agent/transferMultipleDownline',
        {
          transfers: [
            { downlineId: a.id, amount: '40.00' },
            { downlineId: b.id, amount: amountB },
          ],
          paymentPassword: PIN,
          transferId: newId(),
        },
        { token: agent.token },
      );
    expect((await multi('70.00')).code).toBe('INSUFFICIENT_BALANCE');
    expect([await mainOf(agent), await mainOf(a), await mainOf(b)]).toEqual(['100.00', '0.00', '0.00']);
    expect(valueOf<{ total: string; balance: string }>(await multi('60.00'))).toMatchObject({
      total: '100.00',
      balance: '0.00',
    });
    expect([await mainOf(a), await mainOf(b)]).toEqual(['40.00', '60.00']);
    await expectReconciled(t);
  });

  it('lists the direct downlines for the picker, searched by username', async () => {
    const agent = await newAgent(t);
    const a = await downlineOf(t, agent.code);
    const b = await downlineOf(t, agent.code);
    await downlineOf(t, (await newAgent(t)).code);
    const targets = async (search: string) =>
      valueOf<{ content: { username: string }[]; total: number }>(
        await call(t, 'GET', '/wps/agent/transferDownline', { search }, { token: agent.token }),
      );
    expect((await targets('')).content.map((r) => r.username)).toEqual([b.username, a.username]);
    expect((await targets(a.username.toUpperCase())).content.map((r) => r.username)).toEqual([a.username]);
    expect((await targets('%')).total).toBe(0);
  });

  it('checks the payment password and locks it after repeated wrong ones', async () => {
    const agent = await newAgent(t);
    const down = await downlineOf(t, agent.code);
    await fund(t, agent, 10_000n);
    expect((await send(agent, down.id, '1.00', newId(), '000000')).code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await send(agent, down.id, '1.00', newId(), '000000')).code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await send(agent, down.id, '1.00', newId(), '000000')).code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect((await send(agent, down.id, '1.00')).code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(await mainOf(agent)).toBe('100.00');
  });

  it('refuses members outside the direct downlines, non-agents, trial accounts and bonus-only money', async () => {
    const agent = await newAgent(t);
    const down = await downlineOf(t, agent.code);
    const subAgent = await newAgent(t);
    const stranger = await newPlayer(t);
    await fund(t, agent, 10_000n);
    expect((await send(agent, stranger.id, '1.00')).code).toBe('DOWNLINE_NOT_DIRECT');
    expect((await send(agent, subAgent.id, '1.00')).code).toBe('DOWNLINE_NOT_DIRECT');
    expect((await send(agent, agent.id, '1.00')).code).toBe('DOWNLINE_NOT_DIRECT');
    // A member of the team below a direct downline is not a direct downline.
    const grandchild = await downlineOf(
      t,
      (
        await t.database.db
          .selectFrom('member')
          .select('own_affiliate_code')
          .where('id', '=', down.id)
          .executeTakeFirstOrThrow()
      ).own_affiliate_code ?? '',
    );
    expect((await send(agent, grandchild.id, '1.00')).code).toBe('DOWNLINE_NOT_DIRECT');
    expect((await send(stranger, down.id, '1.00')).code).toBe('AGENT_ONLY');
    const trial = await trialPlayer(t);
    expect((await send(trial, down.id, '1.00')).code).toBe('FREE_REJECT');

    const bonusOnly = await newAgent(t);
    const hers = await downlineOf(t, bonusOnly.code);
    await t.app.wallet.ledger.transfer({
      id: `bonus-only:${bonusOnly.id}`,
      merchantId: bonusOnly.merchantId,
      currency: 'CNY',
      debit: houseAccount(HouseAccount.PROMOTIONS),
      credit: memberBonusWallet(bonusOnly.id),
      amount: 5_000n,
      code: 'PROMOTION',
    });
    expect((await send(bonusOnly, hers.id, '10.00')).code).toBe('INSUFFICIENT_BALANCE');
    expect(await mainOf(hers)).toBe('0.00');
    expect(await mainOf(agent)).toBe('100.00');
  });
});
