/**
 * The dashboard and reports agree with the ledger: after studio rounds, seamless bets (one won, one
 * lost, one rolled back), a settled lottery order with a cancelled sub-order, deposits and
 * withdrawals (approved and rejected) and a claimed reward, every total the operator reads equals
 * what the ledger moved. Bad report input is a translated 400, never a server error.
 */
import {
  type LaunchGameValue,
  type LotteryPlaceOrderValue,
  type OpsDashboardValue,
  type OpsGgrValue,
  type OpsPaymentsReportValue,
  type StudioSessionValue,
  errorMessage,
  formatMinor,
} from '@openlobby/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { appOnTestClock } from '../../test/app-on-test-clock.ts';
import { FAST, cancelSubOrder, freshIssue, futureNumbers, placeOrder } from '../../test/lottery-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { testMerchant } from '../../test/merchant-helpers.ts';
import { claim, issued } from '../../test/rewards-helpers.ts';
import { gameByCode, launch, openSession, send, txId } from '../../test/seamless-helpers.ts';
import { PIN, type Player, bindCard, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';
import { plainMember } from '../accounts/login.ts';
import { createMembersRepository } from '../accounts/members.repository.ts';
import { addDays, localDay } from '../wallet/zoned-days.ts';

const setup = appOnTestClock();
const { clock } = setup;
const stamp = () => clock.now().getTime();

/** Sum of a ledger query's amounts in minor units. */
async function ledgerSum(query: ReturnType<typeof sql<{ total: string | number | null }>>): Promise<bigint> {
  const { rows } = await query.execute(setup.t.database.db);
  return BigInt(rows[0]?.total ?? 0);
}

const minor = (amount: string) => {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -value : value;
};

async function seamlessRounds(player: Player) {
  const dice = await gameByCode(setup.t, 'OLI', 'dice');
  const session = await openSession(setup.t, player, dice);
  const bet = (amount: string) => {
    const id = txId('bet');
    const body = {
      ...session,
      transactionId: id,
      roundId: `round-${id}`,
      gameCode: 'dice',
      amount,
      timestamp: stamp(),
    };
    return { id, sent: send(setup.t, 'OLI', 'bet', body) };
  };
  const settle = (action: 'win' | 'rollback', betId: string, amount: string | null) =>
    send(setup.t, 'OLI', action, {
      playerId: session.playerId,
      transactionId: txId(action),
      betTransactionId: betId,
      roundId: `round-${betId}`,
      gameCode: 'dice',
      ...(amount === null ? {} : { amount }),
      timestamp: stamp(),
    });
  const won = bet('10.00');
  expect((await won.sent).body.status).toBe('OK');
  expect((await settle('win', won.id, '25.50')).body.status).toBe('OK');
  const lost = bet('5.00');
  expect((await lost.sent).body.status).toBe('OK');
  expect((await settle('win', lost.id, '0.00')).body.status).toBe('OK');
  const refunded = bet('7.00');
  expect((await refunded.sent).body.status).toBe('OK');
  expect((await settle('rollback', refunded.id, null)).body.status).toBe('OK');
}

async function studioRounds(player: Player) {
  const slot = await gameByCode(setup.t, 'OLS', 'spirit-fruits');
  const launched = valueOf<LaunchGameValue>(await launch(setup.t, player, slot));
  const url = new URL(launched.url, 'https://lobby.example');
  const opened = await setup.t.app.inject({
    method: 'POST',
    url: '/studio/api/session',
    payload: {
      launchToken: url.searchParams.get('launch'),
      engine: url.pathname.split('/')[2],
      gameCode: url.searchParams.get('game'),
    },
  });
  const token = opened.json<{ value: StudioSessionValue }>().value.sessionToken;
  for (let i = 0; i < 3; i += 1) {
    const played = await setup.t.app.inject({
      method: 'POST',
      url: '/studio/api/play',
      headers: { 'x-studio-session': token },
      payload: { stake: '1.00' },
    });
    expect(played.statusCode).toBe(200);
  }
}

async function lotteryOrder(player: Player) {
  const issue = await freshIssue(setup.t, clock);
  const numbers = await futureNumbers(setup.t, FAST, issue.numero, 3);
  const order = valueOf<LotteryPlaceOrderValue>(
    await placeOrder(setup.t, player, issue.numero, [
      { betType: 'STRAIGHT', selection: numbers.join(''), stake: '1.00' },
      { betType: 'POSITION', selection: `1:${((numbers[0] ?? 0) + 1) % 10}`, stake: '2.00' },
      { betType: 'POSITION', selection: `1:${numbers[0] ?? 0}`, stake: '3.00' },
    ]),
  );
  const cancelled = order.order.subOrders[1]?.subOrderId ?? '';
  expect((await cancelSubOrder(setup.t, player, cancelled)).status).toBe(200);
  clock.advance(Date.parse(issue.drawsAt) - stamp() + 1_000);
  const report = await setup.t.app.lottery.tick();
  expect(report.settled).toContain(`${FAST}/${issue.numero}`);
}

async function payments(ops: string) {
  const depositor = await newPlayer(setup.t);
  const ask = async (amount: string) =>
    valueOf<{ deposit: { depositId: string } }>(
      await call(
        setup.t,
        'POST',
        '/wps/relay/MCS2_depositManualTransfer',
        { channelId: 'BANK_TRANSFER', amount },
        { token: depositor.token },
      ),
    ).deposit.depositId;
  const credited = await ask('750');
  const refused = await ask('520');
  await ask('600');
  expect((await asOps(setup.t, ops, 'POST', `/ops/deposits/${credited}/approve`, {})).status).toBe(200);
  expect(
    (await asOps(setup.t, ops, 'POST', `/ops/deposits/${refused}/reject`, { remark: 'no money arrived' }))
      .status,
  ).toBe(200);

  const withdrawer = await newPlayer(setup.t);
  await fund(setup.t, withdrawer, 100_000n);
  const card = valueOf<{ card: { cardId: string } }>(await bindCard(setup.t, withdrawer)).card;
  const withdraw = async (amount: string) =>
    valueOf<{ withdrawal: { withdrawId: string } }>(
      await call(
        setup.t,
        'POST',
        '/wps/transaction/withdraw',
        { cardId: card.cardId, amount, paymentPassword: PIN },
        { token: withdrawer.token },
      ),
    ).withdrawal.withdrawId;
  const paid = await withdraw('100');
  const returned = await withdraw('150');
  expect((await asOps(setup.t, ops, 'POST', `/ops/withdrawals/${paid}/approve`, {})).status).toBe(200);
  expect(
    (await asOps(setup.t, ops, 'POST', `/ops/withdrawals/${returned}/reject`, { remark: 'wrong card' }))
      .status,
  ).toBe(200);
  return depositor;
}

describe('reports reconcile with the ledger', () => {
  it('totals every bet, payment, reward and player the ledger and tables hold', async () => {
    const ops = await operatorWith(setup.t, 'reports_admin', ['admin']);
    const merchant = await testMerchant(setup.t);
    const depositor = await payments(ops);

    const rewardId = await issued(setup.t, ops, { memberId: depositor.id, amount: '25.00' });
    expect((await claim(setup.t, depositor, rewardId)).status).toBe(200);

    const gambler = await newPlayer(setup.t);
    await fund(setup.t, gambler, 100_000n);
    await seamlessRounds(gambler);
    await studioRounds(gambler);
    const lotteryPlayer = await newPlayer(setup.t);
    await fund(setup.t, lotteryPlayer, 10_000n);
    await lotteryOrder(lotteryPlayer);

    // The registration path's own writer counts the new member.
    const registrations = async () =>
      valueOf<OpsDashboardValue>(await asOps(setup.t, ops, 'GET', '/ops/dashboard')).days.reduce(
        (sum, d) => sum + d.registrations,
        0,
      );
    const registeredBefore = await registrations();
    const members = createMembersRepository(setup.t.database.db);
    await members.insert({
      ...plainMember(merchant.id, `reg${Date.now() % 100_000}`, 0),
      created_at: clock.now().toISOString(),
    });
    await expectReconciled(setup.t);

    const today = localDay(stamp(), 'UTC');
    const range = { from: addDays(today, -2), to: addDays(today, 2) };

    // GGR: what the game settlement accounts kept (stakes in, payouts and refunds out).
    const kept = await ledgerSum(sql<{ total: string | number | null }>`
      select sum(a.credits_posted - a.debits_posted) as total from ledger_account a
      where a.merchant_id = ${merchant.id} and a.account_key like 'house:GAME:%'`);
    for (const groupBy of ['day', 'game', 'vendor', 'memberType'] as const) {
      const report = valueOf<OpsGgrValue>(
        await asOps(
          setup.t,
          ops,
          'GET',
          `/ops/reports/ggr?from=${range.from}&to=${range.to}&groupBy=${groupBy}`,
        ),
      );
      expect(minor(report.total.ggr), groupBy).toBe(kept);
      expect(
        report.rows.reduce((sum, row) => sum + minor(row.ggr), 0n),
        groupBy,
      ).toBe(kept);
    }
    const byVendor = valueOf<OpsGgrValue>(
      await asOps(setup.t, ops, 'GET', `/ops/reports/ggr?from=${range.from}&to=${range.to}&groupBy=vendor`),
    );
    for (const row of byVendor.rows) {
      const vendorKept = await ledgerSum(sql<{ total: string | number | null }>`
        select sum(credits_posted - debits_posted) as total from ledger_account
        where merchant_id = ${merchant.id} and account_key = ${`house:GAME:${row.key}`}`);
      expect(minor(row.ggr), row.key).toBe(vendorKept);
    }
    const bets = await ledgerSum(sql<{ total: string | number | null }>`
      select count(*) as total from bet_record where merchant_id = ${merchant.id} and status <> 'cancelled'`);
    const byDay = valueOf<OpsGgrValue>(
      await asOps(setup.t, ops, 'GET', `/ops/reports/ggr?from=${range.from}&to=${range.to}`),
    );
    expect(BigInt(byDay.total.bets)).toBe(bets);
    // The rolled-back seamless stake and the cancelled lottery sub-order are not turnover.
    const staked = await ledgerSum(sql<{ total: string | number | null }>`
      select sum(bet_minor) as total from bet_record where merchant_id = ${merchant.id} and status <> 'cancelled'`);
    expect(minor(byDay.total.stakes)).toBe(staked);

    // Payments: approved deposits are the DEPOSIT transfers of deposits; paid withdrawals the posts.
    const deposited = await ledgerSum(sql<{ total: string | number | null }>`
      select sum(amount) as total from ledger_transfer
      where merchant_id = ${merchant.id} and tx_code = 'DEPOSIT' and reference is not null`);
    const withdrawn = await ledgerSum(sql<{ total: string | number | null }>`
      select sum(t.amount) as total from ledger_transfer t join ledger_account a on a.id = t.credit_account_id
      where t.merchant_id = ${merchant.id} and t.phase = 'post' and a.account_key = 'house:WITHDRAWALS'`);
    const payment = valueOf<OpsPaymentsReportValue>(
      await asOps(setup.t, ops, 'GET', `/ops/reports/payments?from=${range.from}&to=${range.to}`),
    );
    const pick = (kind: string, status: string) =>
      payment.rows.filter((row) => row.kind === kind && row.status === status);
    const amountOf = (kind: string, status: string) =>
      pick(kind, status).reduce((sum, row) => sum + minor(row.amount), 0n);
    expect(amountOf('deposit', 'approved')).toBe(deposited);
    expect(amountOf('withdrawal', 'approved')).toBe(withdrawn);
    // The demo player's opening deposit and this one.
    expect(pick('deposit', 'approved').map((row) => [row.channel, row.count])).toEqual([
      ['BANK_TRANSFER', 2],
    ]);
    expect(pick('deposit', 'rejected').map((row) => [row.count, row.amount])).toEqual([[1, '520.00']]);
    expect(pick('deposit', 'pending').map((row) => [row.count, row.amount])).toEqual([[1, '600.00']]);
    expect(pick('withdrawal', 'rejected').map((row) => [row.count, row.amount])).toEqual([[1, '150.00']]);
    expect(pick('withdrawal', 'pending')).toEqual([]);

    // Bonus cost: what left the promotions and rebates accounts, net.
    const bonus = await ledgerSum(sql<{ total: string | number | null }>`
      select sum(debits_posted - credits_posted) as total from ledger_account
      where merchant_id = ${merchant.id} and account_key in ('house:PROMOTIONS', 'house:REBATES')`);
    expect(bonus).toBe(2_500n);

    const dashboard = valueOf<OpsDashboardValue>(await asOps(setup.t, ops, 'GET', '/ops/dashboard'));
    const sumOf = (pick: (day: OpsDashboardValue['days'][number]) => string) =>
      dashboard.days.reduce((sum, day) => sum + minor(pick(day)), 0n);
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.today.day).toBe(today);
    expect(sumOf((d) => d.ggr)).toBe(kept);
    expect(sumOf((d) => d.deposits)).toBe(deposited);
    expect(sumOf((d) => d.withdrawals)).toBe(withdrawn);
    expect(sumOf((d) => d.bonus)).toBe(bonus);
    expect(sumOf((d) => d.ngr)).toBe(kept - bonus);
    const players = await ledgerSum(sql<{ total: string | number | null }>`
      select count(distinct member_id) as total from bet_record where merchant_id = ${merchant.id}`);
    expect(BigInt(dashboard.days.reduce((sum, d) => sum + d.activePlayers, 0))).toBe(players);
    expect(dashboard.days.reduce((sum, d) => sum + d.firstDeposits, 0)).toBe(1);
    expect(await registrations()).toBe(registeredBefore + 1);
    expect(dashboard.queues).toEqual({ pendingWithdrawals: 0, pendingManualDeposits: 1, openChats: 0 });

    const csv = await setup.t.app.inject({
      method: 'GET',
      url: `/ops/reports/ggr/export?from=${range.from}&to=${range.to}&groupBy=vendor`,
      headers: { authorization: `Bearer ${ops}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lastLine = csv.body.trim().split('\r\n').pop() ?? '';
    expect(lastLine.split(',').pop()).toBe(formatMinor(kept, 2));
  });

  it('refuses malformed report input with a translated 400, never a server error', async () => {
    const ops = await operatorWith(setup.t, 'reports_malformed', ['auditor']);
    const bad = [
      '/ops/reports/ggr?from=2026-02-31&to=2026-03-01',
      '/ops/reports/ggr?from=2026-03-02&to=2026-03-01',
      '/ops/reports/ggr?from=2024-01-01&to=2026-01-01',
      '/ops/reports/ggr?from=2026-03-01&to=2026-03-01&groupBy=merchant',
      '/ops/reports/ggr?from=&to=2026-03-01',
      '/ops/reports/ggr?from=2026-03-01',
      '/ops/reports/ggr?from=2026-03-01&from=2026-03-02&to=2026-03-03',
      `/ops/reports/ggr?from=${'9'.repeat(5000)}&to=2026-03-01`,
      '/ops/reports/ggr?from=2026-03-01%00&to=2026-03-01',
      '/ops/reports/payments?from=0000-00-00&to=9999-99-99',
      '/ops/reports/payments/export?from=2026-05-01&to=2026-04-01',
      '/ops/reports/ggr/export?from=2026-03-01&to=2026-03-01&groupBy=day&groupBy=game',
    ];
    for (const url of bad) {
      for (const language of ['EN', 'UR'] as const) {
        const answer = await asOps(setup.t, ops, 'GET', url, undefined, language);
        expect(answer.status, url).toBe(400);
        expect(typeof answer.code, url).toBe('string');
        if (answer.code === 'REPORT_RANGE_INVALID')
          expect(answer.message, url).toBe(errorMessage('REPORT_RANGE_INVALID', language));
      }
    }
    const ok = await asOps(
      setup.t,
      ops,
      'GET',
      '/ops/reports/ggr?from=2026-03-01&to=2026-03-01&groupBy=game',
    );
    expect(ok.status).toBe(200);
  });
});
