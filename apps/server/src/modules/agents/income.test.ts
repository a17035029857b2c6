/**
 * My income and the agent's transactions: the periods are this calendar month so far and the one
 * before it, in the merchant's zone, listing only the kinds whose payouts exist; the transactions
 * are the agent centre's movements of the agent's wallet (not its deposits), filtered by date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { PIN, fund, newPlayer } from '../../test/wallet-helpers.ts';
import { paidKinds } from './income.service.ts';
import { HouseAccount, houseAccount, memberWallet } from '../wallet/accounts.ts';
import { downlineOf, newAgent } from './links-test-helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
});
afterAll(async () => {
  await t.close();
});

interface Period {
  from: string;
  to: string;
  kinds: { kind: string; amount: string }[];
  total: string;
}

describe('agent income and transactions', () => {
  it('answers the previous and current month with the kinds paid today', async () => {
    const agent = await newAgent(t);
    const income = valueOf<{ previous: Period; current: Period }>(
      await call(t, 'GET', '/wps/relay/ODS2_AgentPrevAndCurrIncome', {}, { token: agent.token }),
    );
    expect(income.current.from.endsWith('-01')).toBe(true);
    expect(income.previous.to < income.current.from).toBe(true);
    expect(income.previous.from.slice(0, 7)).toBe(income.previous.to.slice(0, 7));
    expect(income.current.kinds.map((k) => k.kind)).toEqual(paidKinds().map((k) => k.kind));
    expect(income.current.total).toBe('0.00');
  });

  it('counts a salary paid to the agent as salary income and lists it with its transactions', async () => {
    const agent = await newAgent(t);
    // A contract payout from the house, as the settlement runner posts it (modules/contracts).
    await t.app.wallet.ledger.transfer({
      id: `contract:test:${agent.id}`,
      merchantId: agent.merchantId,
      currency: 'CNY',
      debit: houseAccount(HouseAccount.SALARIES),
      credit: memberWallet(agent.id),
      amount: 1_850n,
      code: 'AGENT_SALARY',
    });
    const income = valueOf<{ current: Period }>(
      await call(t, 'GET', '/wps/relay/ODS2_AgentPrevAndCurrIncome', {}, { token: agent.token }),
    );
    expect(income.current.kinds).toContainEqual({ kind: 'SALARY', amount: '18.50' });
    expect(income.current.total).toBe('18.50');
    const list = valueOf<{ content: { txCode: string; amount: string }[] }>(
      await call(t, 'GET', '/wps/agent/transactions', {}, { token: agent.token }),
    );
    expect(list.content).toContainEqual(
      expect.objectContaining({ txCode: 'AGENT_SALARY', amount: '+18.50' }),
    );
  });

  it('lists the agent’s transfers, not its deposits, within the dates asked', async () => {
    const agent = await newAgent(t);
    const down = await downlineOf(t, agent.code);
    await fund(t, agent, 5_000n);
    await call(
      t,
      'POST',
      '/wps/agent/transferDownline',
      { downlineId: down.id, amount: '12.00', paymentPassword: PIN, transferId: `income-${agent.id}` },
      { token: agent.token },
    );
    const list = valueOf<{ content: { txCode: string; amount: string; remark: string }[]; total: number }>(
      await call(t, 'GET', '/wps/agent/transactions', {}, { token: agent.token }),
    );
    expect(list.total).toBe(1);
    expect(list.content[0]).toMatchObject({ txCode: 'AGENT_TRANSFER', amount: '-12.00' });
    expect(list.content[0]?.remark).toContain(down.username);
    const old = valueOf<{ total: number }>(
      await call(
        t,
        'GET',
        '/wps/agent/transactions',
        { startDate: '2020-01-01', endDate: '2020-01-31' },
        { token: agent.token },
      ),
    );
    expect(old.total).toBe(0);
  });

  it('refuses members who are not agents', async () => {
    const player = await newPlayer(t);
    const answer = await call(
      t,
      'GET',
      '/wps/relay/ODS2_AgentPrevAndCurrIncome',
      {},
      { token: player.token },
    );
    expect(answer).toMatchObject({ success: false, code: 'AGENT_ONLY' });
  });
});
