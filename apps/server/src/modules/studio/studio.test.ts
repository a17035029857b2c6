/**
 * The house studio end to end, as a member plays it: launch through /wps/game/launchGame, start the
 * studio session from the launch URL, play slot and dice rounds through the real seamless wallet,
 * and find the money, the betting record and the verification all agree.
 */
import {
  type BetSummaryValue,
  type LaunchGameValue,
  type StudioRound,
  type StudioSessionValue,
} from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { gameByCode, launch, trialPlayer } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, balanceOf, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';

let t: TestContext;
let slot: Awaited<ReturnType<typeof gameByCode>>;
let dice: Awaited<ReturnType<typeof gameByCode>>;

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  slot = await gameByCode(t, 'OLS', 'spirit-fruits');
  dice = await gameByCode(t, 'OLI', 'dice');
});
afterAll(async () => {
  await t.close();
});

interface Answer<T> {
  readonly status: number;
  readonly body: { success: boolean; value: T; code?: string; data?: Record<string, unknown> };
}

async function studioCall<T>(method: 'GET' | 'POST', url: string, token: string | null, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: token === null ? {} : { 'x-studio-session': token },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() } as Answer<T>;
}

/** Launches the game for the player and opens the page's studio session from the launch URL. */
async function openGame(player: Player, game: typeof slot) {
  const launched = valueOf<LaunchGameValue>(await launch(t, player, game));
  const url = new URL(launched.url, 'https://lobby.example');
  const engine = url.pathname.split('/')[2];
  const request = {
    launchToken: url.searchParams.get('launch'),
    engine,
    gameCode: url.searchParams.get('game'),
  };
  const answer = await studioCall<StudioSessionValue>('POST', '/studio/api/session', null, request);
  return { url, request, answer };
}

async function funded(minor: bigint) {
  const player = await newPlayer(t);
  await fund(t, player, minor);
  return player;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const mainCents = async (player: Player) => cents((await balanceOf(t, player)).mainBalance);

const play = (token: string, body: object) =>
  studioCall<{ round: StudioRound; session: StudioSessionValue }>('POST', '/studio/api/play', token, body);

describe('house studio through the seamless wallet', () => {
  it('plays slot and dice rounds: the balance moves by stake - win and the record shows them', async () => {
    const player = await funded(10_000n);
    const slotGame = await openGame(player, slot);
    expect(slotGame.url.pathname).toBe('/studio/slot/');
    expect(slotGame.answer.body.value.balance).toBe('100.00');
    const diceGame = await openGame(player, dice);
    expect(diceGame.url.pathname).toBe('/studio/dice/');

    let expected = 10_000;
    const rounds: StudioRound[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { body } = await play(slotGame.answer.body.value.sessionToken, { stake: '1.00' });
      rounds.push(body.value.round);
    }
    for (let i = 0; i < 3; i += 1) {
      const { body } = await play(diceGame.answer.body.value.sessionToken, {
        stake: '2.00',
        dice: { chance: 5000, direction: 'over' },
      });
      rounds.push(body.value.round);
    }
    for (const round of rounds) {
      expect(round.status).toBe('settled');
      expected += cents(round.win) - cents(round.stake);
    }
    expect(await mainCents(player)).toBe(expected);

    const summary = valueOf<BetSummaryValue>(
      await call(t, 'GET', '/wps/relay/ODSFE2_BetSummary', {}, { token: player.token }),
    );
    const row = (vendor: string) => summary.rows.find((r) => r.vendorCode === vendor);
    const slotWins = rounds.slice(0, 4).reduce((sum, r) => sum + cents(r.win), 0);
    expect(row('OLS')).toMatchObject({ betCount: 4, bet: '4.00', gameId: String(slot.nodeId) });
    expect(cents(row('OLS')?.win ?? '')).toBe(slotWins);
    expect(row('OLI')).toMatchObject({ betCount: 3, bet: '6.00', gameId: String(dice.nodeId) });
    await expectReconciled(t);
  });

  it('verifies a played round, and reports a tampered seed', async () => {
    const player = await funded(1_000n);
    const game = await openGame(player, dice);
    const token = game.answer.body.value.sessionToken;
    await studioCall('POST', '/studio/api/client-seed', token, { clientSeed: 'my lucky seed' });
    const choice = { chance: 3000, direction: 'under' as const };
    const { round } = (await play(token, { stake: '1.00', dice: choice })).body.value;
    expect(round.serverSeedHash).toBe(game.answer.body.value.nextServerSeedHash);
    const history = await studioCall<{ list: StudioRound[] }>('GET', '/studio/api/rounds', token);
    expect(history.body.value.list.map((r) => r.roundId)).toEqual([round.roundId]);

    const verify = (serverSeed: string) =>
      studioCall<{ hashMatches: boolean; outcome: unknown }>('POST', '/studio/api/verify', null, {
        engine: 'dice',
        serverSeed,
        serverSeedHash: round.serverSeedHash,
        clientSeed: 'my lucky seed',
        nonce: round.nonce,
        dice: choice,
      });
    const honest = await verify(round.serverSeed);
    expect(honest.body.value).toMatchObject({ hashMatches: true, outcome: round.outcome });
    // One hex digit changed, whatever it was (a fixed ending matched the real seed 1 time in 256).
    const last = round.serverSeed.slice(-1);
    const forged = await verify(`${round.serverSeed.slice(0, -1)}${last === '0' ? '1' : '0'}`);
    expect(forged.body.value.hashMatches).toBe(false);
  });

  it('starts one studio session per launch token', async () => {
    const player = await funded(1_000n);
    const game = await openGame(player, slot);
    expect(game.answer.status).toBe(200);
    const again = await studioCall('POST', '/studio/api/session', null, game.request);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('STUDIO_LAUNCH_INVALID');
  });

  it('refuses a round the balance cannot cover, moving no money and recording nothing', async () => {
    const player = await funded(50n);
    const game = await openGame(player, dice);
    const refused = await play(game.answer.body.value.sessionToken, {
      stake: '1.00',
      dice: { chance: 5000, direction: 'under' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'STUDIO_INSUFFICIENT_FUNDS', data: { balance: '0.50' } });
    expect(await mainCents(player)).toBe(50);
    const summary = valueOf<BetSummaryValue>(
      await call(t, 'GET', '/wps/relay/ODSFE2_BetSummary', {}, { token: player.token }),
    );
    expect(summary.rows).toEqual([]);
  });

  it('never charges a double tap beyond the balance', async () => {
    const player = await funded(150n);
    const game = await openGame(player, slot);
    const token = game.answer.body.value.sessionToken;
    const answers = await Promise.all([play(token, { stake: '1.00' }), play(token, { stake: '1.00' })]);
    const played = answers.filter((a) => a.body.success).map((a) => a.body.value.round);
    for (const refused of answers.filter((a) => !a.body.success)) {
      expect(['STUDIO_ROUND_IN_PROGRESS', 'STUDIO_INSUFFICIENT_FUNDS']).toContain(refused.body.code);
    }
    const net = played.reduce((sum, r) => sum + cents(r.win) - cents(r.stake), 0);
    expect(await mainCents(player)).toBe(150 + net);
    expect(await mainCents(player)).toBeGreaterThanOrEqual(0);
  });

  it('lets a trial member play on the trial balance', async () => {
    const player = await trialPlayer(t);
    const game = await openGame(player, dice);
    const start = cents(game.answer.body.value.balance);
    expect(start).toBeGreaterThan(0);
    const { round, session } = (
      await play(game.answer.body.value.sessionToken, {
        stake: '1.00',
        dice: { chance: 9500, direction: 'under' },
      })
    ).body.value;
    expect(cents(session.balance)).toBe(start - 100 + cents(round.win));
  });
});
