/**
 * The facts an approver weighs before deciding a withdrawal (GET /ops/withdrawals/:id/facts), and
 * the payments API's answers to malformed or out-of-bounds input: 4xx with a translated message,
 * never 5xx. Runs on SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
import { type OpsWithdrawalFacts, errorMessage } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { PIN, bindCard, newPlayer } from '../../test/wallet-helpers.ts';
import { PAYMENTS_ENV, approve, asker, markPaid, reject } from './payments-helpers.ts';

let t: TestContext;
let ops: string;
let auditor: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_ENV, ...PAYMENTS_ENV } });
  ops = await operatorWith(t, 'facts_ops', ['payments']);
  auditor = await operatorWith(t, 'facts_auditor', ['auditor']);
});
afterAll(async () => {
  await t.close();
});

const facts = async (token: string, id: string) =>
  valueOf<OpsWithdrawalFacts>(await asOps(t, token, 'GET', `/ops/withdrawals/${id}/facts`));

let bets = 0;
async function bet(
  memberId: number,
  merchantId: number,
  validMinor: number,
  placedAt: string,
  status = 'settled',
) {
  bets += 1;
  await t.database.db
    .insertInto('bet_record')
    .values({
      id: `facts-bet-${bets}`,
      merchant_id: merchantId,
      member_id: memberId,
      game_type: 'RNG',
      vendor_code: 'OLS',
      game_id: 'slot-1',
      game_name: 'Slot',
      bet_minor: String(validMinor),
      valid_bet_minor: String(validMinor),
      status,
      placed_at: placedAt,
    })
    .execute();
}

describe('the facts of a withdrawal', () => {
  it('shows turnover since the last deposit, card and address changes, earlier withdrawals, age and lock', async () => {
    const p = await newPlayer(t);
    await bet(p.id, p.merchantId, 99_000, '2020-01-01T00:00:00.000Z');
    const deposit = valueOf<{ deposit: { depositId: string } }>(
      await call(
        t,
        'POST',
        '/wps/relay/MCS2_depositManualTransfer',
        { channelId: 'BANK_TRANSFER', amount: '750' },
        { token: p.token },
      ),
    ).deposit.depositId;
    await asOps(t, ops, 'POST', `/ops/deposits/${deposit}/approve`, {});
    const credited = await t.database.db
      .selectFrom('deposit')
      .select('decided_at')
      .where('id', '=', deposit)
      .executeTakeFirstOrThrow();
    const since = credited.decided_at ?? '';
    await bet(p.id, p.merchantId, 30_000, since);
    await bet(p.id, p.merchantId, 20_000, since);
    await bet(p.id, p.merchantId, 40_000, since, 'cancelled');

    const card = valueOf<{ card: { cardId: string } }>(await bindCard(t, p)).card;
    await bindCard(t, p, '9876543210987654');
    await t.database.db
      .updateTable('bank_card')
      .set({ deleted_at: new Date().toISOString() })
      .where('member_id', '=', p.id)
      .where('masked_number', 'like', '%7654')
      .execute();
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
    const paidOne = await ask('100');
    await approve(t, ops, paidOne);
    await markPaid(t, ops, paidOne);
    const rejected = await ask('150');
    await reject(t, ops, rejected);
    const id = await ask('600');

    const seen = await facts(auditor, id);
    expect(seen.withdrawal).toMatchObject({ withdrawId: id, amount: '600.00', needsTwoApprovals: true });
    expect(seen.member).toMatchObject({ id: p.id, username: p.username, accountAgeDays: 0, locked: false });
    expect(seen.turnover).toMatchObject({
      lastDeposit: { depositId: deposit, amount: '750.00', credited: '750.00' },
      validBetsSince: '500.00',
      covered: false,
    });
    expect(seen.cardChanges.map((c) => c.change).sort()).toEqual(['added', 'added', 'removed']);
    expect(seen.cardChanges.find((c) => c.change === 'removed')?.maskedNumber).toMatch(/7654$/);
    expect(seen.newAddresses.map((a) => a.ip)).toEqual(['127.0.0.1']);
    expect(seen.previousWithdrawals).toMatchObject({
      paidOutCount: 1,
      paidOutTotal: '100.00',
      last: { withdrawId: rejected, amount: '150.00', status: 'rejected' },
    });

    await t.database.db
      .updateTable('member')
      .set({ disabled: 1, locked_reason: 'chargeback' })
      .where('id', '=', p.id)
      .execute();
    await bet(p.id, p.merchantId, 25_000, since);
    expect((await facts(ops, id)).member).toMatchObject({ locked: true, lockedReason: 'chargeback' });
    expect((await facts(ops, id)).turnover).toMatchObject({ validBetsSince: '750.00', covered: true });
  });

  it('says a member without deposits or earlier withdrawals has none', async () => {
    const m = await asker(t, 100_000n);
    const id = await m.ask('200');
    expect(await facts(ops, id)).toMatchObject({
      turnover: { lastDeposit: null, validBetsSince: '0.00' },
      previousWithdrawals: { paidOutCount: 0, paidOutTotal: '0.00', last: null },
      withdrawal: { needsTwoApprovals: false, stage: 'pending' },
    });
  });
});

describe('malformed payments input', () => {
  it('answers 4xx with the message in the caller language, never 5xx', async () => {
    const calls = [
      asOps(t, ops, 'GET', '/ops/withdrawals', { status: 'lost' }),
      asOps(t, ops, 'GET', '/ops/withdrawals', { pageSize: '100000' }),
      asOps(t, ops, 'GET', '/ops/withdrawals', { pageNo: '-1' }),
      asOps(t, ops, 'GET', '/ops/withdrawals', { merchantCode: 'OTHER' }),
      asOps(t, ops, 'GET', '/ops/deposits', { status: 'paid' }),
      asOps(t, ops, 'GET', `/ops/withdrawals/${'x'.repeat(65)}/facts`),
      asOps(t, ops, 'GET', '/ops/withdrawals/W-none/facts'),
      asOps(t, ops, 'POST', '/ops/withdrawals/W-none/approve', {}),
      asOps(t, ops, 'POST', '/ops/withdrawals/W-none/approve', { remark: 7 }),
      asOps(t, ops, 'POST', '/ops/withdrawals/W-none/reject', {}),
      asOps(t, ops, 'POST', '/ops/withdrawals/W-none/reject', { remark: 'a\u0000b' }),
      asOps(t, ops, 'POST', '/ops/withdrawals/W-none/paid', { reference: 'r'.repeat(129) }),
      asOps(t, ops, 'POST', '/ops/withdrawals/W-none/paid', { reference: ['x'] }),
      asOps(t, ops, 'POST', '/ops/withdrawals/W-none/paid', {}),
      asOps(t, ops, 'POST', '/ops/deposits/D-none/approve', {}),
      asOps(t, ops, 'POST', '/ops/deposits/D-none/reject', { remark: 'x' }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const missing = await asOps(t, ops, 'GET', '/ops/withdrawals/W-none/facts', undefined, 'UR');
    expect(missing).toMatchObject({ status: 404, message: errorMessage('WITHDRAWAL_NOT_FOUND', 'UR') });
    expect(await asOps(t, auditor, 'POST', '/ops/withdrawals/W-none/paid', {})).toMatchObject({
      status: 403,
      code: 'OPERATOR_FORBIDDEN',
    });
  });
});
