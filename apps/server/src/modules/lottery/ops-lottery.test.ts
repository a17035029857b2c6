/**
 * The console's lottery reads: an open issue shows its committed seed hash but neither seed nor
 * result; once drawn, the seed is shown and hashes (SHA-256 of its bytes, as draw.ts publishes) to
 * the hash shown before, and the result is the one the seed derives. Orders on an issue show the
 * member, the play, stake, payout and state; lists page on the server; bad input is a 400, never
 * a 5xx; a role without lottery.read is refused; and there is no /ops route that writes anything
 * of the lottery.
 */
import { createHash } from 'node:crypto';
import {
  type OpsLotteryGamesValue,
  type OpsLotteryIssue,
  type OpsLotteryIssuesValue,
  type OpsLotteryOrdersValue,
  errorMessage,
} from '@openlobby/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../test/accounts-helpers.ts';
import { appOnTestClock } from '../../test/app-on-test-clock.ts';
import { FAST, FIVE, freshIssue, placeOrder } from '../../test/lottery-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { deriveNumbers } from './draw.ts';

const setup = appOnTestClock();
const { clock, funded } = setup;
let support: string;
let marketing: string;

beforeAll(async () => {
  support = await operatorWith(setup.t, 'lottery_support', ['support']);
  marketing = await operatorWith(setup.t, 'lottery_marketing', ['marketing']);
});

const get = (url: string, token = support) => asOps(setup.t, token, 'GET', url);
const issuesOf = async (query: string) =>
  valueOf<OpsLotteryIssuesValue>(await get(`/ops/lottery/issues?${query}`));
const ordersOf = async (id: string, query = '') =>
  valueOf<OpsLotteryOrdersValue>(await get(`/ops/lottery/issues/${encodeURIComponent(id)}/orders?${query}`));

async function issueNamed(gameCode: string, numero: string): Promise<OpsLotteryIssue> {
  const found = (await issuesOf(`game=${gameCode}&pageSize=100`)).content.find(
    (issue) => issue.numero === numero,
  );
  if (found === undefined) throw new Error(`issue ${gameCode} ${numero} not listed`);
  return found;
}

/** Moves past the draw and lets the engine draw and settle what is due. */
async function drawPast(drawsAt: string) {
  clock.advance(Date.parse(drawsAt) - clock.now().getTime() + 1_000);
  await setup.t.app.lottery.tick();
}

describe('the console’s lottery', () => {
  it('shows an open issue’s hash only, then the drawn issue’s seed, which hashes to it, and the orders', async () => {
    const player = await funded();
    const open = await freshIssue(setup.t, clock);
    valueOf(
      await placeOrder(setup.t, player, open.numero, [
        { betType: 'ODD_EVEN', selection: 'ODD', stake: '2.00' },
        { betType: 'BIG_SMALL', selection: 'BIG', stake: '1.50' },
      ]),
    );

    const games = valueOf<OpsLotteryGamesValue>(await get('/ops/lottery/games'));
    const fast = games.content.find((game) => game.code === FAST);
    expect(fast).toMatchObject({
      intervalSeconds: 60,
      open: true,
      shownInLobby: true,
      currentIssue: { numero: open.numero, status: 'open', seed: null, numbers: null },
    });
    expect(games.content.map((game) => game.code)).toEqual([FAST, FIVE, 'lucky-28']);

    const before = await issueNamed(FAST, open.numero);
    expect(before).toMatchObject({
      id: `${FAST}:${open.numero}`,
      status: 'open',
      seed: null,
      numbers: null,
      orderCount: 1,
      stakeTotal: '3.50',
      payoutTotal: '0.00',
    });
    expect(before.seedHash).toMatch(/^[0-9a-f]{64}$/);

    await drawPast(open.drawsAt);
    const after = await issueNamed(FAST, open.numero);
    expect(after.status).toBe('settled');
    expect(after.seedHash).toBe(before.seedHash);
    const seed = after.seed ?? '';
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(before.seedHash);
    expect(after.numbers).toEqual(deriveNumbers(seed, FAST, open.numero, 3));

    const orders = await ordersOf(after.id);
    expect(orders.issue).toMatchObject({ id: after.id, seed, orderCount: 1 });
    expect(orders.total).toBe(2);
    expect(orders.content.map((bet) => [bet.username, bet.betType, bet.selection, bet.stake])).toEqual([
      [player.username, 'ODD_EVEN', 'ODD', '2.00'],
      [player.username, 'BIG_SMALL', 'BIG', '1.50'],
    ]);
    expect(orders.content.every((bet) => bet.state === 'won' || bet.state === 'lost')).toBe(true);
    const paid = orders.content.reduce((sum, bet) => sum + Math.round(Number(bet.payout) * 100), 0);
    expect(Math.round(Number(after.payoutTotal) * 100)).toBe(paid);
    expect(orders.content.some((bet) => bet.state === 'won')).toBe(paid > 0);
  });

  it('pages issues and orders on the server, latest draw first', async () => {
    const all = await issuesOf(`game=${FAST}&pageSize=100`);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.content.every((issue) => issue.gameCode === FAST)).toBe(true);
    const draws = all.content.map((issue) => issue.drawsAt);
    expect(draws).toEqual([...draws].sort().reverse());
    const second = await issuesOf(`game=${FAST}&pageNo=2&pageSize=1`);
    expect(second).toMatchObject({ total: all.total, content: [{ numero: all.content[1]?.numero }] });
    const settled = await issuesOf('state=settled');
    expect(settled.content.length).toBeGreaterThan(0);
    expect(settled.content.every((issue) => issue.status === 'settled' && issue.seed !== null)).toBe(true);

    const drawn = settled.content.find((issue) => issue.orderCount > 0);
    const secondBet = await ordersOf(drawn?.id ?? '', 'pageNo=2&pageSize=1');
    expect(secondBet).toMatchObject({ total: 2, content: [{ selection: 'BIG' }] });
  });

  it('answers bad input with a 400 or 404 in the operator’s language, never a 5xx', async () => {
    for (const query of [
      'pageNo=0',
      'pageNo=abc',
      'pageSize=1000',
      'game=NOT%20A%20GAME',
      'state=won',
      'pageNo=1e400',
      'game=%00',
    ]) {
      const response = await get(`/ops/lottery/issues?${query}`);
      expect([query, response.status]).toEqual([query, 400]);
    }
    for (const id of ['999999', 'x', `${FAST}:12`, `${FAST}:2026112600010001000`, '%E2%80%AE']) {
      const response = await get(`/ops/lottery/issues/${id}/orders`);
      expect([id, response.status]).toEqual([id, 400]);
    }
    const missing = await asOps(
      setup.t,
      support,
      'GET',
      `/ops/lottery/issues/${FAST}:19700101/orders`,
      undefined,
      'UR',
    );
    expect(missing).toMatchObject({ status: 404, message: errorMessage('LOTTERY_ISSUE_NOT_FOUND', 'UR') });
  });

  it('refuses a role without lottery.read', async () => {
    for (const url of [
      '/ops/lottery/games',
      '/ops/lottery/issues',
      `/ops/lottery/issues/${FAST}:20260101/orders`,
    ]) {
      const response = await get(url, marketing);
      expect([url, response.status, response.code]).toEqual([url, 403, 'OPERATOR_FORBIDDEN']);
    }
  });

  it('has no /ops route that writes anything of the lottery', () => {
    const routes = setup.t.app.printRoutes({ commonPrefix: false });
    const lotteryLines = routes.split('\n').filter((line) => line.includes('lottery'));
    expect(lotteryLines.length).toBeGreaterThan(0);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      for (const url of [
        '/ops/lottery/games',
        '/ops/lottery/issues',
        `/ops/lottery/issues/${FAST}:20260101/orders`,
      ])
        expect(setup.t.app.hasRoute({ method, url })).toBe(false);
  });
});
