/**
 * The house lottery as members and verifiers use it: games and menus, an issue's life from opening
 * to settlement with real balances, the provably fair verification, limits, cancels and refusals,
 * and the orders in the wallet's betting record. The engine runs only when a test ticks it.
 */
import { createHash } from 'node:crypto';
import type {
  BetSummaryValue,
  LotteryCancelValue,
  LotteryDrawValue,
  LotteryDrawVerifyValue,
  LotteryGamesValue,
  LotteryMenuValue,
  LotteryMenusValue,
  LotteryNearValue,
  LotteryOrderDetailValue,
  LotteryOrdersValue,
  LotteryPlaceOrderValue,
  LotteryPopularValue,
} from '@openlobby/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { appOnTestClock } from '../../test/app-on-test-clock.ts';
import {
  type Bet,
  FAST,
  FIVE,
  cancelSubOrder,
  freshIssue,
  futureNumbers,
  placeOrder,
} from '../../test/lottery-helpers.ts';
import { type Player, balanceOf, expectReconciled } from '../../test/wallet-helpers.ts';

const setup = appOnTestClock();
const { clock, funded } = setup;

const mainBalance = async (player: Player) => (await balanceOf(setup.t, player)).mainBalance;

/** A fresh fast issue, one second after it opened. */
const freshFastIssue = () => freshIssue(setup.t, clock);

/** A new member with `minor` minor units (100.00 by default) and a fresh fast issue to bet on. */
async function playerAtFreshIssue(minor?: bigint) {
  const player = await funded(minor);
  return { player, issue: await freshFastIssue() };
}

/** Places an order the test expects to be taken, and answers it. */
async function placed(player: Player, numero: string, bets: readonly Bet[]) {
  return valueOf<LotteryPlaceOrderValue>(await placeOrder(setup.t, player, numero, bets));
}

async function orderDetail(player: Player, orderId: string) {
  return valueOf<LotteryOrderDetailValue>(
    await call(setup.t, 'GET', '/lgw/orders/detail', { orderId }, { token: player.token }),
  );
}

async function ordersOf(player: Player) {
  return valueOf<LotteryOrdersValue>(await call(setup.t, 'GET', '/lgw/orders', {}, { token: player.token }));
}

/** Moves past the draw of the issue and lets the engine draw and settle it. */
async function drawIssue(drawsAt: string) {
  clock.advance(Date.parse(drawsAt) - clock.now().getTime() + 1_000);
  return setup.t.app.lottery.tick();
}

describe('games and menus', () => {
  it('lists the three house lotteries with their catalogue games and odds per prize mode', async () => {
    const games = valueOf<LotteryGamesValue>(await call(setup.t, 'GET', '/lgw/games'));
    expect(games.list.map((game) => [game.gameCode, game.digits, game.drawEverySeconds])).toEqual([
      [FAST, 3, 60],
      [FIVE, 5, 300],
      ['lucky-28', 3, 86_400],
    ]);
    expect(games.list.every((game) => game.gameId !== null && game.vendorCode === 'OLE')).toBe(true);
    const straight = games.list[0]?.betTypes.find((type) => type.betType === 'STRAIGHT');
    expect(straight?.odds).toEqual([
      { prizeMode: 'Lott', odds: '950.00' },
      { prizeMode: 'ZY', odds: '960.00' },
      { prizeMode: 'Elott', odds: '980.00' },
    ]);
    const menus = valueOf<LotteryMenusValue>(await call(setup.t, 'GET', '/lgw/games/game_menus'));
    expect(menus.menus.map((menu) => menu.prizeMode)).toEqual(['Lott', 'ZY', 'Elott']);
    const vn = valueOf<LotteryMenuValue>(await call(setup.t, 'GET', '/lgw/vn/games/game_menu'));
    expect(vn.prizeMode).toBe('Lott');
    const ur = valueOf<LotteryMenuValue>(
      await call(setup.t, 'GET', '/lgw/games/game_menu', { language: 'UR' }),
    );
    expect(ur.games[0]?.name).toBe('3 ہندسوں کی قرعہ اندازی · ہر منٹ');
  });
});

describe('provably fair draws', () => {
  it('publishes the seed hash at opening, reveals the seed at the draw, and verifies it', async () => {
    const issue = await freshFastIssue();
    expect(issue).toMatchObject({ status: 'open', seed: null, numbers: null });
    expect(issue.seedHash).toMatch(/^[0-9a-f]{64}$/);
    for (const path of ['/lotto/lgw/games/opened/numero', '/lgw/vn/numeros/opened/game']) {
      const other = valueOf<{ list: { numero: string; seedHash: string }[] }>(
        await call(setup.t, 'GET', path, { gameCode: FAST }),
      );
      expect(other.list[0]).toMatchObject({ numero: issue.numero, seedHash: issue.seedHash });
    }
    const early = await call(setup.t, 'GET', '/lgw/draw/verify', {
      gameCode: FAST,
      numero: issue.numero,
      seed: '0'.repeat(64),
    });
    expect(early).toMatchObject({ status: 409, code: 'LOTTERY_NOT_DRAWN' });

    const report = await drawIssue(issue.drawsAt);
    expect(report.drawn).toContain(`${FAST}/${issue.numero}`);
    const draws = valueOf<LotteryDrawValue>(
      await call(setup.t, 'GET', '/lgw/draw', { gameCode: FAST, numero: issue.numero }),
    );
    const drawn = draws.list[0];
    if (drawn?.seed == null || drawn.numbers === null) throw new Error('no result');
    expect(draws.method).toContain('HMAC-SHA256');
    expect(createHash('sha256').update(Buffer.from(drawn.seed, 'hex')).digest('hex')).toBe(issue.seedHash);

    const verified = valueOf<LotteryDrawVerifyValue>(
      await call(setup.t, 'GET', '/lgw/draw/verify', {
        gameCode: FAST,
        numero: issue.numero,
        seed: drawn.seed,
      }),
    );
    expect(verified).toMatchObject({ seedMatchesHash: true, verified: true, numbers: drawn.numbers });

    const tampered = `${drawn.seed.slice(0, 62)}${drawn.seed.endsWith('00') ? '01' : '00'}`;
    const caught = valueOf<LotteryDrawVerifyValue>(
      await call(setup.t, 'GET', '/lgw/draw/verify', {
        gameCode: FAST,
        numero: issue.numero,
        seed: tampered,
      }),
    );
    expect(caught).toMatchObject({ seedMatchesHash: false, verified: false, drawnNumbers: drawn.numbers });

    const history = valueOf<LotteryDrawValue>(
      await call(setup.t, 'GET', '/lgw/draw', { gameCode: FAST, pageSize: '5' }),
    );
    expect(history.list[0]).toMatchObject({ numero: issue.numero, seed: drawn.seed, status: 'settled' });
    expect(history.total).toBeGreaterThanOrEqual(1);
    expect(await call(setup.t, 'GET', '/lgw/draw', { gameCode: FAST, pageSize: '0' })).toMatchObject({
      status: 400,
      code: 'PAGE_SIZE_INVALID',
    });

    const near = valueOf<LotteryNearValue>(
      await call(setup.t, 'GET', '/lgw/numeros/near', { gameCode: FAST }),
    );
    expect(near.previous[0]).toMatchObject({ numero: issue.numero, seed: drawn.seed });
    expect(near.current?.status).toBe('open');
    expect(near.next).toHaveLength(5);
    expect(near.next.every((next) => next.seed === null)).toBe(true);
  });
});

describe('an issue from bets to settlement', () => {
  it('debits stakes when placed and credits wins once at settlement', async () => {
    const { player, issue } = await playerAtFreshIssue();
    const numbers = await futureNumbers(setup.t, FAST, issue.numero, 3);
    const sum = numbers.reduce((a, b) => a + b, 0);
    const order = await placed(player, issue.numero, [
      { betType: 'STRAIGHT', selection: numbers.join(''), stake: '1.00' },
      { betType: 'POSITION', selection: `1:${((numbers[0] ?? 0) + 1) % 10}`, stake: '2.00' },
      { betType: 'BIG_SMALL', selection: sum > 13.5 ? 'BIG' : 'SMALL', stake: '5.00' },
    ]);
    expect(order.order).toMatchObject({ stake: '8.00', win: '0.00', prizeMode: 'Elott' });
    expect(order.order.subOrders.map((sub) => [sub.odds, sub.potentialWin, sub.status])).toEqual([
      ['980.00', '980.00', 'placed'],
      ['9.80', '19.60', 'placed'],
      ['1.96', '9.80', 'placed'],
    ]);
    expect(order.balance).toBe('92.00');

    const report = await drawIssue(issue.drawsAt);
    expect(report.settled).toContain(`${FAST}/${issue.numero}`);
    expect(await mainBalance(player)).toBe('1081.80');
    const detail = await orderDetail(player, order.order.orderId);
    expect(detail.issue).toMatchObject({ status: 'settled', numbers });
    expect(detail.order.win).toBe('989.80');
    expect(detail.order.subOrders.map((sub) => [sub.status, sub.win])).toEqual([
      ['won', '980.00'],
      ['lost', '0.00'],
      ['won', '9.80'],
    ]);

    await setup.t.app.lottery.tick();
    expect(await mainBalance(player)).toBe('1081.80');
    await expectReconciled(setup.t);

    const summary = valueOf<BetSummaryValue>(
      await call(
        setup.t,
        'GET',
        '/wps/relay/ODSFE2_BetSummary',
        { gameType: 'LOTT' },
        { token: player.token },
      ),
    );
    expect(summary.rows).toEqual([
      expect.objectContaining({
        gameType: 'LOTT',
        vendorCode: 'OLE',
        betCount: 3,
        bet: '8.00',
        win: '989.80',
      }),
    ]);
    expect(await ordersOf(player)).toMatchObject({ total: 1, list: [{ orderId: order.order.orderId }] });
    const recent = valueOf<LotteryMenuValue>(
      await call(setup.t, 'GET', '/lgw/games/game_menu/recent', {}, { token: player.token }),
    );
    expect(recent.games.map((game) => game.gameCode)).toEqual([FAST]);
    const popular = valueOf<LotteryPopularValue>(await call(setup.t, 'GET', '/lgw/games/popular'));
    expect(popular.list[0]).toMatchObject({ gameCode: FAST });
  });

  it('lets a trial member play with the trial balance', async () => {
    const trial = valueOf<{ token: string; userName: string }>(
      await call(setup.t, 'POST', '/wps/session/login/freeplay', {}),
    );
    const row = await setup.t.database.db
      .selectFrom('member')
      .select(['id', 'merchant_id'])
      .where('username', '=', trial.userName)
      .executeTakeFirstOrThrow();
    const player = { id: row.id, username: trial.userName, token: trial.token, merchantId: row.merchant_id };
    const issue = await freshFastIssue();
    const order = await placed(player, issue.numero, [
      { betType: 'ODD_EVEN', selection: 'ODD', stake: '10.00' },
    ]);
    expect(order.balance).toBe('1990.00');
  });
});

describe('refusals', () => {
  it('refuses bets after the close, before and after the engine closed the issue', async () => {
    const { player, issue } = await playerAtFreshIssue();
    clock.toSecond(56);
    const bet = [{ betType: 'ODD_EVEN', selection: 'ODD', stake: '1.00' }];
    expect(await placeOrder(setup.t, player, issue.numero, bet)).toMatchObject({
      status: 409,
      code: 'LOTTERY_ISSUE_CLOSED',
    });
    await setup.t.app.lottery.tick();
    const refused = await placeOrder(setup.t, player, issue.numero, bet);
    expect(refused).toMatchObject({ status: 409, code: 'LOTTERY_ISSUE_CLOSED' });
    expect(refused.message).toContain('next draw');
    const urdu = await call(
      setup.t,
      'POST',
      '/lgw/orders',
      { gameCode: FAST, numero: issue.numero, prizeMode: 'Lott', bets: bet },
      {
        token: player.token,
        headers: { 'accept-language': 'ur' },
      },
    );
    expect(urdu.code).toBe('LOTTERY_ISSUE_CLOSED');
    expect(await mainBalance(player)).toBe('100.00');
  });

  it('refuses an order the balance cannot pay and stores nothing', async () => {
    const { player, issue } = await playerAtFreshIssue(50n);
    const refused = await placeOrder(setup.t, player, issue.numero, [
      { betType: 'ODD_EVEN', selection: 'EVEN', stake: '1.00' },
    ]);
    expect(refused).toMatchObject({ status: 400, code: 'INSUFFICIENT_BALANCE' });
    expect(await mainBalance(player)).toBe('0.50');
    expect((await ordersOf(player)).total).toBe(0);
  });

  it('holds stakes to the per-bet and per-issue limits and bets to their types', async () => {
    const { player, issue } = await playerAtFreshIssue(700_000n);
    const one = (betType: string, selection: string, stake: string) =>
      placeOrder(setup.t, player, issue.numero, [{ betType, selection, stake }]);
    expect(await one('ODD_EVEN', 'ODD', '0.09')).toMatchObject({ code: 'AMOUNT_BELOW_MIN' });
    expect(await one('ODD_EVEN', 'ODD', '1000.01')).toMatchObject({ code: 'AMOUNT_ABOVE_MAX' });
    expect(await one('ODD_EVEN', 'ODD', '1.001')).toMatchObject({ code: 'AMOUNT_TOO_PRECISE' });
    expect(await one('SUM', '10', '1.00')).toMatchObject({ status: 400, code: 'LOTTERY_BET_TYPE_INVALID' });
    expect(await one('STRAIGHT', '12', '1.00')).toMatchObject({
      status: 400,
      code: 'LOTTERY_SELECTION_INVALID',
    });
    const big = Array.from({ length: 5 }, () => ({
      betType: 'BIG_SMALL',
      selection: 'BIG',
      stake: '1000.00',
    }));
    await placed(player, issue.numero, big);
    expect(await one('ODD_EVEN', 'ODD', '0.10')).toMatchObject({ status: 409, code: 'LOTTERY_ISSUE_LIMIT' });
    expect(await mainBalance(player)).toBe('2000.00');

    const near = valueOf<LotteryNearValue>(
      await call(setup.t, 'GET', '/lgw/numeros/near', { gameCode: FAST }),
    );
    const next = near.next[0]?.numero ?? '';
    expect(await placeOrder(setup.t, player, next, big.slice(0, 1))).toMatchObject({
      code: 'LOTTERY_ISSUE_NOT_OPEN',
    });
    expect(await placeOrder(setup.t, player, '199001010001', big.slice(0, 1))).toMatchObject({
      status: 404,
      code: 'LOTTERY_ISSUE_NOT_FOUND',
    });
    expect(
      await placeOrder(setup.t, player, issue.numero, big.slice(0, 1), { gameCode: 'keno-20' }),
    ).toMatchObject({
      status: 404,
      code: 'LOTTERY_GAME_NOT_FOUND',
    });
    const guest = await call(setup.t, 'POST', '/lgw/orders', {
      gameCode: FAST,
      numero: issue.numero,
      prizeMode: 'Lott',
      bets: big,
    });
    expect(guest.status).toBe(401);
  });
});

describe('concurrent orders', () => {
  it('holds the per-issue limit when ten orders race for it', async () => {
    const { player, issue } = await playerAtFreshIssue(2_000_000n);
    const bet = [{ betType: 'BIG_SMALL', selection: 'SMALL', stake: '1000.00' }];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(setup.t, player, issue.numero, bet)),
    );
    expect(answers.filter((answer) => answer.success)).toHaveLength(5);
    expect(answers.filter((answer) => answer.code === 'LOTTERY_ISSUE_LIMIT')).toHaveLength(5);
    expect(await mainBalance(player)).toBe('15000.00');
    await expectReconciled(setup.t);
  });
});

describe('cancelling a sub-order', () => {
  it('refunds once before the close and refuses after it', async () => {
    const { player, issue } = await playerAtFreshIssue();
    const order = await placed(player, issue.numero, [
      { betType: 'ODD_EVEN', selection: 'ODD', stake: '3.00' },
      { betType: 'ODD_EVEN', selection: 'EVEN', stake: '4.00' },
      { betType: 'ODD_EVEN', selection: 'ODD', stake: '5.00' },
    ]);
    const [first, second, third] = order.order.subOrders;
    if (first === undefined || second === undefined || third === undefined)
      throw new Error('sub-orders missing');
    const cancelled = valueOf<LotteryCancelValue>(await cancelSubOrder(setup.t, player, first.subOrderId));
    expect(cancelled).toMatchObject({ refunded: true, balance: '91.00', subOrder: { status: 'cancelled' } });
    const again = valueOf<LotteryCancelValue>(await cancelSubOrder(setup.t, player, first.subOrderId));
    expect(again).toMatchObject({ refunded: false, balance: '91.00' });

    const [raceA, raceB] = await Promise.all([
      cancelSubOrder(setup.t, player, second.subOrderId),
      cancelSubOrder(setup.t, player, second.subOrderId),
    ]);
    const race = [valueOf<LotteryCancelValue>(raceA), valueOf<LotteryCancelValue>(raceB)];
    expect(race.filter((answer) => answer.refunded)).toHaveLength(1);
    expect(await mainBalance(player)).toBe('95.00');

    const stranger = await funded();
    expect(await cancelSubOrder(setup.t, stranger, third.subOrderId)).toMatchObject({
      status: 404,
      code: 'LOTTERY_ORDER_NOT_FOUND',
    });
    clock.toSecond(55);
    expect(await cancelSubOrder(setup.t, player, third.subOrderId)).toMatchObject({
      status: 409,
      code: 'LOTTERY_CANCEL_CLOSED',
    });
    await drawIssue(issue.drawsAt);
    expect(await cancelSubOrder(setup.t, player, third.subOrderId)).toMatchObject({
      code: 'LOTTERY_CANCEL_CLOSED',
    });
    const detail = await orderDetail(player, order.order.orderId);
    expect(detail.order.subOrders.slice(0, 2).map((sub) => sub.status)).toEqual(['cancelled', 'cancelled']);
    expect(['won', 'lost']).toContain(detail.order.subOrders[2]?.status);
    await expectReconciled(setup.t);
  });
});

describe('hostile orders', () => {
  it('answers any order body with a 4xx or a success, never a 5xx, and never moves money on a refusal', async () => {
    const { player, issue } = await playerAtFreshIssue(1_000_000n);
    const text = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom('1:0', 'BIG', '999', '00', '-1', '1e3', ' 7 '),
    );
    const bet = fc.record({
      betType: fc.oneof(fc.constantFrom('STRAIGHT', 'POSITION', 'BIG_SMALL', 'ODD_EVEN', 'SUM'), fc.string()),
      selection: text,
      stake: fc.oneof(text, fc.constantFrom('0.10', '1000', '0', '-5', '1.005', '99999999999999999999')),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(bet, { maxLength: 3 }),
        fc.constantFrom(issue.numero, '00000000', 'x'),
        async (bets, numero) => {
          const before = await mainBalance(player);
          const answer = await call(
            setup.t,
            'POST',
            '/lgw/orders',
            { gameCode: FAST, numero, prizeMode: 'ZY', bets },
            { token: player.token },
          );
          expect(answer.status).toBeLessThan(500);
          if (!answer.success) expect(await mainBalance(player)).toBe(before);
        },
      ),
      { numRuns: 60 },
    );
  });
});
